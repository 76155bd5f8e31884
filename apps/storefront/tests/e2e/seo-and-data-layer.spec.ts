// SEO and the analytics data layer (D51–D53; spec 000 §2, §7): canonical, hreflang
// alternates and JSON-LD on the product page, noindex for filtered listings, /sitemap.xml and
// robots.txt, and the GA4 events read back from `window.dataLayer`.
import { expect, test, type Page } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// The seed's showcase dress and the women/clothing category (see product-page and category specs).
const DRESS = '/p/DRS-0001/summer-slip-dress-1'
const CLOTHING = '/c/clothing-4'

type Entry = Record<string, unknown> & {
  event?: string
  ecommerce?: { items?: Record<string, unknown>[] } & Record<string, unknown>
}

function readDataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as Entry[])
}

/** Waits for the data layer to hold `event`, and returns its last occurrence. */
async function waitForEvent(page: Page, event: string): Promise<Entry> {
  await expect
    .poll(async () => (await readDataLayer(page)).some((entry) => entry.event === event))
    .toBe(true)
  const entries = await readDataLayer(page)
  return entries.filter((entry) => entry.event === event).at(-1)!
}

/** The first amount of a price text, in cents ('€49.05' → 4905). */
function readCents(text: string): number {
  const match = /(\d+)[.,](\d{2})/.exec(text)
  return match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN
}

test('the product page has canonical, hreflang alternates and JSON-LD with the shown price', async ({
  page,
  baseURL,
}) => {
  await gotoInteractive(page, DRESS)
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${DRESS}`)
  const alternates = await head
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
  expect(alternates).toEqual([
    ['en', `${baseURL}${DRESS}`],
    // each store view's own url key (D84)
    ['nl-NL', `${baseURL}/nl/p/DRS-0001/zomerse-slip-dress-1`],
    ['de-DE', `${baseURL}/de/p/DRS-0001/sommerliches-slipkleid-1`],
    ['x-default', `${baseURL}${DRESS}`],
  ])
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0)

  const shown = readCents(
    (await page
      .getByRole('main')
      .getByText(/€\s?\d/)
      .first()
      .textContent()) ?? '',
  )
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  const product = blocks.find((block) => block['@type'] === 'Product')
  expect(product).toMatchObject({
    name: 'Summer Slip Dress',
    sku: 'DRS-0001',
    url: `${baseURL}${DRESS}`,
    offers: { '@type': 'Offer', priceCurrency: 'EUR', price: (shown / 100).toFixed(2) },
  })
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
  const picture = await page.request.get(product.image[0])
  expect(picture.status()).toBe(200)
})

test('a category with a filter is noindex; the plain category is indexable', async ({
  page,
  baseURL,
}) => {
  await gotoInteractive(page, CLOTHING)
  const robots = page.locator('head meta[name="robots"]')
  await expect(robots).toHaveCount(0)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}${CLOTHING}`,
  )

  // Filtering (client-side navigation) adds noindex; the canonical stays the plain category.
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'M' }).click()
  await expect(page).toHaveURL(/\?size=5021$/)
  await expect(robots).toHaveAttribute('content', 'noindex,follow')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}${CLOTHING}`,
  )
  const filter = await waitForEvent(page, 'use_product_filter')
  expect(filter).toMatchObject({ filter_action: 'add', filter_name: 'size', filter_value: 'M' })

  // The server answers the filtered URL with noindex as well.
  await gotoInteractive(page, `${CLOTHING}?price=0-50`)
  await expect(robots).toHaveAttribute('content', 'noindex,follow')
})

test('/sitemap.xml lists the catalogue in every store view; robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await sitemap.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
  expect(xml).toContain(`<loc>${baseURL}${DRESS}</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/de/p/DRS-0001/sommerliches-slipkleid-1</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/nl/c/kleding-4</loc>`)
  expect(xml).not.toContain(`<loc>${baseURL}/nl${CLOTHING}</loc>`)
  expect(xml).not.toContain('<html')

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('category list, card click and product view reach the data layer', async ({ page }) => {
  await gotoInteractive(page, CLOTHING)
  const list = await waitForEvent(page, 'view_item_list')
  expect(list.ecommerce).toMatchObject({ item_list_name: 'Clothing' })
  const items = list.ecommerce?.items ?? []
  expect(items).toHaveLength(50)
  expect(items[0]).toMatchObject({ index: 0, item_category: 'Women', item_category2: 'Clothing' })
  // GA4: the previous ecommerce object is cleared before each e-commerce event.
  const entries = await readDataLayer(page)
  const at = entries.findIndex((entry) => entry.event === 'view_item_list')
  expect(entries[at - 1]).toEqual({ ecommerce: null })

  const products = page.getByRole('region', { name: 'Products' })
  await products.getByRole('link', { name: 'Load more' }).click()
  await expect(products.getByRole('article')).toHaveCount(79)
  const more = await waitForEvent(page, 'load_item_list')
  expect(more.ecommerce).toMatchObject({ item_list_name: 'Clothing' })
  expect(more.ecommerce?.items).toHaveLength(29)
  expect(more.ecommerce?.items?.[0]).toMatchObject({ index: 50 })

  const third = products.getByRole('article').nth(2)
  const name = (await third.getByRole('heading').textContent()) ?? ''
  await third.getByRole('link', { name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const select = await waitForEvent(page, 'select_item')
  expect(select.ecommerce?.items?.[0]).toMatchObject({ item_name: name, index: 2 })
  const view = await waitForEvent(page, 'view_item')
  expect(view.ecommerce).toMatchObject({ currency: 'EUR' })
  expect(view.ecommerce?.items?.[0]).toMatchObject({
    item_id: select.ecommerce?.items?.[0]?.item_id,
    item_name: name,
  })

  // Back to the category through the breadcrumbs: select_category.
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Women' })
    .click()
  await expect(page).toHaveURL(/\/c\/women-3$/)
  const category = await waitForEvent(page, 'select_category')
  expect(category).toMatchObject({ category_name: 'Women', category_url: '/c/women-3' })
})

test('the product page pushes view_item with the shown price', async ({ page }) => {
  await gotoInteractive(page, DRESS)
  const view = await waitForEvent(page, 'view_item')
  const shown = readCents(
    (await page
      .getByRole('main')
      .getByText(/€\s?\d/)
      .first()
      .textContent()) ?? '',
  )
  expect(view.ecommerce).toMatchObject({ currency: 'EUR', value: shown / 100 })
  expect(view.ecommerce?.items?.[0]).toMatchObject({
    item_id: 'DRS-0001',
    item_name: 'Summer Slip Dress',
    price: shown / 100,
  })
})

test('searching pushes search, and choosing a result search_click with its position', async ({
  page,
}) => {
  await gotoInteractive(page, '/')
  await page.getByRole('button', { name: 'Search' }).click()
  const panel = page.getByRole('dialog', { name: 'Search for products' })
  await panel.getByRole('searchbox', { name: 'Search term' }).fill('cap')
  const results = panel.getByRole('region', { name: 'Search results' })
  await expect(results.getByRole('article')).toHaveCount(18)
  const search = await waitForEvent(page, 'search')
  expect(search).toMatchObject({ search_term: 'cap' })
  expect(search.search_results).toBeGreaterThan(18)

  // The 14th result: page 2, position 2 with 12 results per page (spec 000 §7).
  const link = results.getByRole('article').nth(13).getByRole('link').first()
  const sku = decodeURIComponent(
    /\/p\/([^/]+)\//.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '',
  )
  await link.click()
  const click = await waitForEvent(page, 'search_click')
  expect(click).toMatchObject({
    search_term: 'cap',
    search_result_page: 2,
    search_result_position: 2,
    item_id: sku,
  })
  const select = await waitForEvent(page, 'select_item')
  expect(select.ecommerce).toMatchObject({ item_list_id: 'search_results' })
})
