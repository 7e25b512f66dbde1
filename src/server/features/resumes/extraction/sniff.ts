import type { ResumeFormat } from '../../../../shared/resumes/resume-files.ts'
import { listZipEntries, readZipEntry } from './zip.ts'

/**
 * What a file is, by its content (magic bytes), never by its name:
 * a CV format we read, a zip (a batch of CVs), another archive, or something else.
 */
export type SniffResult =
  | { kind: 'resume'; format: ResumeFormat }
  | { kind: 'zip' }
  | { kind: 'archive' }
  | { kind: 'encrypted' }
  | { kind: 'unsupported' }

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text'

function startsWith(bytes: Buffer, prefix: Buffer | string): boolean {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix
  return bytes.length >= expected.length && bytes.subarray(0, expected.length).equals(expected)
}

/** Archives other than zip: never read, refused inside a batch. */
const ARCHIVE_SIGNATURES: Buffer[] = [
  Buffer.from('Rar!\x1a\x07', 'latin1'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), // 7z
  Buffer.from([0x1f, 0x8b]), // gzip
  Buffer.from('BZh', 'latin1'),
  Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]), // xz
]

/** Plain text: no NUL and no other control bytes beyond tab, line breaks and form feed. */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024)
  for (const byte of sample) {
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)) {
      return false
    }
  }
  return true
}

/** A Word/Excel file protected by a password is an OLE file with an "EncryptedPackage" stream. */
function oleIsEncryptedPackage(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'))
}

async function sniffZip(bytes: Buffer): Promise<SniffResult> {
  let names: string[]
  try {
    names = (await listZipEntries(bytes)).map((entry) => entry.name)
  } catch {
    return { kind: 'unsupported' }
  }
  if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) {
    return { kind: 'resume', format: 'docx' }
  }
  if (names.includes('mimetype') && names.includes('content.xml')) {
    const mimetype = await readZipEntry(bytes, 'mimetype', 200).catch(() => null)
    if (mimetype?.toString('latin1').trim() === ODT_MIMETYPE) return { kind: 'resume', format: 'odt' }
    return { kind: 'unsupported' }
  }
  // Other Office Open XML or OpenDocument files (spreadsheets, slides) are not CVs we read.
  if (names.includes('[Content_Types].xml') || names.includes('mimetype')) return { kind: 'unsupported' }
  return { kind: 'zip' }
}

export async function sniffFile(bytes: Buffer): Promise<SniffResult> {
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (bytes.subarray(0, 1024).includes(Buffer.from('%PDF-', 'latin1'))) {
    return { kind: 'resume', format: 'pdf' }
  }
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06')) return sniffZip(bytes)
  if (startsWith(bytes, OLE)) {
    return oleIsEncryptedPackage(bytes) ? { kind: 'encrypted' } : { kind: 'resume', format: 'doc' }
  }
  if (startsWith(bytes, '{\\rtf')) return { kind: 'resume', format: 'rtf' }
  if (ARCHIVE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return { kind: 'archive' }
  if (startsWith(bytes, 'MZ') || startsWith(bytes, '\x7fELF')) return { kind: 'unsupported' }
  if (bytes.length > 0 && looksLikeText(bytes)) return { kind: 'resume', format: 'txt' }
  return { kind: 'unsupported' }
}
