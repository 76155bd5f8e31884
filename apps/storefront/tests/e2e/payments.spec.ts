// The payment journeys (spec 000 §2 /checkout-return, §4 provider flow, §7; D141–D145): a shopper
// pays with iDEAL through the BFF's local test gateway and sees 'paid' on the return page and in
// the order history, with one purchase event; a failed payment is paid on the second try; offline,
// an iDEAL order is not placed (nor queued). The time from "Place the order" to 'paid' on the
// return page is recorded as an annotation (the 3 s budget), never asserted.
import { expect, test, type Page } from '@playwright/test'
import {
  BFF_URL,
  PASSWORD,
  addBlackCap,
  confirmAccountFromMail,
  countOrderPosts,
  fillPersonalDetails,
  fillShipping,
  labels,
  uniqueEmail,
  type Labels,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

const gateway = { title: 'Test payment gateway' }
const texts = {
  en: { ideal: 'iDEAL', paid: 'Thank you! Your payment has been received.' },
  nl: {
    ideal: 'iDEAL',
    paid: 'Bedankt! Je betaling is ontvangen.',
    failed: 'Je betaling is mislukt. Je bestelling wacht op betaling.',
    retry: 'Opnieuw betalen',
  },
}

async function reachReviewWithIdeal(page: Page, prefix: string, text: Labels, password?: string) {
  await addBlackCap(page, prefix, text)
  await gotoInteractive(page, `${prefix}/checkout`)
  const shopper = {
    firstName: 'Iris',
    lastName: 'de Boer',
    email: uniqueEmail('ideal'),
    ...(password ? { password } : {}),
  }
  await fillPersonalDetails(page, shopper, text)
  await fillShipping(page, shopper, text)
  // The test gateway's methods say so, in the store view's language (D217).
  const testLabel =
    prefix === '/nl'
      ? 'testbetaling: er wordt geen geld afgeschreven'
      : 'test payment: no money is taken'
  await page.getByRole('radio', { name: `iDEAL (${testLabel})`, exact: true }).check()
  await page.getByRole('button', { name: text.toReview }).click()
  await page.getByRole('checkbox', { name: text.terms }).check()
  return shopper
}

function purchaseEvents(page: Page) {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: unknown }).event === 'purchase',
      ).length,
  )
}

test('a shopper pays with iDEAL through the test gateway and sees paid, once', async ({
  page,
  request,
}) => {
  const en = labels.en
  const shopper = await reachReviewWithIdeal(page, '', en, PASSWORD)

  const started = Date.now()
  await page.getByRole('button', { name: en.placeOrder }).click()
  await expect(page.getByRole('heading', { level: 1, name: gateway.title })).toBeVisible()
  await page.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(texts.en.paid)
  const elapsed = Date.now() - started
  test.info().annotations.push({ type: 'paid checkout ms', description: String(elapsed) })
  console.log(`paid checkout (place order → gateway → 'paid' shown): ${elapsed} ms`)

  await expect(page).toHaveURL(/\/checkout-return\?token=[a-f0-9]{32}$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(/Your order number: \d+/)
  await expect.poll(() => purchaseEvents(page)).toBe(1)
  // The purchase event fires on the first paid status only: not again after a reload.
  await gotoInteractive(page, new URL(page.url()).pathname + new URL(page.url()).search)
  await expect(page.getByRole('main').getByRole('status')).toContainText(texts.en.paid)
  expect(await purchaseEvents(page)).toBe(0)

  // The order itself is paid: the order history says so (processing = paid, D142). The account
  // made at checkout is confirmed from the order mail first (D105).
  await confirmAccountFromMail(request, shopper.email)
  const login = await request.post(`${BFF_URL}/api/user/login`, {
    data: { username: shopper.email, password: PASSWORD },
  })
  const token = ((await login.json()) as { result: string }).result
  const history = await request.get(`${BFF_URL}/api/user/order-history?token=${token}`)
  const orders = (
    (await history.json()) as {
      result: { items: Array<{ status: string; payment: { method: string } }> }
    }
  ).result.items
  expect(orders).toMatchObject([
    { status: 'processing', payment: { method: 'mollie_methods_ideal' } },
  ])
})

test('a failed iDEAL payment in /nl is paid on the second try', async ({ page }) => {
  const nl = labels.nl
  await reachReviewWithIdeal(page, '/nl', nl)
  await page.getByRole('button', { name: nl.placeOrder }).click()
  await page.getByRole('button', { name: 'Failed', exact: true }).click()
  await expect(page).toHaveURL(/\/nl\/checkout-return\?token=/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(texts.nl.failed)
  expect(await purchaseEvents(page)).toBe(0)

  await page.getByRole('button', { name: texts.nl.retry }).click()
  await expect(page.getByRole('heading', { level: 1, name: gateway.title })).toBeVisible()
  await page.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(texts.nl.paid)
  await expect.poll(() => purchaseEvents(page)).toBe(1)
})

test('offline, an iDEAL order is neither placed nor queued: the shopper is told to pay online', async ({
  page,
  context,
}) => {
  const en = labels.en
  await reachReviewWithIdeal(page, '', en)
  const posts = countOrderPosts(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: en.placeOrder }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline. This payment method needs a connection: please place your order when you are back online.',
  )
  expect(posts.count).toBe(0)
  // Nothing was kept to be sent later (the offline order queue, spec 000 §4).
  expect(await page.evaluate(() => localStorage.getItem('orders-history'))).toBeNull()
})
