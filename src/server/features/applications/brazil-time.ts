/**
 * Dates in files the server writes (PDF, CSV) are shown in Brazil's official time, whatever the
 * server's own time zone: "23/11/2026 14:05" and "23/11/2026".
 */
const BRAZIL_TIME_ZONE = 'America/Sao_Paulo'

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export function formatBrazilDateTime(date: Date): string {
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

export function formatBrazilDate(date: Date): string {
  return formatBrazilDateTime(date).slice(0, 10)
}
