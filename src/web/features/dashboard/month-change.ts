const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/**
 * "+12% em relação ao mês anterior": the month-over-month change of received resumes, signed.
 * No comparison possible (nothing last month) reads as +0%, as the spec shows for a new account.
 */
export function monthChangeText(percent: number | null): string {
  const value = percent === null || !Number.isFinite(percent) ? 0 : percent
  const rounded = Math.round(value * 10) / 10
  const sign = rounded < 0 ? '-' : '+'
  return `${sign}${percentFormat.format(Math.abs(rounded))}% em relação ao mês anterior`
}
