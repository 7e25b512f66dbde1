/**
 * Profile links (LinkedIn, Facebook, Instagram): an absolute http(s) URL, optionally limited to
 * the network's hosts (www.linkedin.com and br.linkedin.com both match "linkedin.com").
 * A missing scheme is tolerated and completed with https://.
 */
export function normalizeProfileUrl(value: string): string {
  const trimmed = value.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

export function isValidProfileUrl(value: string, allowedHosts?: readonly string[]): boolean {
  const trimmed = value.trim()
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.length > 2048) return false
  let url: URL
  try {
    url = new URL(normalizeProfileUrl(trimmed))
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = url.hostname.toLowerCase()
  if (!host.includes('.')) return false
  if (!allowedHosts || allowedHosts.length === 0) return true
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}
