import type { z } from 'zod'

/**
 * A zod error as form field errors: { "field": message, "field.0.sub": message }, the first message
 * per path. The browser's forms and the public form's steps show them under their fields.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (!(key in result)) result[key] = issue.message
  }
  return result
}
