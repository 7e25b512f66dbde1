import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx'

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup()
    render(
      <Tabs defaultValue="empresa">
        <TabsList aria-label="Configurações">
          <TabsTrigger value="empresa">Empresa</TabsTrigger>
          <TabsTrigger value="notificacoes">Notificações</TabsTrigger>
        </TabsList>
        <TabsContent value="empresa">Dados da empresa</TabsContent>
        <TabsContent value="notificacoes">Em breve</TabsContent>
      </Tabs>,
    )
    expect(screen.getByRole('tabpanel', { name: 'Empresa' })).toHaveTextContent('Dados da empresa')

    await user.click(screen.getByRole('tab', { name: 'Empresa' }))
    await user.keyboard('{ArrowRight}')

    expect(screen.getByRole('tab', { name: 'Notificações' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Notificações' })).toHaveTextContent('Em breve')
  })
})
