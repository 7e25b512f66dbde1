import { parseBrDate } from '../validation/dates.ts'

/**
 * Interview times are São Paulo's wall-clock time (issue 17), whatever the browser's or the
 * server's own time zone: typed as dd/MM/yyyy + HH:mm, stored as an instant (timestamptz), shown
 * back as "dd/MM/yyyy HH:mm".
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo'

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
})

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The São Paulo wall clock of an instant. */
export function saoPauloClock(instant: Date): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  }
}

/** Minutes São Paulo is ahead of UTC at that instant (-180 today). */
function offsetMinutes(instant: Date): number {
  const clock = saoPauloClock(instant)
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

/** The instant of a São Paulo date (dd/MM/yyyy) and time (HH:mm), or null when either is invalid. */
export function saoPauloInstant(date: string, time: string): Date | null {
  const day = parseBrDate(date)
  const clock = TIME_PATTERN.exec(time.trim())
  if (!day || !clock) return null
  const wall = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]))
  // Two passes settle the offset even across a change of it (Brazil had daylight time until 2019).
  let instant = wall - offsetMinutes(new Date(wall)) * 60_000
  instant = wall - offsetMinutes(new Date(instant)) * 60_000
  return new Date(instant)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** "27/11/2026" in São Paulo. */
export function formatSaoPauloDate(instant: Date | string): string {
  const clock = saoPauloClock(new Date(instant))
  return `${pad(clock.day)}/${pad(clock.month)}/${clock.year}`
}

/** "14:30" in São Paulo. */
export function formatSaoPauloTime(instant: Date | string): string {
  const clock = saoPauloClock(new Date(instant))
  return `${pad(clock.hour)}:${pad(clock.minute)}`
}

/** "27/11/2026 14:30" in São Paulo. */
export function formatSaoPauloDateTime(instant: Date | string): string {
  return `${formatSaoPauloDate(instant)} ${formatSaoPauloTime(instant)}`
}

const WEEKDAY_LABELS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
]

/** "sexta-feira, 27/11/2026": the heading of a day in /agenda. */
export function formatSaoPauloDay(instant: Date | string): string {
  const clock = saoPauloClock(new Date(instant))
  return `${WEEKDAY_LABELS[clock.weekday] ?? ''}, ${formatSaoPauloDate(instant)}`
}
