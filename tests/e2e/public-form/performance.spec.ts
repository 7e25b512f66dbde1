import { expect, test } from '@playwright/test'
import { expectStep, newCompanyForm } from '../support/public-form-page.ts'

/**
 * What a candidate's phone downloads before the first step (checked: under 120 KB gzip, no admin
 * code), and the time to that step, logged as a measurement only (timing is never a pass/fail check
 * in tests; see README "Performance"). Conditions: Chrome DevTools' "Slow 4G" preset
 * (562.5 ms latency, ~1.4 Mbit/s down, ~675 kbit/s up) and a 4x slower CPU, cold cache.
 */
test('before the first step of /f/{slug} a phone on Slow 4G downloads under 120 KB and no admin code', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const company = await newCompanyForm(request)
  await page.setViewportSize({ width: 375, height: 740 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const scripts: { path: string; bytes: Promise<number> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // Bytes on the wire (gzip), as the phone downloads them.
    // Chunks still loading when the test ends fail with the closed page: NaN, never an unhandled error.
    // (Any script counted before the first step resolves before that, so NaN there fails the size check.)
    const bytes = response
      .request()
      .sizes()
      .then((sizes) => sizes.responseBodySize)
      .catch(() => Number.NaN)
    scripts.push({ path: new URL(response.url()).pathname, bytes })
  })

  const started = Date.now()
  await page.goto(company.url)
  await expectStep(page, 1, 'Dados Obrigatórios')
  const elapsed = Date.now() - started
  const beforeFirstStep = [...scripts]
  const kilobytes =
    (await Promise.all(beforeFirstStep.map((script) => script.bytes))).reduce((a, b) => a + b, 0) / 1024

  testInfo.annotations.push({ type: 'time to first step (Slow 4G, 4x CPU)', description: `${elapsed} ms` })
  console.log(
    `time to first step on Slow 4G + 4x CPU: ${elapsed} ms; ${beforeFirstStep.length} scripts, ${kilobytes.toFixed(1)} KB gzip`,
  )
  expect(kilobytes).toBeLessThan(120)
  // No admin code on the candidate's phone.
  expect(
    beforeFirstStep.map((script) => script.path).filter((path) => /admin|dashboard|layout-/.test(path)),
  ).toEqual([])
})
