/**
 * Dates typed as dd/MM/yyyy, the only date format candidates see. Parsing never goes through
 * `new Date(string)`, so 31/02/2024 is rejected instead of rolling over to March.
 */
const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/

export type DateParts = { day: number; month: number; year: number }

export function parseBrDate(value: string): DateParts | null {
  const match = DATE_PATTERN.exec(value.trim())
  if (!match) return null
  const day = Number(match[1])
  const month = Number(match[2])
  const year = Number(match[3])
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > daysInMonth) return null
  return { day, month, year }
}

export function isValidBrDate(value: string): boolean {
  return parseBrDate(value) !== null
}

/** Local-time Date for a valid dd/MM/yyyy string, else null. */
export function brDateToDate(value: string): Date | null {
  const parts = parseBrDate(value)
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null
}

/** "dd/MM/yyyy" for a Date, in local time. */
export function dateToBrDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
}

/** Compares two valid dd/MM/yyyy dates: negative when a is before b. */
export function compareBrDates(a: string, b: string): number {
  const left = parseBrDate(a)
  const right = parseBrDate(b)
  if (!left || !right) return 0
  return left.year - right.year || left.month - right.month || left.day - right.day
}
