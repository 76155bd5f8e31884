// Navigation (spec 000 §2 "URL resolution", route history; 001 §2 "Menus", store selector): the
// URL dispatcher (category by url_path, CMS page by identifier, 301 rewrites, not found), back to a category after
// 'load more', the desktop mega menu, the mobile menu and the store selector keeping the page.
import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// The default seed: women/clothing (id 4) lists 79 products; `ladies` is an old path moved to
// `women` for good (a 301 rewrite).
const CLOTHING_PATH = '/women/clothing'

test('an old URL with a 301 rewrite redirects to its new address', async ({ page }) => {
  const answer = await page.request.get('/ladies', { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe('/women')

  await gotoInteractive(page, '/ladies')
  await expect(page).toHaveURL(/\/women$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible()
})

test('a footer link opens its page in the app', async ({ page }) => {
  await gotoInteractive(page, '/')
  await page.evaluate(() => Object.assign(window, { beforeFooterClick: true }))
  // The shopper scrolls down to the footer, whose code then loads (D126).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // The footer is rendered again when its code runs, and its links are plain links until then.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByLabel('E-mail address')).toBeEnabled()
  await footer.getByRole('link', { name: 'Cookie policy' }).click()
  await expect(page).toHaveURL(/\/cookie-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'beforeFooterClick' in window)).toBe(true)
})

test('a made-up path gives 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/made-up/path-that-maps-to-nothing')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

test('a category reached by its url_path renders the category page', async ({ page }) => {
  // the English url_path moves to the Dutch catalogue's own (D83)
  const response = await gotoInteractive(page, `/nl${CLOTHING_PATH}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/nl\/dames\/kleding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kleding' })).toBeVisible()
  const products = page.getByRole('region', { name: 'Producten' })
  await expect(products.getByText('50 van 79 producten')).toBeVisible()
  // The default layout: the shop header is there.
  await expect(page.getByRole('button', { name: /Winkelwagen/ })).toBeVisible()
})

test('a CMS page reached by its identifier renders in place, its content sanitized', async ({
  page,
}) => {
  const response = await gotoInteractive(page, '/about-us')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  await expect(
    page.getByText('Vitrine sells caps, hats, clothing, swimwear and jewellery.'),
  ).toBeVisible()
  await expect(page).toHaveTitle('About us | Vitrine')

  // In the Dutch store, under the store prefix.
  await gotoInteractive(page, '/nl/customer-service')
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
  await expect(page.getByText('We answer within one working day.')).toBeVisible()
})

test('going back from a product to the category restores the products shown and the scroll position', async ({
  page,
}) => {
  await gotoInteractive(page, CLOTHING_PATH)
  const products = page.getByRole('region', { name: 'Products' })
  await products.getByRole('link', { name: 'Load more' }).click()
  await expect(products.getByRole('article')).toHaveCount(79)

  const card = products.getByRole('article').nth(70)
  await card.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  const name = (await card.getByRole('heading').first().textContent()) ?? ''
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/p\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${CLOTHING_PATH}$`))
  await expect(products.getByRole('article')).toHaveCount(79)
  await expect(products.getByText('79 of 79 products')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50)
})

test('the mega menu opens on hover and links to a category', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoInteractive(page, '/')
  const menu = page.getByRole('navigation', { name: 'Main navigation' })
  const women = menu.getByRole('link', { name: 'Women', exact: true })
  await expect(women).toHaveAttribute('aria-expanded', 'false')
  await women.hover()
  await expect(women).toHaveAttribute('aria-expanded', 'true')
  const dresses = menu.getByRole('link', { name: 'Dresses' })
  await expect(dresses).toHaveAttribute('href', '/women/clothing/dresses')
  // Followed in the app, not by a document load: a mark left on the window survives.
  await page.evaluate(() => Object.assign(window, { beforeMenuClick: true }))
  await dresses.click()
  await expect(page).toHaveURL(/\/women\/clothing\/dresses$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible()
  expect(await page.evaluate(() => 'beforeMenuClick' in window)).toBe(true)
  const chosen = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer
        .filter((entry) => entry.event === 'select_category')
        .at(-1),
    )
  await expect.poll(chosen).toMatchObject({ category_name: 'Dresses' })

  // By keyboard: focusing a top-level link opens its panel, and Tab moves into it.
  const men = menu.getByRole('link', { name: 'Men', exact: true })
  await men.focus()
  await expect(men).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Clothing' }).last()).toBeFocused()
  // The browser's URL map keeps the answer for the next visit (memory, then localStorage).
  const stored = await page.evaluate(() => localStorage.getItem('url-map-cache') ?? '')
  expect(stored).toContain('/women/clothing/dresses')
})

test('when the URL map cannot be reached, an error notification shows and navigation continues', async ({
  page,
}) => {
  await gotoInteractive(page, '/')
  await page.route('**/api/url/resolve', (route) => route.abort())
  await page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: 'Men', exact: true })
    .click()
  const notice = page
    .getByRole('region', { name: 'Notifications' })
    .getByText('Something went wrong. Try again in a few seconds.')
  await expect(notice).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'OK' })
    .click()
  await expect(notice).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu opens a second layer, goes back, and closes on navigation', async ({
    page,
  }) => {
    await gotoInteractive(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

    await menu.getByRole('button', { name: 'Women' }).click()
    await expect(menu.getByRole('link', { name: 'Show all Women' })).toBeVisible()
    await menu.getByRole('button', { name: 'Back' }).click()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Back' })).toHaveCount(0)

    await menu.getByRole('button', { name: 'Women' }).click()
    await menu.getByRole('button', { name: 'Clothing' }).click()
    await menu.getByRole('link', { name: 'Dresses' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('the language rows of the mobile menu lead to the same page in German', async ({ page }) => {
    await gotoInteractive(page, CLOTHING_PATH)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await menu.getByRole('link', { name: 'Deutsch' }).click()
    // the German catalogue's own url_path (D83)
    await expect(page).toHaveURL(/\/de\/damen\/bekleidung$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})

test('the store selector moves to the same page in the Dutch store', async ({ page }) => {
  await gotoInteractive(page, '/c/clothing-4?sort=price-asc')
  await page.getByRole('button', { name: 'Change language' }).click()
  const selector = page.getByRole('dialog', { name: 'Choose your country' })
  await selector.getByRole('link', { name: /Nederland\s*Nederlands/ }).click()
  await expect(page).toHaveURL(/\/nl\/c\/kleding-4\?sort=price-asc$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('region', { name: 'Producten' })).toBeVisible()
})

test('the home page shows highlighted categories and a product carousel', async ({ page }) => {
  await gotoInteractive(page, '/pwa.html')
  // The seeded home story's highlighted categories and product carousel (001 §2).
  const categories = page.getByRole('region', { name: 'Shop by category' })
  await expect(categories.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women')
  await expect(categories.getByRole('link', { name: 'Archive' })).toHaveCount(0)
  const carousel = page.getByRole('region', { name: 'Our favourites' })
  await expect(carousel.getByRole('article')).toHaveCount(10)
  await categories.getByRole('link', { name: 'Women' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible()
})
