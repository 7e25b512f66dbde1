import { format } from 'date-fns'

/** "23/11/2026" */
export function formatDate(date: Date | string | number): string {
  return format(new Date(date), 'dd/MM/yyyy')
}

/** "23/11/2026 14:05" */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), 'dd/MM/yyyy HH:mm')
}
