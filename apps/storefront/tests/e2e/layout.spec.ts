// The shop laid out for phones, tablets and desktops (spec 001 §2 "Layouts", §9 breakpoints; D87):
// every route kind in the three store views, resized through 360, 390, 768, 1,024 and 1,440 px,
// must not scroll sideways, must keep the header's controls (or an open panel's) in view and
// uncovered, must offer 44 px touch targets on phones, and must pass axe-core. Screenshots of
// every page and width are attached to the test results.
import { expect, test, type Page } from '@playwright/test'
import {
  checkLayoutAtWidths,
  LAYOUT_WIDTHS,
  findProduct,
  layoutStoreViews,
  messagePattern,
  productTypes,
  type LayoutStoreView,
} from './layout-helpers'
import { gotoInteractive } from './page-helpers'
import { accountLabels, createCustomer, logIn } from './account-helpers'

// Each test starts at the narrowest width: the first render is a phone's.
test.use({ viewport: { width: 360, height: 800 } })
// A page is measured and photographed at five widths and checked by axe twice: a category page of
// 50 tiles takes some 20 s of it on a busy two-core machine, and its whole test 44–51 s on one
// three times slower.
test.describe.configure({ timeout: 120_000 })

function headerButton(page: Page, name: string | RegExp) {
  return page.getByRole('banner').getByRole('button', { name })
}

/** Adds a product that needs no choice (a simple product) and waits for the cart's badge. */
async function addToCart(page: Page, view: LayoutStoreView, path: string) {
  const t = view.messages
  await gotoInteractive(page, path)
  await page.getByRole('button', { name: t['product.addToCart'] }).click()
  await expect(headerButton(page, messagePattern(t['header.cart']))).toHaveAccessibleName(/[1-9]/)
}

for (const view of layoutStoreViews) {
  const t = view.messages
  const home = view.prefix || '/'

  test.describe(`${view.name} store view`, () => {
    test('home page', async ({ page }, testInfo) => {
      await gotoInteractive(page, home)
      // The home story's slider (001 §2).
      await expect(page.getByRole('region', { name: t['content.slides'] })).toBeVisible()
      // spec 001 §2: the bottom navigation on a phone (D86), gone from 1,024 px.
      const bottomNav = page.getByRole('navigation', { name: t['bottomNav.label'] })
      await expect(bottomNav).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'home')
      await expect(bottomNav).toBeHidden()
    })

    test('category page', async ({ page, request }, testInfo) => {
      const { categoryPath } = await findProduct(request, view.prefix, 'configurable')
      await gotoInteractive(page, categoryPath)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'category')
    })

    for (const type of productTypes) {
      test(`${type} product page`, async ({ page, request }, testInfo) => {
        const { path } = await findProduct(request, view.prefix, type)
        await gotoInteractive(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await checkLayoutAtWidths(page, testInfo, `product-${type}`)
      })
    }

    test('mobile menu, top level and a second layer', async ({ page }, testInfo) => {
      await gotoInteractive(page, home)
      await headerButton(page, t['menu.open']).click()
      const menu = page.getByRole('dialog', { name: t['menu.title'] })
      await expect(menu.getByRole('link', { name: t['menu.home'] })).toBeVisible()
      // The menu button shows below 1,024 px only (spec 001 §9).
      const phoneWidths = LAYOUT_WIDTHS.filter((width) => width < 1024)
      await checkLayoutAtWidths(page, testInfo, 'mobile-menu', { widths: phoneWidths })
      await page.setViewportSize({ width: 360, height: 800 })
      await menu.getByRole('list').first().getByRole('button').first().click()
      await expect(menu.getByRole('button', { name: t['menu.back'] })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'mobile-menu-layer', { widths: phoneWidths })
    })

    test('search panel with results', async ({ page, request }, testInfo) => {
      // A product's name in this store view's language finds it and its kin.
      const { name } = await findProduct(request, view.prefix, 'configurable')
      await gotoInteractive(page, home)
      await headerButton(page, t['header.search']).click()
      const panel = page.getByRole('dialog', { name: t['search.title'] })
      await panel.getByPlaceholder(t['search.placeholder']).fill(name)
      await expect(panel.getByRole('article').first()).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'search')
    })

    test('empty mini-cart', async ({ page }, testInfo) => {
      await gotoInteractive(page, home)
      await headerButton(page, messagePattern(t['header.cart'])).click()
      await expect(page.getByRole('dialog', { name: t['microcart.title'] })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'microcart-empty')
    })

    test('mini-cart with an item', async ({ page, request }, testInfo) => {
      await addToCart(page, view, (await findProduct(request, view.prefix, 'simple')).path)
      // The added-to-cart notice (it lives 5 s) is dismissed first, as a shopper reading the
      // cart would: it stands over the top right corner, where the panel has its close button.
      await page
        .getByRole('region', { name: t['notifications.label'] })
        .getByRole('button', { name: t['notifications.ok'] })
        .click()
      await headerButton(page, messagePattern(t['header.cart'])).click()
      await expect(page.getByRole('dialog', { name: t['microcart.title'] })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'microcart-item')
    })

    test('each checkout step', async ({ page, request }, testInfo) => {
      // Four pages in one journey, each checked at five widths.
      test.setTimeout(120_000)
      await addToCart(page, view, (await findProduct(request, view.prefix, 'simple')).path)
      await gotoInteractive(page, `${view.prefix}/checkout`)
      const main = page.getByRole('main')
      await expect(main.getByLabel(t['checkout.firstName'])).toBeVisible()
      // spec 001 §2: no menu button and no bottom navigation in checkout.
      await expect(page.getByRole('navigation', { name: t['bottomNav.label'] })).toHaveCount(0)
      await expect(page.getByRole('button', { name: t['menu.open'] })).toHaveCount(0)
      await checkLayoutAtWidths(page, testInfo, 'checkout-personal')

      await main.getByLabel(t['checkout.firstName']).fill('Sam')
      await main.getByLabel(t['checkout.lastName']).fill('Jansen')
      await main
        .getByLabel(t['checkout.email'])
        .fill(`layout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
      await page.getByRole('button', { name: t['checkout.continueToShipping'] }).click()
      await expect(page.getByRole('radio').first()).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'checkout-shipping')

      await main.getByLabel(t['checkout.firstName']).fill('Sam')
      await main.getByLabel(t['checkout.lastName']).fill('Jansen')
      await main.getByLabel(t['checkout.streetAddress']).fill('Keizersgracht')
      await main.getByLabel(t['checkout.apartmentNumber']).fill('12')
      await main.getByLabel(t['checkout.zipCode']).fill('1015 CJ')
      await main.getByLabel(t['checkout.city']).fill('Amsterdam')
      await page.getByRole('button', { name: t['checkout.continueToPayment'] }).click()
      await expect(page.getByRole('radio').first()).toBeChecked()
      await checkLayoutAtWidths(page, testInfo, 'checkout-payment')

      await page.getByRole('button', { name: t['checkout.continueToReview'] }).click()
      await expect(page.getByRole('button', { name: t['checkout.placeOrder'] })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'checkout-review')
    })

    test('login, sign-up and forgotten-password views', async ({ page }, testInfo) => {
      await gotoInteractive(page, `${view.prefix}/login`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'login')
      await gotoInteractive(page, `${view.prefix}/login?mode=register`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'register')
      await gotoInteractive(page, `${view.prefix}/reset-password?email=a%40example.com&token=t`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'reset-password')
    })

    test('account area: profile, a modal, the orders and the wishlists', async ({
      page,
      request,
    }, testInfo) => {
      const text = { '': accountLabels.en, '/nl': accountLabels.nl, '/de': accountLabels.de }[
        view.prefix
      ]
      const customer = await createCustomer(request, `layout${view.prefix.replace('/', '-')}`)
      await logIn(page, text, customer.email, customer.password)
      await checkLayoutAtWidths(page, testInfo, 'my-account')
      await gotoInteractive(page, `${view.prefix}/my-account?dialog=password`)
      await expect(page.getByRole('dialog')).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'my-account-password')
      await gotoInteractive(page, `${view.prefix}/my-account/orders`)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'my-account-orders')
      await gotoInteractive(page, `${view.prefix}/my-account/wishlist`)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'my-account-wishlist')
    })

    // The other pages of 001 §2 and 000 §2 (D236): laid out and checked by axe at a phone's and a
    // desktop's width; the cart page with a line in it (D235).
    test('content, policy, search, cart and guest pages', async ({ page, request }, testInfo) => {
      const { path } = await findProduct(request, view.prefix, 'simple')
      await addToCart(page, view, path)
      const pages = [
        ['content', '/i/about-us'],
        ['faq', '/faq'],
        ['cookie-policy', '/cookie-policy'],
        ['return-policy', '/return-policy'],
        ['privacy-policy', '/support/privacy-policy'],
        ['search', '/search?q=cap'],
        ['cart', '/cart'],
        ['guest-return', '/guest-return'],
        ['newsletter-unsubscribe', '/newsletter/unsubscribe'],
      ] as const
      for (const [name, route] of pages) {
        await gotoInteractive(page, `${view.prefix}${route}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await checkLayoutAtWidths(page, testInfo, name, { widths: [390, 1440] })
      }
    })

    test('not-found page', async ({ page }, testInfo) => {
      const response = await page.goto(`${view.prefix}/no-such-page-for-layout`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkLayoutAtWidths(page, testInfo, 'not-found')
    })
  })
}
