/**
 * The rules every CV file follows (issue 15), shared by the upload widgets and the server.
 * Formats are recognised by content (magic bytes), never by the file name's extension.
 */

export const RESUME_FORMATS = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt'] as const
export type ResumeFormat = (typeof RESUME_FORMATS)[number]

export const RESUME_CONTENT_TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
}

export const RESUME_FORMAT_LABELS: Record<ResumeFormat, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  doc: 'Word (DOC)',
  odt: 'OpenDocument (ODT)',
  rtf: 'RTF',
  txt: 'Texto',
}

/** What the file pickers offer (the server still checks the content). */
export const RESUME_ACCEPT = '.pdf,.docx,.doc,.odt,.rtf,.txt'
export const IMPORT_ACCEPT = `${RESUME_ACCEPT},.zip`

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
/** A staff import batch: at most this many files, and this many bytes once unpacked. */
export const IMPORT_MAX_FILES = 200
export const IMPORT_MAX_UNPACKED_BYTES = 50 * 1024 * 1024

/** Why a CV file was refused or could not be read; each has its pt-BR reason. */
export const RESUME_FAILURES = [
  'empty',
  'too_large',
  'unsupported',
  'encrypted',
  'corrupt',
  'no_text',
  'plan_limit',
  'nested_archive',
  'zip_too_large',
  'zip_too_many',
  'processing',
] as const
export type ResumeFailure = (typeof RESUME_FAILURES)[number]

export const RESUME_FAILURE_REASONS: Record<ResumeFailure, string> = {
  empty: 'arquivo vazio',
  too_large: 'arquivo maior que 5 MB',
  unsupported: 'formato não suportado (use PDF, Word, ODT, RTF ou TXT)',
  encrypted: 'protegido por senha',
  corrupt: 'arquivo corrompido',
  no_text: 'sem texto — parece digitalizado',
  plan_limit: 'limite do plano atingido',
  nested_archive: 'arquivo compactado dentro do .zip não é aceito',
  zip_too_large: 'o .zip passa de 50 MB descompactado (ou é uma bomba de compressão)',
  zip_too_many: 'o .zip tem mais de 200 arquivos',
  processing: 'não foi possível ler o currículo',
}

/** "Falhou: protegido por senha" */
export function failureText(failure: ResumeFailure): string {
  return `Falhou: ${RESUME_FAILURE_REASONS[failure]}`
}

/** The field id an application's CV file has among its files (submission_files.field_id). */
export const RESUME_FIELD_ID = 'curriculo'

/** "curriculo-helena-prado.pdf": the download's name, from the candidate's name and the format. */
export function resumeFileName(name: string | null, format: ResumeFormat): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `curriculo-${slug || 'sem-nome'}.${format}`
}
