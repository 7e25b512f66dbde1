/**
 * Meta tags put into the served index.html for pages people share (the careers and job pages,
 * issue 14): <title>, meta description, Open Graph and a schema.org JSON-LD block, so a link
 * preview and Google for Jobs read them without running JavaScript. Every value is escaped.
 */

export type PageMeta = {
  title: string
  description: string
  /** Absolute URL of the page (og:url, canonical). */
  url: string
  /** A schema.org object serialised into <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/**
 * JSON safe inside a <script> element: "<", ">" and "&" as \u escapes (no "</script>" can close
 * it), and the two line separators JavaScript once refused.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Markdown-ish job text as one plain line for a description (no "**", list marks or line breaks). */
export function plainText(value: string, maxLength = 300): string {
  const text = value
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*(?:[-*]|\d+[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}

/** index.html with the page's title, description, Open Graph tags and JSON-LD. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title)
  const description = escapeHtml(meta.description)
  const url = escapeHtml(meta.url)
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Talentos" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${url}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ].join('\n    ')
  // Replacer functions: a "$&" in a job title must stay text, not become a replacement pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`)
}
