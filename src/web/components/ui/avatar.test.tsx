import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initials, UserAvatar } from './avatar.tsx'

describe('initials', () => {
  it.each([
    ['Maria Souza Lima', 'ML'],
    ['  ana  ', 'A'],
    ['joão da silva', 'JS'],
    ['', ''],
  ])('"%s" → "%s"', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})

describe('UserAvatar', () => {
  it('shows the initials, named for screen readers, when there is no photo', () => {
    render(<UserAvatar name="Maria Souza Lima" src={null} />)
    expect(screen.getByRole('img', { name: 'Foto de Maria Souza Lima' })).toHaveTextContent('ML')
  })

  it('hides the initials from screen readers when the name is written beside it (alt="")', () => {
    render(<UserAvatar name="Maria Souza Lima" src={null} alt="" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('ML')).toHaveAttribute('aria-hidden', 'true')
  })
})
