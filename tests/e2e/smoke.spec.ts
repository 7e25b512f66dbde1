import { expect, test } from '@playwright/test'

test('the server answers its health check and serves the app', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.ok()).toBe(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
