// Submit latency of the public form: 200 sequential, valid applications (with a photo) through the
// real app (app.inject, no network), on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
// Usage: npx tsx scripts/bench-submit.ts [count]
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-submit.ts
import { randomUUID } from 'node:crypto'
import {
  consent,
  createCompany,
  getForm,
  validAnswers,
} from '../src/server/features/public-form/test-support.ts'
import { createTestApp } from '../src/server/test/app.ts'
import { testDatabaseKind } from '../src/server/test/database.ts'

const count = Number(process.argv[2] ?? 200)
const ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '100000' } })
try {
  const company = await createCompany(ctx.database.db, { plan: 'ilimitado' })
  const form = await getForm(ctx.app, company.slug)
  const durations: number[] = []
  for (let index = 0; index < count; index++) {
    const payload = { id: randomUUID(), values: validAnswers(form), consent: consent() }
    const started = performance.now()
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/forms/${company.slug}/submissions`,
      payload,
      headers: { 'x-forwarded-for': '192.0.2.10' },
    })
    durations.push(performance.now() - started)
    if (response.statusCode !== 201)
      throw new Error(`submit ${index} answered ${response.statusCode}: ${response.body}`)
  }
  durations.sort((a, b) => a - b)
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)]!
  const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length
  console.log(
    `${testDatabaseKind}: ${count} sequential submits  p50 ${percentile(50).toFixed(1)} ms  p95 ${percentile(95).toFixed(1)} ms  max ${durations.at(-1)!.toFixed(1)} ms  mean ${mean.toFixed(1)} ms`,
  )
} finally {
  await ctx.close()
}
