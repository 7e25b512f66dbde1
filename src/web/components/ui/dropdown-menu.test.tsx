import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx'

describe('DropdownMenu', () => {
  it('opens from the keyboard and runs the chosen action', async () => {
    const user = userEvent.setup()
    const onRemove = vi.fn()
    render(
      <DropdownMenu>
        <DropdownMenuTrigger aria-label="Ações de Ana Souza">…</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Editar</DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={onRemove}>
            Remover Usuário
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    )
    screen.getByRole('button', { name: 'Ações de Ana Souza' }).focus()

    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    const remove = screen.getByRole('menuitem', { name: 'Remover Usuário' })
    expect(remove).toHaveClass('text-destructive')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')

    expect(onRemove).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
