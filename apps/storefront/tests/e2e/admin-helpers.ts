// The shop operator's side of the journeys: the BFF of the browser tests runs with this
// ADMIN_TOKEN (playwright.config.ts), so a journey can moderate what a shopper sent (D167, D230).
import { expect, type APIRequestContext } from '@playwright/test'
import { BFF_URL } from './checkout-helpers'

export const ADMIN_TOKEN = 'journeys-admin-token-0123456789'

const authorization = { authorization: `Bearer ${ADMIN_TOKEN}` }

/** Approves the pending review with this summary in the store view, as the operator would. */
export async function approveReview(
  request: APIRequestContext,
  title: string,
  storeCode = 'default',
): Promise<void> {
  const pending = await request.get(`${BFF_URL}/api/admin/reviews`, {
    params: { status: 'pending', pageSize: 100, storeCode },
    headers: authorization,
  })
  expect(pending.status()).toBe(200)
  const { items } = (
    (await pending.json()) as { result: { items: Array<{ id: number; title: string }> } }
  ).result
  const review = items.find((item) => item.title === title)
  expect(review, `a pending review titled ${title}`).toBeDefined()
  const approved = await request.post(`${BFF_URL}/api/admin/reviews/${review?.id}/status`, {
    data: { status: 'approved' },
    headers: authorization,
  })
  expect(approved.status()).toBe(200)
}
