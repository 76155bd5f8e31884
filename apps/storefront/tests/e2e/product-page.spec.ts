// The product page (spec 000 §2, §4, §5; 001 §2): colour and size pickers writing the child sku to
// the URL, an out-of-stock size disabled, the 'No such configuration' warning is not needed for
// available picks, the hidden child's 301 to its parent, in English and German.
import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// The seed's showcase dress: colours Navy and Red, six sizes (a dropdown), Navy M out of stock.
const DRESS = '/p/DRS-0001/summer-slip-dress-1'

test('pick colour and size: the URL carries the child sku; an out-of-stock size is disabled', async ({
  page,
}) => {
  await gotoInteractive(page, DRESS)
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Slip Dress' })).toBeVisible()
  await expect(page.getByText('Incl. tax')).toBeVisible()
  const colour = page.getByRole('group', { name: 'Colour' })
  await colour.getByRole('button', { name: 'Navy' }).click()
  await expect(colour.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true')
  const size = page.getByRole('combobox', { name: 'Size' })
  await expect(size.getByRole('option', { name: 'M', exact: true })).toBeDisabled()
  await expect(size.getByRole('option', { name: 'L', exact: true })).toBeEnabled()

  await colour.getByRole('button', { name: 'Red' }).click()
  await expect(size.getByRole('option', { name: 'M', exact: true })).toBeEnabled()
  await size.selectOption({ label: 'M' })
  await expect(page).toHaveURL(/\/p\/DRS-0001\/summer-slip-dress-1\?childSku=DRS-0001-RED-M$/)
  await expect(page.getByText('SKU: DRS-0001-RED-M')).toBeVisible()
  await expect(page.getByText('In stock')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
})

test('a size must be chosen before adding; the size guide opens as a panel', async ({ page }) => {
  await gotoInteractive(page, DRESS)
  await page.getByRole('button', { name: 'Size guide' }).click()
  const guide = page.getByRole('dialog', { name: 'Size guide' })
  await expect(
    guide.getByText('There is no size guide available for this product yet.'),
  ).toBeVisible()
  await guide.getByRole('button', { name: 'Close' }).click()
  await expect(guide).toBeHidden()
  // Six sizes: the add-to-cart button opens (focuses) the size selector instead of adding.
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('combobox', { name: 'Size' })).toBeFocused()
})

test('a child url opens its parent with the child chosen', async ({ page }) => {
  await gotoInteractive(page, `${DRESS}/DRS-0001-NAVY-L`)
  await expect(
    page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Navy' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('5022')
})

test('a hidden child redirects to its parent with 301', async ({ request, page }) => {
  const response = await request.get('/p/DRS-0001-RED-S/summer-slip-dress-red-s', {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/p/DRS-0001/summer-slip-dress-1/DRS-0001-RED-S')
  await gotoInteractive(page, '/de/p/DRS-0001-RED-S/summer-slip-dress-red-s')
  // the parent's address in the German catalogue (D81)
  await expect(page).toHaveURL(/\/de\/p\/DRS-0001\/sommerliches-slipkleid-1\/DRS-0001-RED-S$/)
})

test('the German store shows the product with translated labels', async ({ page }) => {
  await gotoInteractive(page, `/de${DRESS}`)
  await expect(page.getByText('Inkl. MwSt.')).toBeVisible()
  const colour = page.getByRole('group', { name: 'Farbe' })
  await colour.getByRole('button', { name: 'Marineblau' }).click()
  const size = page.getByRole('combobox', { name: 'Größe' })
  await expect(size.getByRole('option', { name: 'M', exact: true })).toBeDisabled()
  await size.selectOption({ label: 'L' })
  await expect(page).toHaveURL(/\?childSku=DRS-0001-NAVY-L$/)
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
})

test('a made-up product is the not-found page', async ({ page }) => {
  const response = await page.goto('/p/NO-SUCH-SKU/nothing')
  expect(response?.status()).toBe(404)
})

test('a first load carries its styles in the document; a page reached in the app gets its own', async ({
  page,
}) => {
  // No style sheet to fetch before the first paint (D41).
  const document = await (await page.request.get(DRESS)).text()
  expect(document).toContain('<style data-href="/assets/')
  expect(document).not.toContain('rel="stylesheet"')

  await gotoInteractive(page, DRESS)
  // The product's name has the page's style (no margin), not the browser's default for an h1.
  const name = page.getByRole('heading', { level: 1 })
  expect(await name.evaluate((heading) => getComputedStyle(heading).marginTop)).toBe('0px')

  // A category reached through the breadcrumbs: its grid is styled (its sheet linked on the way).
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').nth(1).click()
  const products = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
  await expect(products.first()).toBeVisible()
  expect(await products.first().evaluate((list) => getComputedStyle(list).display)).toBe('grid')
})

// The seed's first gift set (two bundle options) and first look (a grouped product).
const GIFT_SET = '/p/SET-0001/city-gift-set-31'
const LOOK = '/p/LOOK-0001/the-sunday-look-32'

test('a bundle set and a grouped look arrive with their pickers and table rendered', async ({
  page,
  request,
}) => {
  // Their pickers are loaded on demand: the first such page a server renders waits for them.
  const setHtml = await (await request.get(GIFT_SET)).text()
  expect(setHtml).toContain('Compose your set')
  expect(setHtml).toContain('Choose your first piece')
  const lookAnswer = await request.get(LOOK)
  expect(lookAnswer.status()).toBe(200)
  expect(await lookAnswer.text()).toContain('The Sunday Look')

  await gotoInteractive(page, GIFT_SET)
  const first = page
    .getByRole('region', { name: 'Compose your set' })
    .getByRole('group', { name: 'Choose your first piece' })
  const choices = first.getByRole('radio')
  await expect(choices.first()).toBeChecked()
  await choices.nth(1).check()
  await expect(choices.nth(1)).toBeChecked()
  await expect(choices.first()).not.toBeChecked()

  await gotoInteractive(page, LOOK)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Product' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible()
  // Each header heads its column: the Price header starts where the first member's price does.
  const header = await table.getByRole('columnheader', { name: 'Price' }).boundingBox()
  const price = await table.getByRole('row').nth(1).getByRole('cell').nth(1).boundingBox()
  expect(Math.round(header!.x)).toBe(Math.round(price!.x))
})

test('a grouped look and a bundle set are styled before their pickers’ code arrives', async ({
  browser,
}) => {
  // What the server renders from a lazily loaded chunk comes with its style sheet (D206): without
  // JavaScript (the moment before the chunk arrives) the look's table and the set's pickers are
  // laid out as after it.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(LOOK)
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  expect(await table.evaluate((element) => getComputedStyle(element).borderCollapse)).toBe(
    'collapse',
  )
  await page.goto(GIFT_SET)
  const set = page.getByRole('region', { name: 'Compose your set' })
  expect(await set.evaluate((element) => getComputedStyle(element).display)).toBe('flex')
  // A plain product's page does not carry them.
  const dress = await (await page.request.get(DRESS)).text()
  const look = await (await page.request.get(LOOK)).text()
  const extras = /<style data-href="(\/assets\/product-extras-[^"]+\.css)"/.exec(look)?.[1]
  expect(extras).toBeDefined()
  expect(dress).not.toContain(extras)
  await context.close()
})
