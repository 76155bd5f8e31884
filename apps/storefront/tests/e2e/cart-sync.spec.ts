// The local cart and its server synchronisation (spec 000 §3 local storage keys, §4 "Cart
// synchronisation", §7 data layer; D54–D56): two tabs end up with the same cart,
// the cart survives a reload from IndexedDB and is synchronised again, an out-of-stock size gives
// the out-of-stock notice and an out-of-stock line its mark, going online sends what was added
// offline, and the cart's analytics events reach window.dataLayer. Each test has its own browser
// context, so its own IndexedDB and guest cart.
import { expect, test, type Page } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// The seed's washed dad cap: colours Black (116 in stock) and Pink, one size.
const CAP = '/p/CAP-0005/washed-dad-cap-135'
// The seed's woven fedora: sizes 55, 57 and 61 in stock, 59 sold out.
const FEDORA = '/p/HAT-0002/woven-fedora-95'

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Cart, ${count} items` })

async function addBlackCap(page: Page) {
  await gotoInteractive(page, CAP)
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
}

/** The value of one spec key in the shop's IndexedDB cart store. */
function readStoredCart(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('vitrine')
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'))
        open.onsuccess = () => {
          const request = open.result.transaction('cart').objectStore('cart').get(name)
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'))
          request.onsuccess = () => resolve(request.result)
        }
      }),
    key,
  )
}

interface DataLayerEvent {
  event?: string
  ecommerce?: { value?: number; items?: Array<Record<string, unknown>> }
}

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
        (entry) => entry.event === event,
      ),
    name,
  )

test('two tabs of one browser end up with the same cart', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await gotoInteractive(second, '/')
  await expect(cartButton(second, 0)).toBeVisible()

  await addBlackCap(first)
  await expect(cartButton(first, 1)).toBeVisible()
  // The other open tab follows without a reload (BroadcastChannel, then the shared store).
  await expect(cartButton(second, 1)).toBeVisible()

  // A change in the second tab reaches the first one, and a reload agrees with both.
  await cartButton(second, 1).click()
  const line = second
    .getByRole('dialog', { name: 'Your Order' })
    .getByRole('listitem')
    .filter({ hasText: 'Washed Dad Cap' })
  const quantity = line.getByRole('spinbutton', { name: 'Quantity' })
  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(cartButton(second, 3)).toBeVisible()
  await expect(cartButton(first, 3)).toBeVisible()
  await first.reload()
  await expect(first.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(cartButton(first, 3)).toBeVisible()
  await cartButton(first, 3).click()
  await expect(
    first
      .getByRole('dialog', { name: 'Your Order' })
      .getByRole('heading', { name: 'Washed Dad Cap' }),
  ).toBeVisible()
})

test('the cart survives a reload from IndexedDB and is synchronised again', async ({ page }) => {
  await addBlackCap(page)
  await expect(cartButton(page, 1)).toBeVisible()
  // The line shows at once (local first); the hash is recorded once the server has the cart.
  await expect
    .poll(async () => typeof (await readStoredCart(page, 'current-cart-hash')))
    .toBe('string')
  const token = await readStoredCart(page, 'current-cart-token')
  expect(typeof token).toBe('string')
  expect(await readStoredCart(page, 'current-cart')).toMatchObject([
    { sku: expect.stringContaining('CAP-0005'), qty: 1 },
  ])
  // Nothing is left in localStorage: the cart lives in IndexedDB.
  expect(await page.evaluate(() => localStorage.getItem('current-cart'))).toBeNull()

  const pulled = page.waitForResponse((response) => response.url().includes('/api/cart/pull'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(cartButton(page, 1)).toBeVisible()
  expect((await pulled).ok()).toBe(true)
  await cartButton(page, 1).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  const line = cart.getByRole('listitem').filter({ hasText: 'Washed Dad Cap' })
  await expect(line.getByText('In stock!')).toBeVisible()
  expect(await readStoredCart(page, 'current-cart-token')).toBe(token)
})

test('a first visit without a cart loads no cart runtime until the first add (D64)', async ({
  page,
}) => {
  const cartCalls: string[] = []
  const runtimeChunks: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/cart/')) cartCalls.push(pathname)
    if (/\/assets\/cart-runtime-[^/]+\.js$/.test(pathname)) runtimeChunks.push(pathname)
  })
  await gotoInteractive(page, CAP)
  await expect(cartButton(page, 0)).toBeVisible()
  // Time for a start-up sync, had there been one.
  await page.waitForLoadState('networkidle')
  expect(cartCalls).toEqual([])
  expect(runtimeChunks).toEqual([])

  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(cartButton(page, 1)).toBeVisible()
  expect(runtimeChunks).toHaveLength(1)
  expect(cartCalls).toContain('/api/cart/create')
})

test('?restoreQuoteId brings a cart into a browser that has none', async ({ page, browser }) => {
  await addBlackCap(page)
  await expect(cartButton(page, 1)).toBeVisible()
  // The line shows at once (local first); the hash is recorded once the server has the cart.
  await expect
    .poll(async () => typeof (await readStoredCart(page, 'current-cart-hash')))
    .toBe('string')
  const token = await readStoredCart(page, 'current-cart-token')

  const other = await browser.newContext()
  const visitor = await other.newPage()
  await gotoInteractive(visitor, `/?restoreQuoteId=${encodeURIComponent(String(token))}`)
  await expect(cartButton(visitor, 1)).toBeVisible()
  expect(await readStoredCart(visitor, 'current-cart-token')).toBe(token)
  await other.close()
})

test('an out-of-stock size gives the out-of-stock notice; an out-of-stock line its mark', async ({
  page,
}) => {
  // The sold-out size cannot be chosen at all.
  await gotoInteractive(page, FEDORA)
  const sizes = page.getByRole('group', { name: 'Size' })
  await expect(sizes.getByRole('button', { name: '59' })).toBeDisabled()

  // Size 57 sells out between showing the page and the click: the stock check says so.
  await page.route(
    (url) =>
      url.pathname.endsWith('/api/stock/check') && url.searchParams.get('sku') === 'HAT-0002-57',
    (route) =>
      route.fulfill({
        json: {
          code: 200,
          result: {
            sku: 'HAT-0002-57',
            product_id: 97,
            qty: 0,
            is_in_stock: false,
            manage_stock: true,
            status: 'out_of_stock',
          },
        },
      }),
  )
  await sizes.getByRole('button', { name: '57' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    notifications(page).getByText('The product is out of stock and cannot be added to the cart!'),
  ).toBeVisible()
  await expect(cartButton(page, 0)).toBeVisible()

  // Size 55 goes in; when it sells out later, the line says so after the next start.
  await sizes.getByRole('button', { name: '55' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(cartButton(page, 1)).toBeVisible()
  await page.route(
    (url) => url.pathname.endsWith('/api/stock/list'),
    (route) =>
      route.fulfill({
        json: {
          code: 200,
          result: [
            {
              sku: 'HAT-0002-55',
              product_id: 96,
              qty: 0,
              is_in_stock: false,
              manage_stock: true,
              status: 'out_of_stock',
            },
          ],
        },
      }),
  )
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await cartButton(page, 1).click()
  const line = page
    .getByRole('dialog', { name: 'Your Order' })
    .getByRole('listitem')
    .filter({ hasText: 'Woven Fedora' })
  await expect(line.getByText('Out of the stock!')).toBeVisible()
  await expect(line.getByText('In stock!')).toBeHidden()
})

test('an add made offline is sent when the browser is online again', async ({ page, context }) => {
  await gotoInteractive(page, CAP)
  await expect(cartButton(page, 0)).toBeVisible()
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
  // The choice is written into the URL by a client navigation, which first asks the server for
  // the route's manifest (lazy route discovery): offline only once the network is quiet again (an
  // add is what is made offline here).
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(notifications(page).getByText('Product has been added to the cart!')).toBeVisible()
  await expect(cartButton(page, 1)).toBeVisible()

  const sent = page.waitForResponse((response) => response.url().includes('/api/cart/update'))
  await context.setOffline(false)
  expect((await sent).ok()).toBe(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(cartButton(page, 1)).toBeVisible()
})

test('add_to_cart, view_cart and remove_from_cart reach the data layer', async ({ page }) => {
  await addBlackCap(page)
  await expect(cartButton(page, 1)).toBeVisible()
  // add_to_cart is pushed once the add is confirmed, just after the line shows (local first).
  await expect.poll(() => dataLayerEvents(page, 'add_to_cart')).toHaveLength(1)
  const [added] = await dataLayerEvents(page, 'add_to_cart')
  expect(added?.ecommerce).toMatchObject({
    currency: 'EUR',
    items: [{ item_id: 'CAP-0005', item_name: 'Washed Dad Cap', quantity: 1 }],
  })
  expect(added?.ecommerce?.items?.[0]?.item_variant).toContain('Black')
  expect(added?.ecommerce?.items?.[0]?.price).toBe(added?.ecommerce?.value)

  await cartButton(page, 1).click()
  // The mini-cart is loaded on demand; it reports the view once it is shown.
  await expect.poll(() => dataLayerEvents(page, 'view_cart')).toHaveLength(1)
  const line = page
    .getByRole('dialog', { name: 'Your Order' })
    .getByRole('listitem')
    .filter({ hasText: 'Washed Dad Cap' })
  await line.getByRole('button', { name: 'Remove Washed Dad Cap' }).click()
  await line.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(cartButton(page, 0)).toBeVisible()
  const [removed] = await dataLayerEvents(page, 'remove_from_cart')
  expect(removed?.ecommerce).toMatchObject({
    currency: 'EUR',
    items: [{ item_id: 'CAP-0005', quantity: 1 }],
  })
})
