/** Ends a sentence with a period, unless it already ends with one (or with "!", "?" or "…"). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}
