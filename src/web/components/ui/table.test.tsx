import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table.tsx'

describe('Table', () => {
  it('is a captioned table with column headers inside a horizontally scrolling wrapper', () => {
    render(
      <Table>
        <TableCaption>Usuários da empresa</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ana Souza</TableCell>
            <TableCell>Ativo</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    const table = screen.getByRole('table', { name: 'Usuários da empresa' })
    expect(table.parentElement).toHaveClass('overflow-x-auto')
    expect(within(table).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('scope', 'col')
    expect(within(table).getByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument()
  })
})
