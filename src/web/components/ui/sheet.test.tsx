import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet.tsx'

function MobileMenu({ side }: { side?: 'left' | 'right' | 'top' | 'bottom' }) {
  return (
    <Sheet>
      <SheetTrigger>Abrir menu</SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navegação principal</SheetDescription>
        </SheetHeader>
        <a href="/precos">Preços</a>
      </SheetContent>
    </Sheet>
  )
}

describe('Sheet', () => {
  it('opens as a dialog titled by SheetTitle on the requested side', async () => {
    const user = userEvent.setup()
    render(<MobileMenu side="left" />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))

    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog).toHaveAttribute('data-side', 'left')
    expect(dialog).toHaveClass('left-0')
    expect(screen.getByRole('link', { name: 'Preços' })).toBeVisible()
  })

  it('closes with the "Fechar" button and returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(<MobileMenu />)
    const trigger = screen.getByRole('button', { name: 'Abrir menu' })
    await user.click(trigger)

    await user.click(screen.getByRole('button', { name: 'Fechar' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes with Escape', async () => {
    const user = userEvent.setup()
    render(<MobileMenu />)
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'right')

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
