// Application PDF with a WebP photo (decoded and re-encoded as JPEG by sharp at PDF time) against the
// same photo as JPEG or PNG (embedded as is) and no photo: renderApplicationPdf alone, and the whole
// export through the real app (GET /api/applications/:id/pdf: database, storage, PDF). The photos are a
// 1200 x 1600 phone-like picture (blurred noise, so it compresses like a photo, not like a flat colour;
// as PNG it is over the form's 2 MB limit, so PNG is measured in the renderer only).
// Usage: npx tsx scripts/bench-pdf.ts [runs]
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-pdf.ts
import sharp from 'sharp'
import { renderApplicationPdf } from '../src/server/features/applications/applications.pdf.ts'
import { pdfPhotoBytes } from '../src/server/features/applications/pdf-photo.ts'
import { TEST_ORIGIN, uniqueIp } from '../src/server/test/accounts.ts'
import { createTestApp } from '../src/server/test/app.ts'
import { createSignedInCompany, submitTestApplication } from '../src/server/test/applications.ts'
import { testDatabaseKind } from '../src/server/test/database.ts'
import type { ApplicationDetail } from '../src/shared/applications/api.ts'
import { MAX_PHOTO_BYTES } from '../src/shared/validation/image.ts'

const runs = Number(process.argv[2] ?? 40)
const WARMUP = 5

function summary(label: string, durations: number[], extra = '') {
  durations.sort((a, b) => a - b)
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)] ?? 0
  console.log(
    `${label.padEnd(34)} p50 ${percentile(50).toFixed(1).padStart(6)} ms  p95 ${percentile(95).toFixed(1).padStart(6)} ms  max ${(durations.at(-1) ?? 0).toFixed(1).padStart(6)} ms${extra}`,
  )
}

/**
 * Times every action once per round, in turn, so a busy machine (CI, other test runs) slows them
 * all alike and the comparison holds even when the absolute numbers wander.
 */
async function timeInTurn(actions: (() => Promise<unknown>)[]): Promise<number[][]> {
  for (let index = 0; index < WARMUP; index++) for (const action of actions) await action()
  const durations: number[][] = actions.map(() => [])
  for (let index = 0; index < runs; index++) {
    for (const [position, action] of actions.entries()) {
      const start = performance.now()
      await action()
      durations[position]!.push(performance.now() - start)
    }
  }
  return durations
}

const picture = sharp({
  create: {
    width: 1200,
    height: 1600,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
}).blur(4)
const photos = {
  jpeg: {
    name: 'retrato.jpg',
    contentType: 'image/jpeg',
    bytes: await picture.clone().jpeg({ quality: 85 }).toBuffer(),
  },
  png: { name: 'retrato.png', contentType: 'image/png', bytes: await picture.clone().png().toBuffer() },
  webp: {
    name: 'retrato.webp',
    contentType: 'image/webp',
    bytes: await picture.clone().webp({ quality: 80 }).toBuffer(),
  },
}

const ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
try {
  const company = await createSignedInCompany(ctx, { companyName: 'Acme Logística' })
  const get = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), cookie: company.cookie },
    })
  console.log(
    `${runs} runs after ${WARMUP} warm-up, ${testDatabaseKind}, photo 1200 x 1600: ` +
      Object.entries(photos)
        .map(([format, photo]) => `${format} ${(photo.bytes.length / 1024).toFixed(0)} kB`)
        .join(', '),
  )

  console.log('\nrenderApplicationPdf (the PDF alone)')
  const id = await submitTestApplication(ctx, company.slug)
  const detail: ApplicationDetail = (await get(`/api/applications/${id}`)).json()
  const document = (photo: { contentType: string; bytes: Buffer } | null) => ({
    ...detail,
    companyName: 'Acme Logística',
    photo,
    resumeData: null,
  })
  const variants = [['no photo', null], ...Object.entries(photos)] as const
  const sizes = new Map<string, number>()
  const rendered = await timeInTurn([
    ...variants.map(([format, photo]) => async () => {
      sizes.set(format, (await renderApplicationPdf(document(photo))).length)
    }),
    () => pdfPhotoBytes(photos.webp),
  ])
  for (const [position, [format]] of variants.entries()) {
    summary(`  ${format}`, rendered[position]!, `  PDF ${((sizes.get(format) ?? 0) / 1024).toFixed(0)} kB`)
  }
  summary('  WebP to JPEG conversion only', rendered.at(-1)!)

  console.log('\nGET /api/applications/:id/pdf (database, storage and PDF)')
  const exported: [string, string][] = []
  for (const [format, photo] of Object.entries(photos)) {
    if (photo.bytes.length > MAX_PHOTO_BYTES) {
      console.log(`  ${format}: over the form's 2 MB limit, not measured`)
      continue
    }
    const withPhoto = await submitTestApplication(ctx, company.slug, {
      answers: {
        foto: {
          name: photo.name,
          type: photo.contentType,
          size: photo.bytes.length,
          data: photo.bytes.toString('base64'),
        },
      },
    })
    exported.push([format, withPhoto])
  }
  const downloads = await timeInTurn(
    exported.map(([, id]) => async () => {
      const response = await get(`/api/applications/${id}/pdf`)
      if (response.statusCode !== 200) throw new Error(`PDF answered ${response.statusCode}`)
    }),
  )
  for (const [position, [format]] of exported.entries()) summary(`  ${format}`, downloads[position]!)
} finally {
  await ctx.close()
}
