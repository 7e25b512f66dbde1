import { render, screen, within } from '@testing-library/react'
import { ClockIcon, InboxIcon } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { IconCardList } from './icon-card-list.tsx'

const cards = [
  { icon: InboxIcon, title: 'Currículos espalhados', description: 'Candidaturas chegam por e-mail.' },
  { icon: ClockIcon, title: 'Triagem que consome a semana', description: 'Horas lendo currículos.' },
]

describe('IconCardList', () => {
  it('lists each card with its title as an h3 and its description', () => {
    render(<IconCardList cards={cards} tone="alert" layout="stacked" />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Currículos espalhados')
    expect(items[1]).toHaveTextContent('Horas lendo currículos.')
  })

  it('uses the heading level it is given, under a sub-heading', () => {
    render(<IconCardList cards={cards} tone="brand" layout="stacked" headingLevel="h4" />)
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Currículos espalhados',
      'Triagem que consome a semana',
    ])
  })

  it('puts the icon beside the text on phones and above it from sm up in that layout', () => {
    render(<IconCardList cards={cards} tone="brand" layout="beside-on-phones" cardClassName="p-5 sm:p-6" />)
    const card = screen.getAllByRole('listitem')[0]!
    expect(card).toHaveClass('flex', 'sm:block', 'p-5', 'sm:p-6')
    expect(card).not.toHaveClass('p-6')
  })
})
