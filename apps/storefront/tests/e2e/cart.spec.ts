// The cart journeys (spec 000 §4 "Add to cart", §8; 001 §2 mini-cart, §4 button states, §5
// quantity texts): a configurable cap added from its product page, its quantity changed and the
// line removed in the mini-cart, coupons (the seeded WELCOME10 and an unknown code), the
// out-of-stock notice (a sold-out product, and a size sold out while its page was open), and the
// same in the Dutch store. Each test has its own browser context,
// so its own guest cart.
import { expect, test, type Page } from '@playwright/test'
import { placeGuestOrderAtBff } from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

// The seed's washed dad cap: colours Black (116 in stock) and Pink, one size.
const CAP = '/p/CAP-0005/washed-dad-cap-135'
// A one-size necklace whose only stock is sold out (a simple product the page still shows).
const SOLD_OUT_NECKLACE = '/p/NCK-0005/initial-layered-necklace-218'

// The seed's showcase dress; Navy in size S has one unit in stock (size S is option 5020).
const DRESS = '/p/DRS-0001/summer-slip-dress-1'
const NAVY_S_SIZE_VALUE = '5020'

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications|Meldingen/ })

async function addBlackCap(page: Page, prefix = '') {
  await gotoInteractive(page, `${prefix}${CAP}`)
  const colour = page.getByRole('group', { name: prefix === '/nl' ? 'Kleur' : 'Colour' })
  await colour.getByRole('button', { name: prefix === '/nl' ? 'Zwart' : 'Black' }).click()
  await page
    .getByRole('button', { name: prefix === '/nl' ? 'In winkelwagen' : 'Add to cart' })
    .click()
}

test('a configurable cap is added from its product page: success notice and header badge', async ({
  page,
}) => {
  await addBlackCap(page)
  const notice = notifications(page)
  await expect(notice.getByText('Product has been added to the cart!')).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()

  // The same cap again grows the line instead of adding one.
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(notice.getByText('Product quantity has been updated!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()

  // The cart survives a reload (token and lines in IndexedDB, synchronised with the server).
  await gotoInteractive(page, CAP)
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
})

test('the mini-cart changes the quantity with the spec texts and removes after confirmation', async ({
  page,
}) => {
  await addBlackCap(page)
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()
  await page.getByRole('button', { name: 'Cart, 1 items' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  const line = cart.getByRole('listitem').filter({ hasText: 'Washed Dad Cap' })
  await expect(line.getByText('Black')).toBeVisible()
  await expect(line.locator('img')).toHaveAttribute('src', /^\/img\/150\/150\/resize\//)

  const quantity = line.getByRole('spinbutton', { name: 'Quantity' })
  await quantity.fill('0')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText('Quantity must be above 0')
  await quantity.fill('1.5')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText('Quantity must be positive integer')
  await quantity.fill('500')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText('Only 116 products of this type are available!')
  await expect(quantity).toHaveValue('1')

  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible()
  await expect(line.getByRole('alert')).toBeHidden()

  await line.getByRole('button', { name: 'Remove Washed Dad Cap' }).click()
  await line.getByRole('button', { name: 'Cancel' }).click()
  await expect(line).toBeVisible()
  await line.getByRole('button', { name: 'Remove Washed Dad Cap' }).click()
  await line.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(cart.getByText('Your shopping cart is empty.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()

  // The overlay closes the panel.
  await page.getByRole('button', { name: 'Close the panel' }).click()
  await expect(cart).toBeHidden()
})

test('the seeded coupon WELCOME10 takes 10% off; an unknown code is named as not valid', async ({
  page,
}) => {
  await addBlackCap(page)
  await page.getByRole('button', { name: 'Cart, 1 items' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  // The line shows before the server's totals arrive (local first): wait for the totals.
  const subtotalCell = cart.locator('dt:text-is("Subtotal incl. tax") + dd')
  await expect(subtotalCell).toHaveText(/[1-9]/)
  const subtotal = await subtotalCell.textContent()
  await expect(cart.getByText('Discount', { exact: true })).toBeHidden()

  await cart.getByRole('textbox', { name: 'Discount codes' }).fill('WELCOME10')
  await cart.getByRole('button', { name: 'Apply' }).click()
  await expect(cart.getByRole('list', { name: 'Applied discount codes' })).toContainText(
    'WELCOME10',
  )
  await expect(cart.getByText('Discount', { exact: true })).toBeVisible()
  const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))
  const discountCell = cart.locator('dt:text-is("Discount") + dd')
  await expect(discountCell).toHaveText(/^-€/)
  expect(cents(await discountCell.textContent())).toBe(Math.round(cents(subtotal) / 10))

  await cart.getByRole('textbox', { name: 'Discount codes' }).fill('NOPE')
  await cart.getByRole('button', { name: 'Apply' }).click()
  await expect(cart.getByRole('alert')).toHaveText('NOPE is not a valid coupon.')
  // The valid code stays applied.
  await expect(cart.getByRole('list', { name: 'Applied discount codes' })).toContainText(
    'WELCOME10',
  )
})

test('a sold-out product gives the out-of-stock notice and is not added', async ({ page }) => {
  await gotoInteractive(page, SOLD_OUT_NECKLACE)
  await expect(page.getByText('Out of stock!')).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    notifications(page).getByText('The product is out of stock and cannot be added to the cart!'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
})

test('a size sold out while its page was open gives the out-of-stock notice', async ({
  page,
  request,
}) => {
  await gotoInteractive(page, `${DRESS}/DRS-0001-NAVY-S`)
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue(NAVY_S_SIZE_VALUE)
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()

  // Meanwhile another shopper orders the last Navy dress in size S.
  await placeGuestOrderAtBff(request, 'DRS-0001-NAVY-S')

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    notifications(page).getByText('The product is out of stock and cannot be added to the cart!'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
})

test('in the Dutch store the cart speaks Dutch', async ({ page }) => {
  await addBlackCap(page, '/nl')
  await expect(
    notifications(page).getByText('Het product is aan de winkelwagen toegevoegd!'),
  ).toBeVisible()
  await expect(notifications(page).getByRole('button', { name: 'Naar afrekenen' })).toBeVisible()
  await page.getByRole('button', { name: 'Winkelwagen, 1 artikelen' }).click()
  const cart = page.getByRole('dialog', { name: 'Jouw bestelling' })
  // the line keeps the Dutch catalogue's name (D84)
  const line = cart.getByRole('listitem').filter({ hasText: 'Gewassen dad cap' })
  const quantity = line.getByRole('spinbutton', { name: 'Aantal' })
  await quantity.fill('0')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText('Het aantal moet groter zijn dan 0')
  await quantity.fill('500')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText(
    'Er zijn maar 116 producten van dit type beschikbaar!',
  )
  await cart.getByRole('textbox', { name: 'Kortingscodes' }).fill('NOPE')
  await cart.getByRole('button', { name: 'Toepassen' }).click()
  await expect(cart.getByRole('alert').filter({ hasText: 'NOPE' })).toHaveText(
    'NOPE is geen geldige kortingscode.',
  )
})

test('a tile shows its size picker first and adds the chosen size on the next click', async ({
  page,
}) => {
  // The seed's woven fedora (women/hats-caps/hats): sizes 55, 57 and 61 in stock, 59 sold out.
  await gotoInteractive(page, '/c/hats-14')
  const tile = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'Woven Fedora', exact: true }),
  })
  const add = tile.getByRole('button', { name: 'Add to cart: Woven Fedora' })
  await add.click()
  const sizes = tile.getByRole('group', { name: 'Choose a size for Woven Fedora' })
  await expect(sizes.getByRole('radio', { name: '59' })).toBeDisabled()
  await add.click()
  await expect(notifications(page).getByText('Please select a size')).toBeVisible()
  await sizes.getByRole('radio', { name: '57' }).check()
  await add.click()
  await expect(notifications(page).getByText('Product has been added to the cart!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()
  await page.getByRole('button', { name: 'Cart, 1 items' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Your Order' }).getByRole('heading', { name: 'Woven Fedora' }),
  ).toBeVisible()
})

test('the mini-cart leads to checkout: disabled with the spec text when empty, a link with a product', async ({
  page,
}) => {
  await gotoInteractive(page, CAP)
  await page.getByRole('button', { name: 'Cart, 0 items' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  const disabled = cart.getByRole('button', { name: 'Go to checkout' })
  await expect(disabled).toBeDisabled()
  await expect(disabled).toHaveAccessibleDescription(
    'Shopping cart is empty. Please add some products before entering Checkout',
  )
  await cart.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(cart).toBeHidden()

  await addBlackCap(page)
  await page.getByRole('button', { name: 'Cart, 1 items' }).click()
  // D91: no shipping price before a method is chosen (checkout chooses it).
  await expect(cart.locator('dt:text-is("Shipping") + dd')).toHaveText('Calculated at checkout')
  await cart.getByRole('link', { name: 'Go to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(cart).toBeHidden()
  await expect(page.getByRole('complementary')).toContainText('Washed Dad Cap')
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the add-to-cart notice is announced and leaves the header cart button free', async ({
    page,
  }) => {
    await addBlackCap(page)
    // D92: announced politely through a live status region.
    const announced = page
      .getByRole('status')
      .filter({ hasText: 'Product has been added to the cart!' })
    await expect(announced).toBeVisible()
    await expect(announced).toHaveAttribute('aria-live', 'polite')

    const cartButton = page.getByRole('button', { name: 'Cart, 1 items' })
    const notice = notifications(page).getByText('Product has been added to the cart!')
    const [noticeBox, buttonBox] = [await notice.boundingBox(), await cartButton.boundingBox()]
    expect(noticeBox && buttonBox).toBeTruthy()
    const overlaps =
      noticeBox!.y < buttonBox!.y + buttonBox!.height &&
      buttonBox!.y < noticeBox!.y + noticeBox!.height
    expect(overlaps).toBe(false)

    // While the notice shows, the cart opens from the header (a covered button would not click).
    await expect(notice).toBeVisible()
    await cartButton.click({ trial: true })
    await cartButton.click()
    const cart = page.getByRole('dialog', { name: 'Your Order' })
    await expect(cart).toBeVisible()
    const checkout = cart.getByRole('link', { name: 'Go to checkout' })
    // A trial click waits until the panel has slid in (the element is stable).
    await checkout.click({ trial: true })
    expect((await checkout.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    // The panel fills the phone's screen and nothing in it is wider.
    const panel = (await cart.boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(390)
    expect(await cart.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)

    // spec 000 §9: the notice still leaves after its time to live.
    await expect(notifications(page).getByText('Product has been added to the cart!')).toHaveCount(
      0,
    )
  })
})
