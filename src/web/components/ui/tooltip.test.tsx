import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx'

describe('Tooltip', () => {
  it('appears when its trigger gets keyboard focus and hides with Escape', async () => {
    const user = userEvent.setup()
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip>
          <TooltipTrigger>Copiar</TooltipTrigger>
          <TooltipContent>Copiar link do formulário</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    )

    await user.tab()

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar link do formulário')
    expect(screen.getByRole('button', { name: 'Copiar' })).toHaveAccessibleDescription(
      'Copiar link do formulário',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
