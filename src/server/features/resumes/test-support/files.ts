import { readFileSync } from 'node:fs'
import { strToU8, zipSync } from 'fflate'
import { renderDocx, renderPdf } from './render-cv.ts'

/** Files for the CV tests: real formats made at test time, and the bad files of issue 15. */

const FIXTURES = new URL('./fixtures/', import.meta.url)

/** A .doc, .odt and .rtf saved by LibreOffice from corpus CVs 13, 15 and 21. */
export function fixture(name: '13-vendedor.doc' | '15-limpeza.odt' | '21-cozinheiro.rtf'): Buffer {
  return readFileSync(new URL(name, FIXTURES))
}

export const SAMPLE_CV = `= Helena Prado Vasconcelos
São Paulo/SP – (11) 98765-1234 – helena.vasconcelos@example.com
# Experiência Profissional
Engenheira de Vendas – Máquinas Paulista Ltda. – 03/2019 – atual
Responsável pela gestão de pessoas e pela carteira de clientes industriais.
# Formação Acadêmica
Engenharia Mecânica – Universidade Estadual de Campinas – 2012 – 2017
# Idiomas
Inglês – avançado`

export function samplePdf(body = SAMPLE_CV, options: Parameters<typeof renderPdf>[1] = {}): Promise<Buffer> {
  return renderPdf(body, options)
}

export function sampleDocx(body = SAMPLE_CV): Promise<Buffer> {
  return renderDocx(body)
}

/** An ODT built by hand: mimetype first, then content.xml. */
export function sampleOdt(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) => `<text:p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text:p>`)
    .join('')
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>${body}</office:text></office:body></office:document-content>`
  return Buffer.from(
    zipSync(
      {
        mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
        'content.xml': strToU8(content),
      },
      { level: 6 },
    ),
  )
}

export function zipOf(files: Record<string, Uint8Array>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: 6 }]]))),
  )
}

/** A zip whose one entry inflates to `bytes` zeros, declared honestly in its headers. */
export function zipBomb(bytes: number): Buffer {
  return zipOf({ 'curriculo.pdf': new Uint8Array(bytes) })
}

/** A zip bomb whose headers lie: they declare 1,000 bytes for an entry that inflates to `bytes`. */
export function lyingZipBomb(bytes: number): Buffer {
  const zip = zipBomb(bytes)
  for (let offset = 0; offset < zip.length - 4; offset++) {
    const signature = zip.readUInt32LE(offset)
    if (signature === 0x04034b50) zip.writeUInt32LE(1000, offset + 22)
    if (signature === 0x02014b50) zip.writeUInt32LE(1000, offset + 24)
  }
  return zip
}

/** A Windows program ("MZ" header) named like a PDF. */
export function fakeExe(): Buffer {
  const bytes = Buffer.alloc(2048)
  bytes.write('MZ', 0, 'latin1')
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1')
  return bytes
}

/** A PDF cut in half (an upload that stopped). */
export async function truncatedPdf(): Promise<Buffer> {
  const pdf = await samplePdf()
  return pdf.subarray(0, Math.floor(pdf.length / 3))
}

/** A PDF with only a drawing and no text (what a scanned page looks like to a text reader). */
export async function imageOnlyPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const document = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))))
  document.rect(50, 50, 400, 600).fill('#cccccc')
  document.end()
  return done
}
