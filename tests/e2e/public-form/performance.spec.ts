import { expect, test } from '@playwright/test'
import { expectStep, newCompanyForm } from './form-page.ts'

/**
 * Time to the first step on a cheap phone's connection: Chrome DevTools' "Slow 4G" preset
 * (562.5 ms latency, ~1.4 Mbit/s down, ~675 kbit/s up) and a 4x slower CPU, cold cache.
 */
test('the first step of /f/{slug} shows quickly on Slow 4G', async ({ page, request }, testInfo) => {
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
    const bytes = response
      .request()
      .sizes()
      .then((sizes) => sizes.responseBodySize)
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
  expect(elapsed).toBeLessThan(15_000)
})
