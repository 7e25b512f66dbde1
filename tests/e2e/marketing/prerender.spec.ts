import { type Browser, expect, type Page, test } from '@playwright/test'
import { accountMessages } from '../../../src/shared/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import { loadingOverlay, openHome } from './home-page.ts'

/**
 * The public pages the build prerenders (scripts/prerender.mjs, PRERENDERED_PAGES): the server's
 * HTML already holds each page's title, description and text, the page paints without JavaScript,
 * and React adopts that HTML (hydration) without an error.
 */
const PAGES = [
  {
    url: '/',
    title: 'Talentos — Recrutamento simples para sua empresa',
    heading: 'Contrate as melhores pessoas sem se perder em currículos',
  },
  {
    url: '/sobre-nos',
    title: 'Sobre nós | Talentos',
    heading: 'Recrutar bem não deveria ser privilégio de empresa grande',
  },
  {
    url: '/carreiras',
    title: 'Carreiras | Talentos',
    heading: 'Ajude a transformar a forma como o Brasil contrata',
  },
  { url: '/entrar', title: 'Entrar | Talentos', heading: 'Entrar' },
  { url: '/cadastre-se', title: 'Cadastre-se | Talentos', heading: 'Crie sua conta grátis' },
] as const

/** The HTML's visible text, without tags (React separates some words with comment nodes). */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

test('the server sends each public page as HTML with its title, description, heading and preloaded fonts', async ({
  request,
}) => {
  for (const { url, title, heading } of PAGES) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    expect(html, url).toContain(`<title>${title}</title>`)
    expect(html, url).toMatch(/<meta name="description" content="[^"]{40,}" \/>/)
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? ''
    expect(textOf(h1).trim(), url).toBe(heading)
    for (const font of ['inter-latin-wght-normal', 'plus-jakarta-sans-latin-wght-normal']) {
      expect(html, url).toMatch(
        new RegExp(
          `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}-[\\w-]+\\.woff2" crossorigin`,
        ),
      )
    }
  }
  // The home page's text is all there for crawlers: every section, the prices, the footer.
  const home = textOf(await (await request.get('/')).text())
  for (const text of ['Tudo o que o seu RH precisa para contratar melhor', 'R$ 19,90', 'Termos de Uso']) {
    expect(home).toContain(text)
  }
  // Pages the build does not prerender still get the empty shell.
  expect(await (await request.get('/esqueci-senha')).text()).toContain('<div id="root"></div>')
})

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test('the home page paints its heading without JavaScript, and CSS alone lifts its overlay', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/')
    // CSS alone hides the overlay (styles.css, loading-overlay-out).
    await expect(loadingOverlay(page)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Contrate as melhores pessoas sem se perder em currículos',
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expect(page).toHaveTitle('Talentos — Recrutamento simples para sua empresa')
  })
})

test('the about page shows its fade-in sections without JavaScript', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/sobre-nos')
    const section = page.locator('#mission-values')
    await section.scrollIntoViewIfNeeded()
    await expect(section.locator('[data-visible="false"]').first()).toHaveCSS('opacity', '1')
  })
})

test('the sign-in and sign-up pages paint their form without JavaScript, disabled until the code runs', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/entrar')
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible()
    // Typing before React takes the form over would be wiped, and a submit would be a plain GET.
    await expect(page.getByLabel('Email')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled()
    await page.goto('/cadastre-se')
    await expect(page.getByRole('heading', { name: 'Crie sua conta grátis', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Nome Completo')).toBeDisabled()
  })
})

test('React adopts each prerendered page without an error or a hydration mismatch', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const { url, heading } of PAGES) {
    if (url === '/') await openHome(page)
    else await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    if (url === '/entrar' || url === '/cadastre-se') {
      // The fields come alive once the page's code runs.
      await expect(page.getByRole('textbox').first()).toBeEnabled()
    } else {
      // The nav asks who is signed in only once the page's code runs.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
    }
    // The page works: the route's code runs on top of the server's HTML.
    expect(await page.locator('#root').evaluate((root) => root.children.length), url).toBeGreaterThan(0)
  }
  expect(problems).toEqual([])
})

test('a typed e-mail survives on the sign-in page once it is interactive', async ({ page }) => {
  await page.goto('/entrar')
  const email = page.getByLabel('Email')
  await expect(email).toBeEnabled()
  await email.fill('ana@example.com')
  await expect(email).toHaveValue('ana@example.com')
  await page.getByRole('button', { name: 'Entrar' }).click()
  // Client-side validation ran (no page load): the password's message shows and the URL is unchanged.
  await expect(page.getByText(accountMessages.signInPassword)).toBeVisible()
  await expect(page).toHaveURL('/entrar')
})

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } })

    test('screenshots of the prerendered home, sign-in and sign-up pages', async ({ page }) => {
      await openHome(page)
      await screenshot(page, 'home')
      for (const [url, name] of [
        ['/entrar', 'entrar'],
        ['/cadastre-se', 'cadastre-se'],
      ] as const) {
        await page.goto(url)
        await expect(page.getByRole('textbox').first()).toBeEnabled()
        await expectNoAxeViolations(page)
        await screenshot(page, name)
      }
    })
  })
}
