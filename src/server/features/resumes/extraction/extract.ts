import mammoth from 'mammoth'
import sanitizeHtml from 'sanitize-html'
import { extractText, getDocumentProxy } from 'unpdf'
import WordExtractor from 'word-extractor'
import {
  RESUME_MAX_BYTES,
  type ResumeFailure,
  type ResumeFormat,
} from '../../../../shared/resumes/resume-files.ts'
import { odtToText } from './odt.ts'
import { decodeCodePage, rtfToText } from './rtf.ts'
import { sniffFile } from './sniff.ts'

/** The longest CV text kept (a 30-page CV is about 60,000 characters). */
export const MAX_TEXT_LENGTH = 100_000
/** Below this many letters a PDF is taken for a scanned image. */
const MIN_LETTERS = 30

export type Extraction =
  | {
      ok: true
      format: ResumeFormat
      text: string
      /** Pages of a PDF; null for other formats. */
      pages: number | null
      /** A DOCX as sanitised HTML for the viewer; null for other formats. */
      html: string | null
    }
  | { ok: false; failure: ResumeFailure }

/** Line breaks as \n, no control characters, no runs of blank lines, NFC, capped. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (character) => (character === '\n' || character === '\t' ? character : ''))
    .replace(/[\u00ad\ufeff]/g, '')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_LENGTH)
}

/**
 * Only structure and text: no styles, scripts, event handlers, images, forms or links (a link keeps
 * its text, never its address as something to click: the CV's HTML is shown inside the app).
 * Headings move down to h4–h6, below the detail's own.
 */
export function sanitizeResumeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sup',
      'sub',
      'ul',
      'ol',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'th',
      'blockquote',
    ],
    allowedAttributes: {
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: [],
    allowProtocolRelative: false,
    // The CV is shown under the detail's own headings (dialog h2, section h3): its levels start at h4.
    transformTags: {
      h1: 'h4',
      h2: 'h5',
      h3: 'h6',
      h4: 'h6',
      h5: 'h6',
    },
    disallowedTagsMode: 'discard',
  })
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length
}

async function pdfText(bytes: Buffer): Promise<Extraction> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false })
  } catch (error) {
    const name = (error as { name?: string }).name
    return { ok: false, failure: name === 'PasswordException' ? 'encrypted' : 'corrupt' }
  }
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: false })
    const joined = cleanText((text as string[]).join('\n\n'))
    if (letters(joined) < MIN_LETTERS) return { ok: false, failure: 'no_text' }
    return { ok: true, format: 'pdf', text: joined, pages: totalPages, html: null }
  } catch {
    return { ok: false, failure: 'corrupt' }
  } finally {
    await pdf.destroy().catch(() => undefined)
  }
}

/**
 * A DOCX CV as sanitised HTML for the viewer (mammoth, then sanitizeResumeHtml); null when the file
 * cannot be read. CPU-heavy: the worker pool's `renderResumeHtml` runs it.
 */
export async function docxToSafeHtml(bytes: Buffer): Promise<string | null> {
  try {
    const html = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true })
    return sanitizeResumeHtml(html.value)
  } catch {
    return null
  }
}

async function docxText(bytes: Buffer): Promise<Extraction> {
  try {
    const [raw, html] = await Promise.all([
      mammoth.extractRawText({ buffer: bytes }),
      mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true }),
    ])
    const text = cleanText(raw.value)
    if (letters(text) < MIN_LETTERS) return { ok: false, failure: 'no_text' }
    return { ok: true, format: 'docx', text, pages: null, html: sanitizeResumeHtml(html.value) }
  } catch {
    return { ok: false, failure: 'corrupt' }
  }
}

async function plainFormatText(format: 'doc' | 'odt' | 'rtf' | 'txt', bytes: Buffer): Promise<Extraction> {
  let raw: string
  try {
    if (format === 'doc') raw = (await new WordExtractor().extract(bytes)).getBody()
    else if (format === 'odt') raw = await odtToText(bytes, RESUME_MAX_BYTES * 10)
    else if (format === 'rtf') raw = await rtfToText(bytes)
    else raw = decodeText(bytes)
  } catch {
    return { ok: false, failure: 'corrupt' }
  }
  const text = cleanText(raw)
  if (letters(text) < MIN_LETTERS) return { ok: false, failure: 'no_text' }
  return { ok: true, format, text, pages: null, html: null }
}

/** UTF-8 (with or without BOM) when valid, else Windows-1252, the usual encodings of a .txt CV. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return decodeCodePage(bytes, 'cp1252')
  }
}

/**
 * Reads a CV file: checks its size and content type (magic bytes), then extracts its text with
 * the reader of its format. Never throws for a bad file: it answers why the file failed.
 * CPU-heavy: run it in the worker pool or a job, never on the web event loop.
 */
export async function extractResume(bytes: Buffer): Promise<Extraction> {
  if (bytes.length === 0) return { ok: false, failure: 'empty' }
  if (bytes.length > RESUME_MAX_BYTES) return { ok: false, failure: 'too_large' }
  const sniffed = await sniffFile(bytes)
  if (sniffed.kind === 'encrypted') return { ok: false, failure: 'encrypted' }
  if (sniffed.kind === 'zip' || sniffed.kind === 'archive') return { ok: false, failure: 'nested_archive' }
  if (sniffed.kind !== 'resume') return { ok: false, failure: 'unsupported' }
  if (sniffed.format === 'pdf') return pdfText(bytes)
  if (sniffed.format === 'docx') return docxText(bytes)
  return plainFormatText(sniffed.format, bytes)
}
