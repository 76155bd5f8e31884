// The checkout journeys (spec 000 §2, §4, §7, §8; 001 §2, §5): a guest in the Dutch store buys a
// configurable cap with a coupon and sees an order number; a shopper creates an account at
// checkout and the cart and details survive a reload; a double click places one order; the
// purchase event carries the order's totals; an empty cart gets the spec's notice. Each test has
// its own browser context, so its own cart, and its own e-mail address.
import { expect, test } from '@playwright/test'
import {
  PASSWORD,
  addBlackCap,
  applyCoupon,
  choosePaymentAndReview,
  countCustomerOrders,
  countOrderPosts,
  fillPersonalDetails,
  fillShipping,
  labels,
  reachOrderReview,
  readSummaryCents,
  uniqueEmail,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

test('a guest buys a configurable cap in /nl with a coupon and sees an order number', async ({
  page,
}) => {
  const nl = labels.nl
  await addBlackCap(page, '/nl', nl)
  await applyCoupon(page, 'WELCOME10', nl)
  await gotoInteractive(page, '/nl/checkout')

  // spec 001 §2: no header icons in checkout.
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
  await expect(page.getByRole('button', { name: nl.cart })).toHaveCount(0)
  await expect(page.getByRole('complementary')).toContainText('Gewassen dad cap')

  // The spec's validation texts, in Dutch.
  await page.getByRole('button', { name: nl.toShipping }).click()
  await expect(page.getByText('Dit veld is verplicht').first()).toBeVisible()
  await expect(page.getByRole('main').getByLabel(nl.firstName)).toBeFocused()

  const shopper = { firstName: 'Anna', lastName: 'Jansen', email: uniqueEmail('guest-nl') }
  await fillPersonalDetails(page, shopper, nl)
  // The country defaults to the store view's tax country.
  await expect(page.getByRole('main').getByLabel(nl.country)).toHaveValue('NL')
  await fillShipping(page, shopper, nl)
  await choosePaymentAndReview(page, nl)
  await expect(
    page.getByRole('complementary').getByText(nl.discount, { exact: true }),
  ).toBeVisible()

  await page.getByRole('button', { name: nl.placeOrder }).click()
  await expect(page.getByText('Je moet de algemene voorwaarden accepteren.')).toBeVisible()
  await page.getByRole('checkbox', { name: nl.terms }).check()
  await page.getByRole('button', { name: nl.placeOrder }).click()

  await expect(page.getByRole('heading', { level: 1, name: nl.thankYou })).toBeVisible()
  await expect(page.getByRole('status').getByText(nl.orderNumber)).toBeVisible()
  // The cart was cleared after the order.
  await gotoInteractive(page, '/nl/checkout')
  await expect(page.getByRole('alert')).toHaveText(
    'De winkelwagen is leeg. Voeg eerst producten toe voordat je gaat afrekenen',
  )
})

test('a shopper creates an account at checkout; the cart and details survive a reload', async ({
  page,
  request,
}) => {
  const en = labels.en
  await addBlackCap(page)
  await gotoInteractive(page, '/checkout')
  const shopper = { firstName: 'Bram', lastName: 'de Vries', email: uniqueEmail('account') }

  // spec 001 §5 password rules, verbatim.
  await page.getByRole('main').getByLabel(en.firstName).fill(shopper.firstName)
  await page.getByRole('main').getByLabel(en.lastName).fill(shopper.lastName)
  await page.getByRole('main').getByLabel(en.email).fill(shopper.email)
  await page.getByRole('checkbox', { name: en.createAccount }).check()
  await page.getByRole('main').getByLabel(en.password, { exact: true }).fill('short')
  await page.getByRole('main').getByLabel(en.repeatPassword).fill('other')
  await page.getByRole('button', { name: en.toShipping }).click()
  await expect(page.getByText('Password must have at least 8 letters.')).toBeVisible()
  await expect(page.getByText('Passwords must be identical')).toBeVisible()
  await page.getByRole('main').getByLabel(en.password, { exact: true }).fill('alllowercase1')
  await page.getByRole('button', { name: en.toShipping }).click()
  await expect(
    page.getByText(
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
    ),
  ).toBeVisible()

  await page.getByRole('main').getByLabel(en.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('main').getByLabel(en.repeatPassword).fill(PASSWORD)
  await page.getByRole('button', { name: en.toShipping }).click()
  await page.getByRole('main').getByLabel(en.street).fill('Keizersgracht')

  // A reload keeps the cart and what was typed (the password is typed again).
  await gotoInteractive(page, '/checkout')
  await expect(page.getByRole('complementary')).toContainText('Washed Dad Cap')
  await expect(page.getByRole('main').getByLabel(en.email)).toHaveValue(shopper.email)
  await expect(page.getByRole('checkbox', { name: en.createAccount })).toBeChecked()
  await expect(page.getByRole('main').getByLabel(en.password, { exact: true })).toHaveValue('')
  await page.getByRole('main').getByLabel(en.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('main').getByLabel(en.repeatPassword).fill(PASSWORD)
  await page.getByRole('button', { name: en.toShipping }).click()
  await expect(page.getByRole('main').getByLabel(en.street)).toHaveValue('Keizersgracht')

  await fillShipping(page, shopper)
  await choosePaymentAndReview(page)
  await page.getByRole('checkbox', { name: en.terms }).check()
  await page.getByRole('button', { name: en.placeOrder }).click()
  await expect(page.getByRole('status').getByText(en.orderNumber)).toBeVisible()
  await expect(
    page.getByText(`Your account has been created; you can log in with ${shopper.email}.`),
  ).toBeVisible()

  expect(await countCustomerOrders(request, shopper.email, PASSWORD)).toBe(1)
})

test('a double click on the place-order button creates one order', async ({ page, request }) => {
  const en = labels.en
  const shopper = await reachOrderReview(page, {
    firstName: 'Chris',
    lastName: 'Bakker',
    emailPrefix: 'double',
  })
  const posts = countOrderPosts(page)
  await page.getByRole('button', { name: en.placeOrder }).dblclick()
  await expect(page.getByRole('status').getByText(en.orderNumber)).toBeVisible()

  expect(posts.count).toBe(1)
  expect(await countCustomerOrders(request, shopper.email, PASSWORD)).toBe(1)
})

test('the purchase event carries the order number and the totals of the order', async ({
  page,
}) => {
  const en = labels.en
  await addBlackCap(page)
  await applyCoupon(page, 'WELCOME10')
  await gotoInteractive(page, '/checkout')
  const shopper = { firstName: 'Dana', lastName: 'Visser', email: uniqueEmail('purchase') }
  await fillPersonalDetails(page, shopper)
  await fillShipping(page, shopper)
  await choosePaymentAndReview(page)

  const grandTotal = await readSummaryCents(page, en.grandTotal)
  const tax = await readSummaryCents(page, en.tax)
  const shipping = await readSummaryCents(page, en.shipping)
  expect(grandTotal).toBeGreaterThan(0)

  await page.getByRole('checkbox', { name: en.terms }).check()
  await page.getByRole('button', { name: en.placeOrder }).click()
  const status = page.getByRole('status').getByText(en.orderNumber)
  await expect(status).toBeVisible()
  const orderNumber = en.orderNumber.exec((await status.textContent()) ?? '')?.[1]

  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
        typeof entry.event === 'string' && typeof entry.ecommerce === 'object',
    ),
  )
  const byName = (name: string) => events.filter((entry) => entry.event === name)
  expect(byName('begin_checkout')).toHaveLength(1)
  expect(byName('add_shipping_info')[0]?.ecommerce.shipping_tier).toBe('flatrate_flatrate')
  expect(byName('add_payment_info')[0]?.ecommerce.payment_type).toBe('checkmo')
  const purchases = byName('purchase')
  expect(purchases).toHaveLength(1)
  const purchase = purchases[0]!.ecommerce
  const cents = (amount: unknown) => Math.round(Number(amount) * 100)
  expect(purchase.transaction_id).toBe(orderNumber)
  expect(cents(purchase.value)).toBe(grandTotal)
  expect(cents(purchase.tax)).toBe(tax)
  expect(cents(purchase.shipping)).toBe(shipping)
  expect(purchase.coupon).toBe('WELCOME10')
  expect(purchase.currency).toBe('EUR')
  expect(purchase.items).toEqual([
    expect.objectContaining({ item_name: 'Washed Dad Cap', quantity: 1 }),
  ])
})

test('an empty cart gets the spec notice instead of the checkout', async ({ page }) => {
  await gotoInteractive(page, '/checkout')
  await expect(page.getByRole('alert')).toHaveText(
    'Shopping cart is empty. Please add some products before entering Checkout',
  )
})

test('the order summary: shipping calculated until a method is chosen, coupons applied there', async ({
  page,
}) => {
  const en = labels.en
  await addBlackCap(page)
  await gotoInteractive(page, '/checkout')
  const summary = page.getByRole('complementary')
  const shippingCell = summary.locator('dt:text-is("Shipping") + dd')
  // D91: no price before a shipping method is chosen.
  await expect(shippingCell).toHaveText('Calculated at the shipping step')

  // The mini-cart's coupon rules and texts (spec 000 §8), in the summary.
  await summary.getByRole('textbox', { name: en.couponLabel }).fill('NOPE')
  await summary.getByRole('button', { name: en.couponApply }).click()
  await expect(summary.getByRole('alert')).toHaveText('NOPE is not a valid coupon.')
  await summary.getByRole('textbox', { name: en.couponLabel }).fill('WELCOME10')
  await summary.getByRole('button', { name: en.couponApply }).click()
  await expect(summary.getByRole('list', { name: 'Applied discount codes' })).toContainText(
    'WELCOME10',
  )
  await expect(summary.getByText(en.discount, { exact: true })).toBeVisible()
  await expect(summary.getByRole('alert')).toHaveCount(0)

  const shopper = { firstName: 'Eva', lastName: 'Smit', email: uniqueEmail('summary') }
  await fillPersonalDetails(page, shopper)
  await fillShipping(page, shopper)
  await expect(shippingCell).toHaveText('€4.95')
  // The shipping step's summary names the method as it was offered, not by its code.
  await expect(
    page.getByText('Keizersgracht 12, 1015 CJ Amsterdam, NL; Flat Rate – Fixed'),
  ).toBeVisible()

  // A coupon removed after the method was chosen: the server's totals are asked again.
  const withDiscount = await readSummaryCents(page, en.grandTotal)
  await summary.getByRole('button', { name: 'Remove discount code WELCOME10' }).click()
  await expect(summary.getByText(en.discount, { exact: true })).toBeHidden()
  await expect.poll(() => readSummaryCents(page, en.grandTotal)).toBeGreaterThan(withDiscount)
  await expect(shippingCell).toHaveText('€4.95')
})

test.describe('on a small phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  test('the checkout steps fit the screen with touch-sized controls', async ({ page }) => {
    const en = labels.en
    await addBlackCap(page)
    await gotoInteractive(page, '/checkout')
    const fitsScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await fitsScreen()).toBe(true)
    const shopper = { firstName: 'Noor', lastName: 'Mulder', email: uniqueEmail('phone') }
    await fillPersonalDetails(page, shopper)
    await expect(page.getByRole('radio').first()).toBeVisible()
    expect(await fitsScreen()).toBe(true)
    for (const control of [
      page.getByRole('button', { name: en.toPayment }),
      page.getByRole('button', { name: 'Edit Personal Details' }),
      page.getByRole('main').getByLabel(en.street),
      page.getByRole('complementary').getByRole('button', { name: en.couponApply }),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
  })
})
