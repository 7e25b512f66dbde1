import '@testing-library/jest-dom/vitest'
import { format } from 'node:util'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'
import { installZodPtBr } from '@/shared/validation/zod-pt-br.ts'

// The same zod messages as the app (main.tsx).
installZodPtBr()

afterEach(() => cleanup())

// findBy*/waitFor wait up to 5 s (1 s by default): lazy chunks and Radix portals take longer on a
// loaded 2-core CI machine, and a passing test never waits for the limit.
configure({ asyncUtilTimeout: 5_000 })

/**
 * console.error fails the test (React's warnings included: act(), keys, DOM nesting), as in the Epic
 * Stack: a silent warning is a bug nobody reads. A test that expects one says so first with
 * `vi.spyOn(console, 'error').mockImplementation(() => {})`, which replaces this recorder.
 */
let consoleError: MockInstance<typeof console.error>
let unexpectedErrors: string[] = []
beforeEach(() => {
  unexpectedErrors = []
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args))
  })
})
afterEach(() => {
  consoleError.mockRestore()
  if (unexpectedErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpectedErrors.join('\n---\n')}`)
  }
})

// jsdom lacks a few browser APIs Radix primitives call (Select, Popover, Tooltip).
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false
  Element.prototype.setPointerCapture = () => {}
  Element.prototype.releasePointerCapture = () => {}
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
