import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// spec 000 §1, §9: three store views; the mini-cart totals use each store's price format.
const stores = [
  { path: '/', lang: 'en', cartButton: /^Cart, 0 items$/, title: 'Your Order', total: /^€0\.00$/ },
  {
    path: '/nl',
    lang: 'nl',
    cartButton: /^Winkelwagen, 0 artikelen$/,
    title: 'Jouw bestelling',
    total: /^€\s0,00$/,
  },
  {
    path: '/de',
    lang: 'de',
    cartButton: /^Warenkorb, 0 Artikel$/,
    title: 'Ihre Bestellung',
    total: /^0,00\s€$/,
  },
]

for (const store of stores) {
  test(`the home page at ${store.path} speaks ${store.lang} and shows prices in its format`, async ({
    page,
  }) => {
    const response = await gotoInteractive(page, store.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang)
    await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible()

    await page.getByRole('button', { name: store.cartButton }).click()
    const cart = page.getByRole('dialog', { name: store.title })
    await expect(cart).toBeVisible()
    await expect(cart.getByRole('definition')).toHaveText(store.total)
  })
}

test('the store selector lists every store view and leads to it', async ({ page }) => {
  await gotoInteractive(page, '/')
  await page.getByRole('button', { name: 'Change language' }).click()
  const selector = page.getByRole('dialog', { name: 'Choose your country' })
  await expect(selector.getByRole('link')).toHaveCount(3)
  await selector.getByRole('link', { name: /Deutschland\s*Deutsch/ }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('/pwa.html is the home page', async ({ page }) => {
  const response = await gotoInteractive(page, '/pwa.html')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible()
})
