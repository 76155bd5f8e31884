// Wishlists as a new customer meets them (spec 001 §2, §4, §5, §7; 000 §7): log in, make three
// lists, save a product from a category tile and one from its product page through the
// add-to-wishlist modal, share a list and open its link in a fresh browser (no login, read only),
// make the fifth list and see the sixth refused with the spec's text. Desktop and 390 px. A guest
// using the heart is sent to /login. The heart knows the saved state from the server's page and
// follows changes made in the same visit (D148).
import { expect, test, type Page } from '@playwright/test'
import { accountLabels, createCustomer, logIn } from './account-helpers'
import { findProduct } from './layout-helpers'
import { gotoInteractive } from './page-helpers'

const text = accountLabels.en
const LIMIT = 'Only 5 wishlist(s) can be created.'

async function createList(page: Page, name: string) {
  const main = page.getByRole('main')
  await main.getByLabel('New wishlist').fill(name)
  await main.getByRole('button', { name: 'Create wishlist' }).click()
}

/** Saves the product whose heart was clicked into the list `listName` through the modal. */
async function saveWithModal(page: Page, listName: string, productName: string) {
  const dialog = page.getByRole('dialog', { name: 'Add to wishlist' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(productName, { exact: true })).toBeVisible()
  // The box follows the shop's answer: it is checked once the list reloaded with the product.
  await dialog.getByRole('checkbox', { name: listName }).click()
  await expect(dialog.getByRole('status')).toHaveText(`Added to ${listName}.`)
  await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test(`a customer makes lists, saves from a tile and a product page, shares one and meets the limit (${viewport.name})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const customer = await createCustomer(request, 'wishlists')
    const product = await findProduct(request, '', 'simple')
    await logIn(page, text, customer.email, customer.password)

    // The account area's wishlist block: the default list, then three of the customer's own.
    await gotoInteractive(page, '/my-account/wishlist')
    const main = page.getByRole('main')
    const block = main.getByRole('region', { name: 'Wishlists' })
    await expect(block.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible()
    for (const name of ['Summer', 'Gifts', 'Later']) {
      await createList(page, name)
      await expect(block.getByRole('link', { name, exact: true })).toBeVisible()
    }

    // From a tile of the product's category.
    await gotoInteractive(page, product.categoryPath)
    const tile = main.getByRole('article').first()
    const tileName = (await tile.getByRole('heading').textContent()) ?? ''
    const tileHeart = tile.getByRole('button', { name: 'Add to wishlist' })
    await tileHeart.click()
    await saveWithModal(page, 'Summer', tileName)
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'true')
    // The category page rendered again by the server knows the tile's product is saved (D148).
    await page.reload()
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'true')

    // From the product page.
    await gotoInteractive(page, product.path)
    await main.getByRole('button', { name: 'Add to wishlist' }).first().click()
    await saveWithModal(page, 'Gifts', product.name)

    // The lists hold what was saved; share one.
    await gotoInteractive(page, '/my-account/wishlist')
    await block.getByRole('link', { name: 'Summer', exact: true }).click()
    await expect(main.getByRole('heading', { level: 2, name: 'Summer', exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: tileName })).toBeVisible()
    await gotoInteractive(page, '/my-account/wishlist')
    await block.getByRole('link', { name: 'Gifts', exact: true }).click()
    await expect(main.getByRole('heading', { name: product.name })).toBeVisible()
    await main.getByRole('button', { name: 'Share wishlist' }).click()
    const shareLink = main.getByRole('textbox', { name: 'Share link' })
    await expect(shareLink).toHaveValue(/\/wishlist\/[A-Za-z0-9_-]{22}$/)
    const shareUrl = await shareLink.inputValue()

    // Anyone with the link, without logging in, sees the list and cannot change it.
    const stranger = await browser.newContext({ viewport })
    try {
      const other = await stranger.newPage()
      await gotoInteractive(other, shareUrl)
      const shared = other.getByRole('main')
      await expect(shared.getByRole('heading', { level: 1, name: 'Gifts' })).toBeVisible()
      await expect(shared.getByRole('heading', { name: product.name })).toBeVisible()
      await expect(shared.getByRole('button', { name: /Remove .* from the wishlist/ })).toHaveCount(
        0,
      )
      await expect(shared.getByRole('button', { name: 'Share wishlist' })).toHaveCount(0)
      await expect(shared.getByText(customer.email)).toHaveCount(0)
    } finally {
      await stranger.close()
    }

    // The fifth list is made; the sixth is refused with the spec's text.
    await gotoInteractive(page, '/my-account/wishlist')
    await createList(page, 'Fifth')
    await expect(block.getByRole('link', { name: 'Fifth', exact: true })).toBeVisible()
    await createList(page, 'Sixth')
    await expect(block.getByRole('alert')).toHaveText(LIMIT)
    await expect(block.getByRole('link', { name: 'Sixth', exact: true })).toHaveCount(0)
    await expect(block.getByRole('listitem')).toHaveCount(5)
  })
}

test('the product page’s heart is pressed from the first render while the product is on a list', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const customer = await createCustomer(request, 'wishlist-heart')
  const product = await findProduct(request, '', 'simple')
  await logIn(page, text, customer.email, customer.password)
  const main = page.getByRole('main')
  const heart = main.getByRole('button', { name: 'Add to wishlist' }).first()

  await gotoInteractive(page, product.path)
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await saveWithModal(page, 'Wishlist', product.name)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  // A fresh page of the shop: the heart is pressed before any script ran.
  await page.reload()
  await expect(main.getByRole('button', { name: 'Add to wishlist', pressed: true })).toHaveCount(1)
  const served = await request.get(product.path, {
    headers: {
      cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    },
  })
  expect(await served.text()).toMatch(/<button[^>]*aria-pressed="true"[^>]*>/)

  // Taken off the list, the heart is released on the next page too.
  await gotoInteractive(page, product.path)
  await heart.click()
  const dialog = page.getByRole('dialog', { name: 'Add to wishlist' })
  await expect(dialog.getByRole('checkbox', { name: 'Wishlist' })).toBeChecked()
  await dialog.getByRole('checkbox', { name: 'Wishlist' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Wishlist' })).not.toBeChecked()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(main.getByRole('button', { name: 'Add to wishlist', pressed: true })).toHaveCount(0)
})

test('hearts follow changes made in the same visit, from the modal and from the wishlist page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const customer = await createCustomer(request, 'wishlist-visit')
  const product = await findProduct(request, '', 'simple')
  await logIn(page, text, customer.email, customer.password)
  const main = page.getByRole('main')

  await gotoInteractive(page, product.path)
  const heart = main.getByRole('button', { name: 'Add to wishlist' }).first()
  await heart.click()
  await saveWithModal(page, 'Wishlist', product.name)
  // From here on the shop moves within the page (no document is loaded again).
  await page.evaluate(() => Object.assign(window, { sameVisit: true }))

  // The list's page shows the product saved from the modal with its heart pressed.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  await main
    .getByRole('region', { name: 'Wishlists' })
    .getByRole('link', { name: 'Wishlist', exact: true })
    .click()
  const tile = main.getByRole('article').filter({ hasText: product.name })
  await expect(tile.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await main.getByRole('button', { name: `Remove ${product.name} from the wishlist` }).click()
  await expect(tile).toHaveCount(0)

  // Back on the product page, its heart is released.
  for (let step = 0; step < 4 && new URL(page.url()).pathname !== product.path; step += 1) {
    await page.goBack()
  }
  expect(new URL(page.url()).pathname).toBe(product.path)
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true)
})

test('a guest using the heart on a product page is sent to the login page', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, '', 'simple')
  await gotoInteractive(page, product.path)
  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('main').getByRole('button', { name: text.submitLogin })).toBeVisible()
})

test('the header’s wishlist icon leads a customer to the wishlists', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const customer = await createCustomer(request, 'wishlist-icon')
  await logIn(page, text, customer.email, customer.password)
  await gotoInteractive(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  await expect(page).toHaveURL(/\/my-account\/wishlist$/)
  await expect(page.getByRole('main').getByRole('heading', { name: 'Wishlists' })).toBeVisible()
})
