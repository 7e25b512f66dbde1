import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { AnswerDisplay, ApplicationAnswer } from '../../../shared/applications/api.ts'
import { SENSITIVE_NOT_AUTHORIZED } from '../../../shared/forms/privacy-notice.ts'
import { PARSED_FIELD_LABELS } from '../../../shared/resumes/parsed-resume.ts'
import { resumeFieldLines } from '../../../shared/resumes/resume-review.ts'
import { SUBMISSION_STATUS_LABELS } from '../../../shared/submission-status.ts'
import type { ApplicationDocument } from './applications.service.ts'
import { formatBrazilDateTime } from './brazil-time.ts'
import { pdfPhotoBytes } from './pdf-photo.ts'

// Inter (the app's typeface) as TrueType files: pdfkit embeds them, so accents and "ç" render the
// same in every viewer. Resolved from node_modules at run time (the server bundle keeps packages external).
const require = createRequire(import.meta.url)
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  semiBold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
}

const COLORS = {
  brand: '#1e3a8a',
  text: '#111827',
  muted: '#6b7280',
  rule: '#e5e7eb',
  sectionBackground: '#f3f4f6',
}

const STATUS_COLORS: Record<string, string> = {
  novo: '#374151',
  pendente: '#a16207',
  aprovado: '#15803d',
  reprovado: '#b91c1c',
}

const PAGE_MARGIN = 50
const LABEL_WIDTH = 165
const COLUMN_GAP = 12
const PHOTO_SIZE: [number, number] = [90, 120]

type Doc = PDFKit.PDFDocument

function contentWidth(doc: Doc): number {
  return doc.page.width - PAGE_MARGIN * 2
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - PAGE_MARGIN - 20
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage()
    doc.y = PAGE_MARGIN
  }
}

/** Draws the header; true when the photo was drawn in it. */
function header(
  doc: Doc,
  application: ApplicationDocument,
  photo: Buffer | null,
  generatedAt: Date,
): boolean {
  const width = contentWidth(doc)
  const textWidth = photo ? width - PHOTO_SIZE[0] - 20 : width
  const top = PAGE_MARGIN

  doc.font('semiBold').fontSize(10).fillColor(COLORS.muted)
  doc.text(application.companyName.toUpperCase(), PAGE_MARGIN, top, {
    width: textWidth,
    characterSpacing: 0.5,
  })
  doc.moveDown(0.3)
  doc.font('bold').fontSize(20).fillColor(COLORS.brand)
  doc.text(application.name ?? 'Candidatura', { width: textWidth })
  doc.font('regular').fontSize(11).fillColor(COLORS.muted)
  doc.text('Detalhes da Candidatura', { width: textWidth })
  doc.moveDown(0.8)

  const facts: [string, string, string?][] = [
    ['Status', SUBMISSION_STATUS_LABELS[application.status], STATUS_COLORS[application.status]],
    ['Vaga', application.job?.title ?? 'Banco de talentos'],
    ...(application.job?.stageName ? ([['Etapa', application.job.stageName]] as [string, string][]) : []),
    ['Enviada em', formatBrazilDateTime(new Date(application.createdAt))],
    ['Atualizada em', formatBrazilDateTime(new Date(application.updatedAt))],
    ['Gerado em', formatBrazilDateTime(generatedAt)],
  ]
  for (const [label, value, color] of facts) {
    const y = doc.y
    doc.font('semiBold').fontSize(10).fillColor(COLORS.text).text(`${label}:`, PAGE_MARGIN, y, { width: 90 })
    doc
      .font(color ? 'bold' : 'regular')
      .fillColor(color ?? COLORS.text)
      .text(value, PAGE_MARGIN + 90, y, { width: textWidth - 90 })
  }

  let bottom = doc.y
  let photoDrawn = false
  if (photo) {
    const x = PAGE_MARGIN + width - PHOTO_SIZE[0]
    try {
      doc.image(photo, x, top, { fit: PHOTO_SIZE, align: 'center', valign: 'center' })
      doc.rect(x, top, PHOTO_SIZE[0], PHOTO_SIZE[1]).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
      photoDrawn = true
    } catch {
      // A damaged image must not cost the whole document: the photo row names the file instead.
    }
    bottom = Math.max(bottom, top + PHOTO_SIZE[1])
  }
  doc.y = bottom + 16
  doc.x = PAGE_MARGIN
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor(COLORS.rule)
    .stroke()
  doc.y += 12
  return photoDrawn
}

function sectionTitle(doc: Doc, title: string): void {
  ensureRoom(doc, 60)
  const y = doc.y
  doc.rect(PAGE_MARGIN, y, contentWidth(doc), 22).fillColor(COLORS.sectionBackground).fill()
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.brand)
    .text(title, PAGE_MARGIN + 8, y + 6, { width: contentWidth(doc) - 16 })
  doc.y = y + 30
}

function labelValueRow(doc: Doc, label: string, value: string, indent = 0): void {
  const labelX = PAGE_MARGIN + indent
  const labelWidth = LABEL_WIDTH - indent
  const valueX = PAGE_MARGIN + LABEL_WIDTH + COLUMN_GAP
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - COLUMN_GAP
  doc.fontSize(10)
  const height = Math.max(
    doc.font('semiBold').heightOfString(label, { width: labelWidth }),
    doc.font('regular').heightOfString(value, { width: valueWidth }),
  )
  ensureRoom(doc, height + 6)
  const y = doc.y
  doc.font('semiBold').fillColor(COLORS.muted).text(label, labelX, y, { width: labelWidth })
  doc
    .font('regular')
    .fillColor(value === 'N/A' || value === SENSITIVE_NOT_AUTHORIZED ? COLORS.muted : COLORS.text)
    .text(value, valueX, y, { width: valueWidth })
  doc.y = y + height + 5
  doc.x = PAGE_MARGIN
}

function answerRows(doc: Doc, answer: ApplicationAnswer, section: string, photoDrawn: boolean): void {
  const display: AnswerDisplay = answer.display
  if (display.kind === 'text') {
    labelValueRow(doc, answer.label, display.text)
    return
  }
  if (display.kind === 'photo') {
    labelValueRow(doc, answer.label, photoDrawn ? `${display.name} (no topo)` : display.name)
    return
  }
  // A group that is its step's only field ("Formação Acadêmica") needs no second title.
  if (answer.label !== section) {
    ensureRoom(doc, 40)
    doc.font('semiBold').fontSize(10).fillColor(COLORS.text).text(answer.label, PAGE_MARGIN, doc.y)
    doc.y += 4
  }
  for (const entry of display.entries) {
    ensureRoom(doc, 40)
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLORS.brand)
      .text(entry.title, PAGE_MARGIN + 12, doc.y)
    doc.y += 3
    for (const item of entry.items) labelValueRow(doc, item.label, item.text, 12)
    doc.y += 4
  }
}

function footers(doc: Doc, application: ApplicationDocument): void {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const y = doc.page.height - PAGE_MARGIN + 10
    // Writing below the bottom margin must not start a new page.
    const margins = doc.page.margins
    doc.page.margins = { ...margins, bottom: 0 }
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${application.companyName} · Talentos`, PAGE_MARGIN, y, {
        width: contentWidth(doc) / 2,
        lineBreak: false,
      })
      .text(`Página ${index + 1} de ${range.count}`, PAGE_MARGIN + contentWidth(doc) / 2, y, {
        width: contentWidth(doc) / 2,
        align: 'right',
        lineBreak: false,
      })
    doc.page.margins = margins
  }
}

/** The PDF of one application: company, photo, status, dates and every answer in form order. */
export async function renderApplicationPdf(
  application: ApplicationDocument,
  options: { generatedAt?: Date } = {},
): Promise<Buffer> {
  const photo = application.photo ? await pdfPhotoBytes(application.photo) : null
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `Candidatura - ${application.name ?? application.id}`,
      Author: application.companyName,
      Creator: 'Talentos',
    },
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('semiBold', FONTS.semiBold)
  doc.registerFont('bold', FONTS.bold)

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const photoDrawn = header(doc, application, photo, options.generatedAt ?? new Date())
  for (const section of application.sections) {
    sectionTitle(doc, section.title)
    for (const answer of section.answers) answerRows(doc, answer, section.title, photoDrawn)
    doc.y += 8
  }
  if (application.resumeData) {
    // What was read from the CV, with staff corrections over it ("Revisar dados").
    sectionTitle(doc, 'Dados extraídos do currículo')
    for (const { field, lines } of resumeFieldLines(application.resumeData)) {
      labelValueRow(doc, PARSED_FIELD_LABELS[field], lines.length ? lines.join('\n') : 'N/A')
    }
  }
  footers(doc, application)
  doc.end()
  return done
}
