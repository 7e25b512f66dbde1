import { Tokenize } from 'rtf-stream-parser'
// The package's own RTF-to-text converter (not re-exported by its index, but shipped and used by
// its de-encapsulation): it follows destinations, fonts, code pages and \uN escapes.
import { ToPlainText } from 'rtf-stream-parser/dist/src/ToPlainText.js'

/** Windows-1252's 0x80–0x9F (Node's TextDecoder reads them as Latin-1 control characters). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** Bytes in an 8-bit code page (Windows-1252 read right, others through TextDecoder). */
export function decodeCodePage(bytes: Buffer, encoding: string): string {
  const name = encoding.toLowerCase()
  if (name === 'cp1252' || name === 'windows-1252' || name === 'latin1') {
    let text = ''
    for (const byte of bytes) {
      text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte)
    }
    return text
  }
  try {
    return new TextDecoder(name.replace(/^cp/, 'windows-')).decode(bytes)
  } catch {
    return bytes.toString('latin1')
  }
}

/** The document metadata group ({\info …}: title, author) is not part of the text. */
function withoutInfoGroup(rtf: Buffer): Buffer {
  const text = rtf.toString('latin1')
  const start = text.indexOf('{\\info')
  if (start === -1) return rtf
  let depth = 0
  for (let index = start; index < text.length; index++) {
    const character = text[index]
    if (character === '\\') {
      index++
      continue
    }
    if (character === '{') depth++
    if (character === '}' && --depth === 0) {
      return Buffer.concat([rtf.subarray(0, start), rtf.subarray(index + 1)])
    }
  }
  return rtf
}

/** The text of an RTF document. Throws on a file that is not well-formed RTF. */
export function rtfToText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const tokenize = new Tokenize()
    const plain = new ToPlainText({ decode: decodeCodePage, warn: () => undefined } as ConstructorParameters<
      typeof ToPlainText
    >[0])
    let text = ''
    plain.on('data', (chunk: unknown) => {
      text += String(chunk)
    })
    plain.on('end', () => resolve(text))
    plain.on('error', reject)
    tokenize.on('error', reject)
    tokenize.pipe(plain)
    tokenize.end(withoutInfoGroup(bytes))
  })
}
