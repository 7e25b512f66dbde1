import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionFiles } from '../../db/schema/index.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { pdfPhotoBytes } from './pdf-photo.ts'

/** Green, far from the PDF's white, greys and brand colour. */
const PHOTO_COLOR = { r: 40, g: 160, b: 90 }

let ctx: TestContext
let company: SignedInCompany

/** A photo of one colour, as a phone would send it (larger than the header box). */
function solidPhoto(format: 'webp' | 'jpeg', options: { width?: number; height?: number } = {}) {
  return sharp({
    create: {
      width: options.width ?? 600,
      height: options.height ?? 800,
      channels: 3,
      background: PHOTO_COLOR,
    },
  })
    .toFormat(format)
    .toBuffer()
}

/** RIFF....WEBPVP8 with a body that is not an image: passes the upload's magic-bytes check. */
function corruptWebp(): Buffer {
  const body = Buffer.alloc(200, 0x5a)
  const chunk = Buffer.concat([Buffer.from('VP8 '), Buffer.from([200, 0, 0, 0]), body])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(4 + chunk.length)
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk])
}

/**
 * Sends an application with `bytes` as its photo and exports its PDF. `storedBytes` replaces the
 * stored file afterwards: a photo kept from before uploads were normalised (issue 12), which the
 * PDF must still survive.
 */
async function exportWithPhoto(name: string, type: string, bytes: Buffer, storedBytes?: Buffer) {
  const id = await submitTestApplication(ctx, company.slug, {
    answers: { foto: { name, type, size: bytes.length, data: bytes.toString('base64') } },
  })
  if (storedBytes) {
    const [file] = await ctx.database.db
      .select({ key: submissionFiles.storageKey })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id))
    await ctx.app.deps.storage.put(file!.key, storedBytes)
  }
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/pdf`,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), cookie: company.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
  const { text } = await extractText(pdf, { mergePages: true })
  return { text, images: imageXObjects(response.rawPayload) }
}

type ImageXObject = { width: number; height: number; filter: string; stream: Buffer }

/**
 * The image XObjects of a pdfkit PDF, read from the file itself: pdfkit writes their dictionaries
 * uncompressed. (unpdf's extractImages needs ArrayBuffer#transferToFixedLength on pages with
 * embedded fonts, and Node 20 lacks it.)
 */
function imageXObjects(pdf: Buffer): ImageXObject[] {
  const source = pdf.toString('latin1')
  const streamMark = '>>\nstream\n'
  const images: ImageXObject[] = []
  let at = source.indexOf('/Subtype /Image')
  while (at !== -1) {
    const end = source.indexOf(streamMark, at)
    const dictionary = source.slice(source.lastIndexOf('<<', at), end)
    const field = (name: string) => dictionary.match(new RegExp(`/${name} /?(\\w+)`))?.[1] ?? ''
    const streamStart = end + streamMark.length
    images.push({
      width: Number(field('Width')),
      height: Number(field('Height')),
      filter: field('Filter'),
      stream: pdf.subarray(streamStart, streamStart + Number(field('Length'))),
    })
    at = source.indexOf('/Subtype /Image', at + 1)
  }
  return images
}

/** Decodes a JPEG (DCTDecode) image of the PDF and checks its centre has the photo's colour. */
async function expectPhotoColour(image: ImageXObject) {
  expect(image.filter).toBe('DCTDecode')
  const centre = { left: Math.floor(image.width / 2), top: Math.floor(image.height / 2), width: 1, height: 1 }
  const { data, info } = await sharp(image.stream).extract(centre).raw().toBuffer({ resolveWithObject: true })
  expect(info.channels).toBe(3)
  // Lossy WebP and JPEG shift a solid colour by a few levels, never by 20.
  expect(Math.abs(data[0]! - PHOTO_COLOR.r)).toBeLessThan(20)
  expect(Math.abs(data[1]! - PHOTO_COLOR.g)).toBeLessThan(20)
  expect(Math.abs(data[2]! - PHOTO_COLOR.b)).toBeLessThan(20)
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  company = await createSignedInCompany(ctx, { companyName: 'Acme Logística' })
  await setCompanyPlan(ctx.database.db, company.companyId, 'basico')
})

afterAll(async () => {
  await ctx?.close()
})

describe(`application PDF photo on ${testDatabaseKind}`, () => {
  it('draws a WebP photo in the header, converted to print size', async () => {
    const { text, images } = await exportWithPhoto('retrato.webp', 'image/webp', await solidPhoto('webp'))
    expect(images).toHaveLength(1)
    // 600 x 800 fitted into the 270 x 360 px box (3 px per point of the 90 x 120 pt frame).
    expect([images[0]!.width, images[0]!.height]).toEqual([270, 360])
    await expectPhotoColour(images[0]!)
    expect(text).toContain('retrato.webp (no topo)')
  })

  it('draws a JPEG photo at print size too', async () => {
    const { text, images } = await exportWithPhoto('retrato.jpg', 'image/jpeg', await solidPhoto('jpeg'))
    expect(images).toHaveLength(1)
    expect([images[0]!.width, images[0]!.height]).toEqual([270, 360])
    await expectPhotoColour(images[0]!)
    expect(text).toContain('retrato.jpg (no topo)')
  })

  it('names a corrupt stored WebP (valid header, garbage body) instead of failing the PDF', async () => {
    const photo = await solidPhoto('webp')
    const { text, images } = await exportWithPhoto('quebrada.webp', 'image/webp', photo, corruptWebp())
    expect(images).toHaveLength(0)
    expect(text).toContain('quebrada.webp')
    expect(text).not.toContain('(no topo)')
    expect(text).toContain('João da Silva')
  })

  it('names a corrupt stored PNG instead of claiming it is at the top', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ])
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const { text, images } = await exportWithPhoto('quebrada.png', 'image/png', photo, png)
    expect(images).toHaveLength(0)
    expect(text).toContain('quebrada.png')
    expect(text).not.toContain('(no topo)')
  })
})

describe('pdfPhotoBytes', () => {
  it('turns JPEG and PNG photos into a print-size JPEG (pdfkit never decodes an upload itself)', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: PHOTO_COLOR } })
        .toFormat(format)
        .toBuffer()
      const converted = await pdfPhotoBytes({ contentType: `image/${format}`, bytes: photo })
      const metadata = await sharp(converted!).metadata()
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 270, 360])
    }
  })

  it('leaves out a stored PNG over the upload bounds without decoding it', async () => {
    const big = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const started = performance.now()
    expect(await pdfPhotoBytes({ contentType: 'image/png', bytes: big })).toBeNull()
    // Only the header is read: far below the seconds a decode of 64 megapixels takes.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('does not enlarge a small WebP and flattens transparency onto white', async () => {
    const transparent = await sharp({
      create: { width: 30, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer()
    const converted = await pdfPhotoBytes({ contentType: 'image/webp', bytes: transparent })
    const { data, info } = await sharp(converted!).raw().toBuffer({ resolveWithObject: true })
    expect(info.format).toBe('raw')
    expect([info.width, info.height, info.channels]).toEqual([30, 40, 3])
    expect(Math.min(...data)).toBeGreaterThan(245)
  })

  it('refuses a WebP that declares more pixels than any camera takes', async () => {
    // A real 9000 x 9000 lossless WebP of one colour: 38 bytes on disk, 243 MB decoded.
    const bomb = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvJ+PJCAdQ0KJUq/+BiOh/AAA=', 'base64')
    const { width, height, format } = await sharp(bomb).metadata()
    expect([format, width, height]).toEqual(['webp', 9000, 9000])
    expect(await pdfPhotoBytes({ contentType: 'image/webp', bytes: bomb })).toBeNull()
  })
})
