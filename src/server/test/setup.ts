// Server test setup: a console.error nobody expected fails the test (STYLE.md).
import { afterEach, vi } from 'vitest'

const original = console.error
let unexpected: unknown[][] = []
console.error = (...args: unknown[]) => {
  unexpected.push(args)
  original(...args)
}
afterEach(() => {
  const errors = unexpected
  unexpected = []
  vi.restoreAllMocks()
  if (errors.length > 0) throw new Error(`Unexpected console.error: ${String(errors[0]?.[0])}`)
})
