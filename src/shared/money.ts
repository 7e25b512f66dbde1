const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const integer = new Intl.NumberFormat('pt-BR')

/**
 * Number formatting without date-fns, so the pricing section of / does not download it.
 * "R$ 19,90" — Intl's pt-BR currency, with its non-breaking space after "R$".
 */
export function formatBRL(cents: number): string {
  return currency.format(cents / 100)
}

/** "1.000" */
export function formatInteger(value: number): string {
  return integer.format(value)
}
