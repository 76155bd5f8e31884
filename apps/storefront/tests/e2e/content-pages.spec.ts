// Pages built from the seeded stories (001 §2 "Content blocks"; D110): the home page, an `/i/`
// page and the cookie policy in their store views, with the blocks' behaviour a shopper notices —
// the slider advances every 5 s and by its controls, tabs follow the URL hash, a tile's video plays
// only while in view — on a phone (390 px) and a desktop.
import { expect, test, type Page } from '@playwright/test'
import { checkLayoutAtWidths } from './layout-helpers'
import { gotoInteractive } from './page-helpers'

const CAP_PATH = '/p/CAP-0005/washed-dad-cap-135'

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

function slideButton(page: Page, name: RegExp) {
  return page.getByRole('region', { name: 'Slides' }).getByRole('button', { name })
}

for (const viewport of viewports) {
  test.describe(`content pages on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the home page shows its story, and its slider advances on its own and by its controls', async ({
      page,
    }) => {
      await gotoInteractive(page, '/')
      await expect(page).toHaveTitle('Vitrine – fashion, swimwear and accessories')
      await expect(
        page.getByRole('heading', { level: 2, name: 'Fresh in this week' }),
      ).toBeVisible()
      const first = slideButton(page, /^Show slide 1: Summer, layered lightly/)
      const second = slideButton(page, /^Show slide 2: Into the water/)
      const third = slideButton(page, /^Show slide 3: Hats off to the sun/)
      await expect(first).toHaveAttribute('aria-current', 'true')
      // 001 §9: the next slide after 5000 ms.
      await expect(second).toHaveAttribute('aria-current', 'true')
      await expect(first).not.toHaveAttribute('aria-current', 'true')
      await page.getByRole('button', { name: 'Next slide' }).click()
      await expect(third).toHaveAttribute('aria-current', 'true')
      await page.getByRole('button', { name: 'Next slide' }).click()
      await expect(first).toHaveAttribute('aria-current', 'true')
      await third.click()
      await expect(third).toHaveAttribute('aria-current', 'true')
      await expect(page.getByRole('link', { name: 'Shop hats & caps' })).toBeVisible()

      const carousel = page.getByRole('region', { name: 'Our favourites' })
      await expect(carousel.getByRole('article')).toHaveCount(10)
      const categories = page.getByRole('region', { name: 'Shop by category' })
      await expect(categories.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute(
        'href',
        '/men',
      )
      // The cards carousel wraps from the last card to the first.
      const cards = page.getByRole('region', { name: 'Style notes' })
      await expect(cards.getByRole('heading', { name: 'One blouse, three looks' })).toBeVisible()
      await cards.getByRole('button', { name: 'Next card', exact: true }).click()
      await expect(cards.getByRole('heading', { name: 'Pack light' })).toBeVisible()
      await cards.getByRole('button', { name: 'Next card', exact: true }).click()
      await cards.getByRole('button', { name: 'Next card', exact: true }).click()
      await expect(cards.getByRole('heading', { name: 'One blouse, three looks' })).toBeVisible()
    })

    test('a tile’s video plays while in view and pauses out of view', async ({ page }) => {
      await gotoInteractive(page, '/')
      const video = page.getByLabel('Waves rolling onto a beach')
      // The tiles' chunk may still be hydrating its block: scroll once the video stays put.
      await expect(async () => {
        await video.scrollIntoViewIfNeeded({ timeout: 2000 })
      }).toPass()
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(false)
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(true)
      await video.scrollIntoViewIfNeeded()
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(false)
    })

    test('/nl/i/about-us shows its story; its tabs follow the URL hash', async ({ page }) => {
      await gotoInteractive(page, '/nl/i/about-us#duurzaamheid')
      await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible()
      await expect(page).toHaveTitle('Over Vitrine')
      const sustainability = page.getByRole('tab', { name: 'Duurzaamheid' })
      await expect(sustainability).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toContainText('gerecycled nylon')
      // Choosing a tab puts its hash in the address; a new hash chooses its tab.
      await page.getByRole('tab', { name: 'Werken bij' }).click()
      await expect(page).toHaveURL(/#werken-bij$/)
      await expect(page.getByRole('tabpanel')).toContainText('vierentwintig mensen')
      await page.evaluate(() => {
        window.location.hash = '#ons-verhaal'
      })
      await expect(page.getByRole('tab', { name: 'Ons verhaal' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      // The product tile by SKU, the text tile and the store views from the story's alternates.
      await expect(page.getByRole('link', { name: 'Zomerse slip dress' })).toBeVisible()
      await expect(page.getByText('Zomerse slip dress van katoen.')).toBeVisible()
      // A configurable product with more than one child asks for its size first (001 §2).
      await page.getByRole('button', { name: 'In winkelwagen: Zomerse slip dress' }).click()
      await expect(page.getByRole('radio').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Vragen?' })).toBeVisible()
      await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
        'href',
        /\/de\/i\/about-us$/,
      )
    })

    test('/de/cookie-policy shows its story', async ({ page }) => {
      const response = await gotoInteractive(page, '/de/cookie-policy')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Notwendige Cookies' })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: 'userLanguage' })).toBeVisible()
    })

    test('an /i/ page without a story is the not-found page', async ({ page }) => {
      const response = await page.goto('/i/no-such-page')
      expect(response?.status()).toBe(404)
    })
  })
}

test.describe('content pages laid out', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.describe.configure({ timeout: 60_000 })

  // The shared layout checks (no sideways scroll, 44 px targets on phones, axe-core) on the pages
  // with tabs, columns, a product tile, rich text and accordions.
  for (const path of ['/i/about-us', '/de/cookie-policy', '/nl/faq', '/return-policy']) {
    test(`${path} passes the layout and accessibility checks`, async ({ page }, testInfo) => {
      await gotoInteractive(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, path.replace(/\//g, '-'), { widths: [390, 1440] })
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })

  // The blocks are lazy chunks; their style sheets come with the page (D115), so what the server
  // renders is laid out before any chunk loads, and nothing moves when one does.
  test('the home page’s slider shows one slide at a time, within the screen', async ({ page }) => {
    await page.goto('/')
    const slider = page.locator('[aria-roledescription="carousel"]').first()
    await expect(slider).toBeVisible()
    const box = await slider.boundingBox()
    expect(box?.height).toBeLessThan(823)
    expect(box?.width).toBeLessThanOrEqual(412)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412)
  })

  // The footer is an island (D126): its style sheets come with the document, so the footer looks
  // the same before its code loads as after.
  test('the footer is laid out as it is once its code has loaded', async ({ page, browser }) => {
    const look = (footer: ReturnType<Page['getByRole']>) =>
      footer.evaluate((element) => {
        const style = getComputedStyle(element)
        const list = element.querySelector('ul')
        return {
          background: style.backgroundColor,
          bullets: list ? getComputedStyle(list).listStyleType : null,
          height: Math.round(element.getBoundingClientRect().height),
        }
      })
    await page.goto(CAP_PATH)
    const without = await look(page.getByRole('contentinfo'))
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      javaScriptEnabled: true,
    })
    const live = await context.newPage()
    await gotoInteractive(live, CAP_PATH)
    await live.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(live.getByRole('contentinfo').getByLabel('E-mail address')).toBeEnabled()
    expect(without).toEqual(await look(live.getByRole('contentinfo')))
    expect(without.bullets).toBe('none')
    await context.close()
  })
})
