// Each store view shows its own catalogue (D80, D81, D84): Dutch and German category and product
// names in the menu and on category pages, the store view's own product URLs, translated
// breadcrumbs and hreflang alternates that point at the same product in every store view.
import { expect, test, type Page } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

async function readAlternates(page: Page): Promise<Record<string, string | null>> {
  const pairs = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
  return Object.fromEntries(pairs)
}

test('the Dutch shop speaks Dutch from the menu to the product page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoInteractive(page, '/nl/')
  const menu = page.getByRole('navigation', { name: 'Hoofdnavigatie' })
  await expect(menu.getByRole('link', { name: 'Dames', exact: true })).toHaveAttribute(
    'href',
    '/nl/dames',
  )
  await expect(menu.getByRole('link', { name: 'Heren', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Women', exact: true })).toHaveCount(0)

  await gotoInteractive(page, '/nl/dames/hoeden-petten/petten')
  await expect(page.getByRole('heading', { level: 1, name: 'Petten' })).toBeVisible()
  const products = page.getByRole('region', { name: 'Producten' })
  const cap = products.getByRole('link', { name: /Gewassen dad cap/ }).first()
  await expect(cap).toHaveAttribute('href', /^\/nl\/p\/CAP-\d+\/gewassen-dad-cap-\d+/)
  await cap.click()

  await expect(page).toHaveURL(/\/nl\/p\/CAP-\d+\/gewassen-dad-cap-\d+/)
  await expect(page.getByRole('heading', { level: 1, name: /^Gewassen dad cap/ })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' })
  await expect(crumbs.getByRole('link', { name: 'Startpagina' })).toHaveAttribute('href', '/nl')
  await expect(crumbs.getByRole('link', { name: 'Petten', exact: true })).toHaveAttribute(
    'href',
    '/nl/c/petten-13',
  )

  const sku = /\/p\/(CAP-\d+)\//.exec(page.url())?.[1] ?? ''
  const alternates = await readAlternates(page)
  expect(alternates['nl-NL']).toBe(page.url().replace(/[?#].*$/, ''))
  expect(alternates['de-DE']).toMatch(
    new RegExp(`^${baseURL}/de/p/${sku}/gewaschene-dad-cap-\\d+$`),
  )
  expect(alternates.en).toMatch(new RegExp(`^${baseURL}/p/${sku}/washed-dad-cap-\\d+$`))
  expect(alternates['x-default']).toBe(alternates.en)
})

test('the German shop names categories and products in German', async ({ page, baseURL }) => {
  await gotoInteractive(page, '/de/damen/schmuck')
  await expect(page.getByRole('heading', { level: 1, name: 'Schmuck' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
  await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de')
  await expect(crumbs.getByRole('link', { name: 'Damen' })).toBeVisible()

  await gotoInteractive(page, '/de/p/DRS-0001/sommerliches-slipkleid-1')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sommerliches Slipkleid' }),
  ).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Kleider' })).toHaveAttribute(
    'href',
    '/de/c/kleider-5',
  )
  const alternates = await readAlternates(page)
  expect(alternates['nl-NL']).toBe(`${baseURL}/nl/p/DRS-0001/zomerse-slip-dress-1`)
  expect(alternates.en).toBe(`${baseURL}/p/DRS-0001/summer-slip-dress-1`)
})
