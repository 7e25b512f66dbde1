/**
 * A request URL as the logs may keep it: the secrets some links carry (invitation, password-reset and
 * e-mail confirmation tokens) are replaced, so reading the logs never lets anyone use those links.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined]
  const safePath = path
    .replace(/^(\/api\/invitations\/)(?!accept$)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]')
  if (query === undefined) return safePath
  const safeQuery = query.replace(/(^|&)(token|session_id)=[^&]*/gi, '$1$2=[redacted]')
  return `${safePath}?${safeQuery}`
}
