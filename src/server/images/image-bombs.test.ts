import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_TOO_LARGE_MESSAGE } from '../../shared/validation/image.ts'
import { submissionFiles } from '../db/schema/index.ts'
import { consent, fieldId, getForm, validAnswers } from '../features/public-form/test-support.ts'
import { TEST_ORIGIN, uniqueIp } from '../test/accounts.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'
import { setCompanyPlan } from '../test/plans.ts'

/** A JPEG whose start-of-frame header declares `width` × `height` (the pixels are never there). */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer()
  const bytes = Buffer.from(small)
  for (let index = 2; index < bytes.length - 9; index++) {
    // SOF0/SOF2: FF C0 / FF C2, length (2), precision (1), height (2), width (2)
    if (bytes[index] === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, index + 5)
      bytes.writeUInt16BE(width, index + 7)
      return bytes
    }
  }
  throw new Error('no SOF marker')
}

/** Real images of 8000 × 8000 pixels, a few hundred kB at most once compressed. */
async function bombs(): Promise<[string, Buffer, string][]> {
  const solid = () => sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
  return [
    ['PNG 8000 × 8000', await solid().png({ compressionLevel: 9 }).toBuffer(), 'image/png'],
    ['WebP 8000 × 8000', await solid().webp({ lossless: true }).toBuffer(), 'image/webp'],
    ['JPEG declaring 30000 × 30000', await jpegDeclaring(30000, 30000), 'image/jpeg'],
    ['JPEG declaring 6001 × 100', await jpegDeclaring(6001, 100), 'image/jpeg'],
  ]
}

let ctx: TestContext
let company: SignedInCompany
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  company = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, company.companyId, 'ilimitado')
}, 120_000)
afterAll(async () => {
  await ctx.close()
})

function submit(values: Record<string, unknown>, id: string = crypto.randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/forms/${company.slug}/submissions`,
    payload: {
      id,
      values,
      consent: consent(),
    },
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp() },
  })
}

describe(`image bombs and photo normalisation (issue 12, ${testDatabaseKind})`, () => {
  it('refuses image bombs as application photos and as avatars, reading only their headers', async () => {
    const form = await getForm(ctx.app, company.slug)
    const photo = fieldId(form, 'foto')
    for (const [name, bytes, type] of await bombs()) {
      expect(bytes.length, name).toBeLessThan(2 * 1024 * 1024)
      const data = bytes.toString('base64')
      const application = await submit(
        validAnswers(form, { foto: { name: 'bomba.img', type, size: bytes.length, data } }),
      )
      expect(application.statusCode, `${name}: ${application.body}`).toBe(422)
      expect(application.json().error.details.fields[photo], name).toBe(IMAGE_TOO_LARGE_MESSAGE)

      const avatar = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/avatar',
        payload: { data },
        headers: { origin: TEST_ORIGIN, cookie: company.cookie },
      })
      expect(avatar.statusCode, `${name}: ${avatar.body}`).toBe(422)
      expect(avatar.json().error.message, name).toBe(IMAGE_TOO_LARGE_MESSAGE)
    }
  })

  it('stores an accepted photo once as a bounded JPEG without its metadata, upright', async () => {
    const form = await getForm(ctx.app, company.slug)
    // 4000 × 3000, stored rotated with EXIF orientation 6 and a GPS-bearing EXIF block.
    const original = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#88aa44' },
    })
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera', Model: 'Secreta' } } })
      .png()
      .toBuffer()
    const id = crypto.randomUUID()
    const response = await submit(
      validAnswers(form, {
        foto: { name: 'eu.png', type: 'image/png', size: original.length, data: original.toString('base64') },
      }),
      id,
    )
    expect(response.statusCode, response.body).toBe(201)
    // This application's file: other cases (in any order) store photos too.
    const [file] = await ctx.database.db
      .select({ key: submissionFiles.storageKey, contentType: submissionFiles.contentType })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id))
    expect(file?.contentType).toBe('image/jpeg')
    expect(file?.key).toMatch(/\.jpg$/)
    const stored = await ctx.app.deps.storage.get(file!.key)
    const metadata = await sharp(stored!).metadata()
    expect(metadata.format).toBe('jpeg')
    // Turned upright (orientation 6 = 90°), then fit into 1024 px.
    expect([metadata.width, metadata.height]).toEqual([768, 1024])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('exports the PDF of an application with a large accepted photo in the worker pool', async () => {
    const form = await getForm(ctx.app, company.slug)
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const id = crypto.randomUUID()
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/forms/${company.slug}/submissions`,
      payload: {
        id,
        values: validAnswers(form, {
          foto: { name: 'grande.png', type: 'image/png', size: big.length, data: big.toString('base64') },
        }),
        consent: consent(),
      },
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp() },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const before = ctx.app.deps.pool.stats().completed
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/pdf`,
      headers: { cookie: company.cookie },
    })
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The PDF was rendered by a worker thread, not on the event loop (scripts/bench-health-during-pdf.ts
    // measures what that means for a concurrent health check).
    expect(ctx.app.deps.pool.stats().completed).toBeGreaterThan(before)
  })
})
