import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Logo } from './logo.tsx'

describe('Logo', () => {
  it('links to the home page under an accessible name', () => {
    render(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Talentos, página inicial' })).toHaveAttribute('href', '/')
  })
})
