import {
  IMPORT_MAX_FILES,
  IMPORT_MAX_UNPACKED_BYTES,
  RESUME_MAX_BYTES,
  type ResumeFailure,
  type ResumeFormat,
} from '../../../../shared/resumes/resume-files.ts'
import { extractResume } from '../extraction/extract.ts'
import { sniffFile } from '../extraction/sniff.ts'
import { unpackZip, ZipError } from '../extraction/zip.ts'
import { parseResume } from '../parsing/parse-resume.ts'

/**
 * The worker-pool side of an import (CPU: unzipping, sniffing, extraction and parsing never run on
 * the event loop). Inputs and answers are structured-cloneable.
 */

/** One file of an upload, checked by size and content: a CV to store, or why it is refused. */
export type UploadEntry =
  | { name: string; size: number; ok: true; format: ResumeFormat; bytes: Uint8Array }
  | { name: string; size: number; ok: false; failure: ResumeFailure }

/** Files a zip holds that nobody means as a CV: macOS resource forks and Finder/Explorer metadata. */
function isJunk(name: string): boolean {
  const base = name.split('/').at(-1) ?? name
  return (
    name.startsWith('__MACOSX/') || base === '.DS_Store' || base === 'Thumbs.db' || base === 'desktop.ini'
  )
}

async function checkFile(name: string, bytes: Uint8Array, inZip: boolean): Promise<UploadEntry> {
  const size = bytes.length
  if (size === 0) return { name, size, ok: false, failure: 'empty' }
  if (size > RESUME_MAX_BYTES) return { name, size, ok: false, failure: 'too_large' }
  const sniffed = await sniffFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  if (sniffed.kind === 'resume') return { name, size, ok: true, format: sniffed.format, bytes }
  if (sniffed.kind === 'encrypted') return { name, size, ok: false, failure: 'encrypted' }
  if (inZip && (sniffed.kind === 'zip' || sniffed.kind === 'archive'))
    return { name, size, ok: false, failure: 'nested_archive' }
  return { name, size, ok: false, failure: 'unsupported' }
}

const ZIP_FAILURES: Record<ZipError['reason'], ResumeFailure> = {
  too_large: 'zip_too_large',
  too_many: 'zip_too_many',
  corrupt: 'corrupt',
  encrypted: 'encrypted',
}

/**
 * An uploaded file as the entries of the batch: itself, or — for a zip — each file it holds (at
 * most 200 files and 50 MB unpacked, bombs refused while inflating; archives inside refused).
 * A zip refused as a whole is one failed entry under the zip's name.
 */
export async function readImportUpload(input: { name: string; bytes: Uint8Array }): Promise<UploadEntry[]> {
  const { name, bytes } = input
  if (bytes.length > RESUME_MAX_BYTES || bytes.length === 0) return [await checkFile(name, bytes, false)]
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sniffed = await sniffFile(buffer)
  if (sniffed.kind !== 'zip') return [await checkFile(name, bytes, false)]
  let files: { name: string; bytes: Buffer; encrypted: boolean }[]
  try {
    files = await unpackZip(buffer, { maxFiles: IMPORT_MAX_FILES, maxTotalBytes: IMPORT_MAX_UNPACKED_BYTES })
  } catch (error) {
    const failure = error instanceof ZipError ? ZIP_FAILURES[error.reason] : 'corrupt'
    return [{ name, size: bytes.length, ok: false, failure }]
  }
  const entries: UploadEntry[] = []
  for (const file of files.sort((a, b) => a.name.localeCompare(b.name))) {
    if (isJunk(file.name)) continue
    if (file.encrypted) entries.push({ name: file.name, size: 0, ok: false, failure: 'encrypted' })
    else entries.push(await checkFile(file.name, new Uint8Array(file.bytes), true))
  }
  return entries
}

/** A stored CV read and parsed (the `resumes.import` job). */
export async function readResumeFile(input: { bytes: Uint8Array }) {
  const extraction = await extractResume(
    Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
  )
  if (!extraction.ok) return extraction
  return { ...extraction, parsed: parseResume(extraction.text) }
}

/** A candidate's CV checked before it is stored: its format, or why it is refused. */
export type CandidateResumeCheck =
  | { ok: true; format: ResumeFormat }
  | { ok: false; failure: 'empty' | 'too_large' | 'unsupported' | 'encrypted' | 'corrupt' | 'nested_archive' }

/**
 * The public form's CV (one file, no zip): size, content by magic bytes, then a full read, so a cut
 * or password-protected file is refused while the candidate can still pick another one. A file
 * without text (a scanned PDF) is accepted: staff can still open it, only search cannot find it.
 */
export async function checkCandidateResume(input: { bytes: Uint8Array }): Promise<CandidateResumeCheck> {
  const extraction = await extractResume(
    Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
  )
  if (extraction.ok) return { ok: true, format: extraction.format }
  if (extraction.failure === 'no_text') {
    const sniffed = await sniffFile(
      Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
    )
    if (sniffed.kind === 'resume') return { ok: true, format: sniffed.format }
    return { ok: false, failure: 'unsupported' }
  }
  if (
    extraction.failure === 'empty' ||
    extraction.failure === 'too_large' ||
    extraction.failure === 'unsupported' ||
    extraction.failure === 'encrypted' ||
    extraction.failure === 'nested_archive'
  ) {
    return { ok: false, failure: extraction.failure }
  }
  return { ok: false, failure: 'corrupt' }
}
