// Returns as a new customer and a guest make them (spec 001 §2, §4, §5; D163, D164): place an
// order, confirm the account, return two items from the order's page and see the return in the
// list with status Requested; a guest returns an item with the order ID and the last name on the
// order (one run at 390 px), after spec 001 §5's text for an Order ID with letters.
import { expect, test, type Page } from '@playwright/test'
import {
  addBlackCap,
  choosePaymentAndReview,
  confirmAccountFromMail,
  fillPersonalDetails,
  fillShipping,
  labels,
  PASSWORD,
  uniqueEmail,
  type Shopper,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

const en = labels.en

/** Two black caps, checked out by `shopper`; answers the order number. */
async function placeTwoCaps(page: Page, shopper: Shopper): Promise<string> {
  await addBlackCap(page)
  await addBlackCap(page)
  // The badge already says 1 when the second add is clicked: wait for the second one to count.
  await expect(page.getByRole('button', { name: en.cart })).toHaveAccessibleName(/\b2\b/)
  await gotoInteractive(page, '/checkout')
  await fillPersonalDetails(page, shopper)
  await fillShipping(page, shopper)
  await choosePaymentAndReview(page)
  await page.getByRole('checkbox', { name: en.terms }).check()
  await page.getByRole('button', { name: en.placeOrder }).click()
  const status = page.getByRole('status').getByText(en.orderNumber)
  await expect(status).toBeVisible()
  return en.orderNumber.exec((await status.textContent()) ?? '')?.[1] ?? ''
}

test('a customer returns two items of an order and sees the return as Requested', async ({
  page,
  request,
}) => {
  const shopper = {
    firstName: 'Rosa',
    lastName: 'Retour',
    email: uniqueEmail('returns'),
    password: PASSWORD,
  }
  const orderNumber = await placeTwoCaps(page, shopper)
  await confirmAccountFromMail(request, shopper.email)

  await gotoInteractive(page, '/login')
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill(shopper.email)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()

  await page.getByRole('link', { name: 'My orders' }).click()
  await page.getByRole('link', { name: `View order ${orderNumber}` }).click()
  await page.getByRole('link', { name: 'Return items' }).click()
  await expect(
    page.getByRole('heading', { name: `Return items of order ${orderNumber}` }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Request the return' }).click()
  await expect(page.getByText('Please select your return reason.')).toBeVisible()
  await page.getByLabel(/^Quantity to return/).selectOption('2')
  await page.getByLabel('Return reason').selectOption({ label: 'Too small' })
  await page.getByRole('button', { name: 'Request the return' }).click()

  const list = page.getByRole('region', { name: 'My returns' })
  await expect(list.getByRole('row').filter({ hasText: orderNumber })).toContainText('Requested')
  await list
    .getByRole('link', { name: /^View return/ })
    .first()
    .click()
  await expect(page.getByText('2 × ')).toBeVisible()
})

test.describe('a guest at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('returns an item with the order ID and the last name on the order', async ({ page }) => {
    const shopper = { firstName: 'Gijs', lastName: 'Gastman', email: uniqueEmail('guest-return') }
    const orderNumber = await placeTwoCaps(page, shopper)

    await gotoInteractive(page, '/guest-return')
    const main = page.getByRole('main')
    await main.getByLabel('Order ID').fill(`${orderNumber}x`)
    await main.getByLabel('Last name on the order').fill('Gastman')
    await main.getByRole('button', { name: 'Find my order' }).click()
    await expect(main.getByText('Your Order ID can only contain numbers')).toBeVisible()

    await main.getByLabel('Order ID').fill(orderNumber)
    await main.getByLabel('Last name on the order').fill('Someone Else')
    await main.getByRole('button', { name: 'Find my order' }).click()
    await expect(main.getByRole('alert')).toHaveText(
      'We could not find an order with this Order ID and last name.',
    )

    await main.getByLabel('Order ID').fill(orderNumber)
    await main.getByLabel('Last name on the order').fill('gastman')
    await main.getByRole('button', { name: 'Find my order' }).click()
    await main.getByLabel(/^Quantity to return/).selectOption('1')
    await main.getByLabel('Return reason').selectOption({ label: 'Damaged or faulty' })
    await main.getByRole('button', { name: 'Request the return' }).click()
    await expect(main.getByRole('status')).toContainText('its status is Requested')
  })
})
