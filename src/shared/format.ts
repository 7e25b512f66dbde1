import { format } from 'date-fns'

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const integer = new Intl.NumberFormat('pt-BR')

/** "R$ 19,90" — Intl's pt-BR currency, with its non-breaking space after "R$". */
export function formatBRL(cents: number): string {
  return currency.format(cents / 100)
}

/** "1.000" */
export function formatInteger(value: number): string {
  return integer.format(value)
}

/** "23/11/2026" */
export function formatDate(date: Date | string | number): string {
  return format(new Date(date), 'dd/MM/yyyy')
}

/** "23/11/2026 14:05" */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), 'dd/MM/yyyy HH:mm')
}
