import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  fakeExe,
  fixture,
  imageOnlyPdf,
  lyingZipBomb,
  sampleDocx,
  sampleOdt,
  samplePdf,
  truncatedPdf,
  zipBomb,
  zipOf,
} from '../test-support/files.ts'
import { cleanText, extractResume, sanitizeResumeHtml } from './extract.ts'
import { sniffFile } from './sniff.ts'
import { unpackZip, ZipError } from './zip.ts'

const MB = 1024 * 1024

describe('extractResume: every accepted format, recognised by content', () => {
  it('reads a PDF with its page count', async () => {
    const result = await extractResume(await samplePdf())
    expect(result).toMatchObject({ ok: true, format: 'pdf', pages: 1, html: null })
    if (result.ok) expect(result.text).toContain('Engenheira de Vendas – Máquinas Paulista Ltda.')
  })

  it('reads a DOCX and keeps a sanitised HTML copy for the viewer', async () => {
    const result = await extractResume(await sampleDocx())
    expect(result).toMatchObject({ ok: true, format: 'docx', pages: null })
    if (!result.ok) return
    expect(result.text).toContain('Formação Acadêmica')
    expect(result.html).toContain('Helena Prado Vasconcelos')
    expect(result.html).not.toMatch(/<script|style=|on\w+=/i)
  })

  it('reads a DOC, an ODT and an RTF saved by LibreOffice', async () => {
    const doc = await extractResume(fixture('13-vendedor.doc'))
    expect(doc).toMatchObject({ ok: true, format: 'doc' })
    if (doc.ok) expect(doc.text).toContain('Concessionária Recife Motors')
    const odt = await extractResume(fixture('15-limpeza.odt'))
    expect(odt).toMatchObject({ ok: true, format: 'odt' })
    if (odt.ok) expect(odt.text).toContain('Condomínio Parque das Águas')
    const rtf = await extractResume(fixture('21-cozinheiro.rtf'))
    expect(rtf).toMatchObject({ ok: true, format: 'rtf' })
    if (rtf.ok) expect(rtf.text).toContain('Faculdade Novo Milênio')
  })

  it('reads a hand-made ODT and UTF-8 or Windows-1252 text', async () => {
    const odt = await extractResume(
      sampleOdt(['Gustavo Lima', 'Experiência: Motorista de caminhão desde 2015.']),
    )
    expect(odt).toMatchObject({
      ok: true,
      format: 'odt',
      text: 'Gustavo Lima\nExperiência: Motorista de caminhão desde 2015.',
    })
    const utf8 = await extractResume(
      Buffer.from('\ufeffJoão Conceição — Técnico em Logística desde 2019', 'utf8'),
    )
    expect(utf8).toMatchObject({
      ok: true,
      format: 'txt',
      text: 'João Conceição — Técnico em Logística desde 2019',
    })
    const latin = await extractResume(
      Buffer.concat([
        Buffer.from('Conceição Araújo ', 'latin1'),
        Buffer.from([0x96]),
        Buffer.from(' Técnica de Enfermagem', 'latin1'),
      ]),
    )
    expect(latin.ok && latin.text).toBe('Conceição Araújo – Técnica de Enfermagem')
  })

  it('goes by content, not by name: a PDF is a PDF whatever its extension', async () => {
    expect(await sniffFile(await samplePdf())).toEqual({ kind: 'resume', format: 'pdf' })
    expect(await sniffFile(await sampleDocx())).toEqual({ kind: 'resume', format: 'docx' })
    expect(await sniffFile(zipOf({ 'a.txt': strToU8('oi') }))).toEqual({ kind: 'zip' })
    expect(await sniffFile(Buffer.from([0x1f, 0x8b, 8, 0]))).toEqual({ kind: 'archive' })
  })
})

describe('extractResume: every bad file gets its reason, none throws', () => {
  it('a 0-byte file is empty', async () => {
    expect(await extractResume(Buffer.alloc(0))).toEqual({ ok: false, failure: 'empty' })
  })

  it('a 6 MB file is too large', async () => {
    expect(await extractResume(Buffer.alloc(6 * MB, 0x41))).toEqual({ ok: false, failure: 'too_large' })
  })

  it('a .exe renamed .pdf is not a supported format', async () => {
    expect(await extractResume(fakeExe())).toEqual({ ok: false, failure: 'unsupported' })
    expect(await extractResume(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({
      ok: false,
      failure: 'unsupported',
    })
  })

  it('an encrypted PDF is password protected', async () => {
    expect(await extractResume(await samplePdf(undefined, { userPassword: 'segredo' }))).toEqual({
      ok: false,
      failure: 'encrypted',
    })
  })

  it('a truncated PDF is corrupt or, when nothing of its text survives, without text', async () => {
    const result = await extractResume(await truncatedPdf())
    expect(result.ok).toBe(false)
    if (!result.ok) expect(['corrupt', 'no_text']).toContain(result.failure)
    expect(await extractResume(Buffer.from('%PDF-1.7\n garbage that is not a PDF body'))).toMatchObject({
      ok: false,
    })
  })

  it('a PDF with no text (a scan) says so', async () => {
    expect(await extractResume(await imageOnlyPdf())).toEqual({ ok: false, failure: 'no_text' })
  })

  it('a zip or another archive where one CV was expected is a nested archive', async () => {
    expect(await extractResume(zipOf({ 'cv.pdf': await samplePdf() }))).toEqual({
      ok: false,
      failure: 'nested_archive',
    })
  })

  it('a corrupt DOCX, DOC or RTF is corrupt', async () => {
    const docx = await sampleDocx()
    const broken = zipOf({ '[Content_Types].xml': strToU8('<x/>'), 'word/document.xml': strToU8('<not-xml') })
    expect(await extractResume(broken)).toEqual({ ok: false, failure: 'corrupt' })
    expect(docx.length).toBeGreaterThan(0)
    const doc = fixture('13-vendedor.doc')
    expect(await extractResume(doc.subarray(0, 2000))).toEqual({ ok: false, failure: 'corrupt' })
  })
})

describe('unpackZip: limits checked before and while inflating', () => {
  it('unpacks the files of a zip', async () => {
    const files = await unpackZip(zipOf({ 'a.pdf': await samplePdf(), 'pasta/b.txt': strToU8('Olá') }), {
      maxFiles: 10,
      maxTotalBytes: MB,
    })
    expect(files.map((file) => file.name).sort()).toEqual(['a.pdf', 'pasta/b.txt'])
  })

  it('refuses more files than allowed', async () => {
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`${index}.txt`, strToU8('x')]))
    await expect(unpackZip(zipOf(many), { maxFiles: 5, maxTotalBytes: MB })).rejects.toMatchObject({
      reason: 'too_many',
    })
  })

  it('refuses a zip bomb by its declared size, and one whose headers lie by the bytes inflated', async () => {
    await expect(unpackZip(zipBomb(3 * MB), { maxFiles: 5, maxTotalBytes: 2 * MB })).rejects.toMatchObject({
      reason: 'too_large',
    })
    const lying = lyingZipBomb(3 * MB)
    expect(lying.length).toBeLessThan(50_000)
    await expect(unpackZip(lying, { maxFiles: 5, maxTotalBytes: 2 * MB })).rejects.toBeInstanceOf(ZipError)
    await expect(unpackZip(lying, { maxFiles: 5, maxTotalBytes: 2 * MB })).rejects.toMatchObject({
      reason: 'too_large',
    })
  })

  it('refuses a file that is not a zip', async () => {
    await expect(
      unpackZip(Buffer.from('PK\x03\x04nope'), { maxFiles: 5, maxTotalBytes: MB }),
    ).rejects.toMatchObject({
      reason: 'corrupt',
    })
  })
})

describe('cleaning', () => {
  it('keeps text and line breaks, drops control characters and blank runs', () => {
    expect(cleanText('a\r\nb\u0000c\u0002\n\n\n\nd\u00ad')).toBe('a\nbc\n\nd')
  })

  it('sanitises HTML: no scripts, styles, images, handlers or links (a link keeps its text only)', () => {
    const html = sanitizeResumeHtml(
      '<p style="color:red" onclick="x()">Oi<script>alert(1)</script><img src="x" onerror="y()"><a href="javascript:alert(1)">a</a><a href="https://exemplo.com.br">b</a></p>',
    )
    expect(html).toBe('<p>Oiab</p>')
  })

  it("moves headings down below the detail dialog's own (h1 → h4, h2 → h5, deeper → h6)", () => {
    expect(sanitizeResumeHtml('<h1>Nome</h1><h2>Experiência</h2><h3>Empresa</h3><h5>x</h5>')).toBe(
      '<h4>Nome</h4><h5>Experiência</h5><h6>Empresa</h6><h6>x</h6>',
    )
  })
})
