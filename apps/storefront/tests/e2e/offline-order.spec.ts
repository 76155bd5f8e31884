// Offline orders (spec 000 §4 "Order placement", §8): with the network down the order is queued
// locally with success assumed and sent once the browser is back online (on the thank-you page at
// once); an order whose sending failed survives a reload and is offered for sending; either way
// it is sent once and exactly one order exists in the backend.
import { expect, test, type Page } from '@playwright/test'
import {
  PASSWORD,
  countCustomerOrders,
  countOrderPosts,
  labels,
  reachOrderReview,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

const en = labels.en

async function readQueue(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('orders-history') ?? '[]') as Array<{
        transmited: boolean
        idempotency_key: string
      }>,
  )
}

test('offline during checkout: the order is queued, and sent once when back online', async ({
  page,
  context,
  request,
}) => {
  const shopper = await reachOrderReview(page, {
    firstName: 'Eva',
    lastName: 'Smit',
    emailPrefix: 'offline',
  })
  const posts = countOrderPosts(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: en.placeOrder }).click()
  await expect(page.getByRole('heading', { level: 1, name: en.thankYou })).toBeVisible()
  await expect(
    page.getByText(
      'You are offline. Your order has been saved and will be sent as soon as you are back online.',
    ),
  ).toBeVisible()
  expect(posts.count).toBe(0)
  const queued = await readQueue(page)
  expect(queued).toHaveLength(1)
  expect(queued[0]?.transmited).toBe(false)

  await context.setOffline(false)
  await expect(page.getByRole('status').getByText(en.orderNumber)).toBeVisible()
  const sent = await readQueue(page)
  expect(sent).toEqual([
    expect.objectContaining({ transmited: true, idempotency_key: queued[0]?.idempotency_key }),
  ])
  expect(posts.count).toBe(1)
  expect(await countCustomerOrders(request, shopper.email, PASSWORD)).toBe(1)

  // A later page start finds nothing left to send.
  await gotoInteractive(page, '/')
  await expect(page.getByText(/placed offline waiting to be sent/)).toHaveCount(0)
  expect(posts.count).toBe(1)
})

test('an order whose sending failed survives a reload and is sent once after confirmation', async ({
  page,
  request,
}) => {
  const shopper = await reachOrderReview(page, {
    firstName: 'Finn',
    lastName: 'Mulder',
    emailPrefix: 'queued',
  })

  // The order request fails on the way (the server never sees it).
  await page.route('**/api/order', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: en.placeOrder }).click()
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The order can not be transfered because of server error. Order has been queued'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: en.thankYou })).toBeVisible()
  expect(await readQueue(page)).toEqual([expect.objectContaining({ transmited: false })])
  await page.unroute('**/api/order')

  // After a reload the queued order is still there and is offered for sending.
  const posts = countOrderPosts(page)
  await gotoInteractive(page, '/')
  const notices = page.getByRole('region', { name: 'Notifications' })
  await expect(
    notices.getByText('There is 1 order placed offline waiting to be sent.'),
  ).toBeVisible()
  expect(posts.count).toBe(0)
  await notices.getByRole('button', { name: 'Send them now' }).click()
  await expect.poll(async () => (await readQueue(page))[0]?.transmited).toBe(true)
  expect(posts.count).toBe(1)
  expect(await countCustomerOrders(request, shopper.email, PASSWORD)).toBe(1)
})
