import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import PDFDocument from 'pdfkit'

/**
 * Renders a test CV written in the corpus markup (see parsing/corpus/corpus.ts) as a real PDF
 * or DOCX, so tests read it back through the same extractors as an uploaded file.
 */

type Line =
  | { kind: 'name'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'columns'; left: string; right: string }
  | { kind: 'text'; text: string }

function parseMarkup(body: string): Line[] {
  return body.split('\n').map((raw): Line => {
    const line = raw.trim()
    if (line.startsWith('= ')) return { kind: 'name', text: line.slice(2) }
    if (line.startsWith('# ')) return { kind: 'heading', text: line.slice(2) }
    if (line.startsWith('- ')) return { kind: 'bullet', text: line.slice(2) }
    if (line.includes(' || ')) {
      const [left = '', right = ''] = line.split(' || ')
      return { kind: 'columns', left, right }
    }
    return { kind: 'text', text: line }
  })
}

export type PdfOptions = {
  /** Repeats the body's text until the PDF has at least this many pages (bench: 2-page CVs). */
  minPages?: number
  /** A user password: the PDF is encrypted. */
  userPassword?: string
}

export function renderPdf(body: string, options: PdfOptions = {}): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'Currículo' },
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: 'dono' } : {}),
  })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))))
  // Pages so far (bufferedPageRange counts only buffered pages, and this document does not buffer).
  let pages = 1
  document.on('pageAdded', () => {
    pages += 1
  })
  const lines = parseMarkup(body)
  const write = () => {
    for (const line of lines) {
      if (line.kind === 'name') document.font('Helvetica-Bold').fontSize(20).text(line.text).moveDown(0.3)
      else if (line.kind === 'heading') {
        document.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(line.text).moveDown(0.2)
      } else if (line.kind === 'bullet') document.font('Helvetica').fontSize(10).text(`•  ${line.text}`)
      else if (line.kind === 'columns') {
        const y = document.y
        document.font('Helvetica').fontSize(10).text(line.left, 56, y, { width: 220 })
        const leftBottom = document.y
        document.text(line.right, 320, y, { width: 220 })
        document.x = 56
        document.y = Math.max(leftBottom, document.y)
      } else document.font('Helvetica').fontSize(10).text(line.text)
    }
  }
  write()
  const minPages = options.minPages ?? 1
  while (pages < minPages) {
    document.moveDown().font('Helvetica').fontSize(10).text('Atividades e projetos anteriores:')
    write()
  }
  document.end()
  return finished
}

export function renderDocx(body: string): Promise<Buffer> {
  const children: (Paragraph | Table)[] = []
  let rows: TableRow[] = []
  const flushTable = () => {
    if (rows.length === 0) return
    children.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }))
    rows = []
  }
  for (const line of parseMarkup(body)) {
    if (line.kind === 'columns') {
      rows.push(
        new TableRow({
          children: [line.left, line.right].map(
            (text) =>
              new TableCell({
                children: [new Paragraph(text)],
                width: { size: 50, type: WidthType.PERCENTAGE },
              }),
          ),
        }),
      )
      continue
    }
    flushTable()
    if (line.kind === 'name') children.push(new Paragraph({ heading: HeadingLevel.TITLE, text: line.text }))
    else if (line.kind === 'heading') {
      children.push(
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [new TextRun({ text: line.text, bold: true })],
        }),
      )
    } else if (line.kind === 'bullet') children.push(new Paragraph({ text: line.text, bullet: { level: 0 } }))
    else children.push(new Paragraph(line.text))
  }
  flushTable()
  return Packer.toBuffer(new Document({ sections: [{ children }] }))
}
