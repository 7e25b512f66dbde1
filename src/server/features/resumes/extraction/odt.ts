import { SaxesParser } from 'saxes'
import { readZipEntry } from './zip.ts'

/** Elements that end a line of text in OpenDocument's content.xml. */
const BLOCKS = new Set(['text:p', 'text:h', 'text:list-item', 'table:table-row'])
/** Elements whose text is not part of the document's body. */
const SKIPPED = new Set(['office:annotation', 'text:note-citation', 'text:tracked-changes'])

/**
 * The text of an OpenDocument text file (ODT): content.xml read with a streaming XML parser
 * (no external entities, no DTD), paragraphs and headings on their own lines.
 */
export async function odtToText(bytes: Buffer, maxXmlBytes: number): Promise<string> {
  const xml = await readZipEntry(bytes, 'content.xml', maxXmlBytes)
  if (!xml) throw new Error('content.xml missing')
  const parser = new SaxesParser({ xmlns: false })
  const lines: string[] = []
  let line = ''
  let skipping = 0
  parser.on('opentag', (tag) => {
    if (SKIPPED.has(tag.name)) skipping++
    if (skipping > 0) return
    if (tag.name === 'text:tab') line += '\t'
    if (tag.name === 'text:line-break') {
      lines.push(line)
      line = ''
    }
    if (tag.name === 'text:s') line += ' '.repeat(Math.min(50, Number(tag.attributes['text:c'] ?? 1) || 1))
    if (tag.name === 'table:table-cell' && line !== '') line += '\t'
  })
  parser.on('closetag', (tag) => {
    if (SKIPPED.has(tag.name)) {
      skipping--
      return
    }
    if (skipping === 0 && BLOCKS.has(tag.name) && line !== '') {
      lines.push(line)
      line = ''
    }
  })
  parser.on('text', (text) => {
    if (skipping === 0) line += text
  })
  parser.write(xml.toString('utf8')).close()
  if (line) lines.push(line)
  return lines.join('\n')
}
