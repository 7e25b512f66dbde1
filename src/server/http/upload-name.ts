/**
 * The name of an uploaded file as sent in a header (URI-encoded): decoded, without control
 * characters or slashes at the ends, at most 255 characters. Shown to people; never a path.
 */
export function uploadNameOf(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header
  let name = 'arquivo'
  if (raw) {
    try {
      name = decodeURIComponent(raw)
    } catch {
      name = raw
    }
  }
  const clean = name
    .replace(/\p{Cc}/gu, '')
    .replace(/\\/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .trim()
  return clean.slice(0, 255) || 'arquivo'
}
