/** DOM id of a field's control from its error path ("<fieldId>" or "<fieldId>.<index>.<subKey>"). */
export function domIdFor(path: string): string {
  return `campo-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`
}

/** Moves focus to the control of the first path with an error (the photo's visible button). */
export function focusFirstError(paths: readonly string[]): void {
  for (const path of paths) {
    const element = document.getElementById(domIdFor(path))
    if (!element) continue
    const target =
      element instanceof HTMLInputElement && element.type === 'file'
        ? document.querySelector<HTMLElement>(`[data-photo-button="${element.id}"]`)
        : element
    target?.focus({ preventScroll: true })
    target?.scrollIntoView({ block: 'center' })
    return
  }
}
