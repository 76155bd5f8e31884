// Product reviews as a shopper, a VSF1 front end and the shop's operator meet them (D230): posted
// pending by a guest or a customer, moderated by the operator, then shown in their store view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, createLoggedInCustomer } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

const ADMIN_TOKEN = 'reviews-admin-token-0123456789abcdef'
let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp({ ADMIN_TOKEN, REVIEW_RATE_LIMIT_MAX: '50' })
})

afterAll(async () => {
  await app?.close()
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers })
  return { status: response.statusCode, body: response.json() as Json }
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() as Json }
}

const review = (productId: number, title: string) => ({
  review: {
    product_id: productId,
    title,
    detail: 'Soft linen, true to size.',
    nickname: 'Eva',
    review_entity: 'product',
    review_status: 1,
    customer_id: 999,
  },
})
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` }

describe('POST /api/review/create', () => {
  it('stores a guest’s review pending, whatever status and customer the body names', async () => {
    const { status, body } = await post('/api/review/create', review(1, 'Lovely tee'))
    expect(status).toBe(200)
    expect(body.result).toMatchObject({
      product_id: 1,
      title: 'Lovely tee',
      nickname: 'Eva',
      review_entity: 'product',
      review_status: 2,
      customer_id: null,
      store_code: 'default',
    })
    // not shown until approved
    const listed = await get('/api/review/list?productId=1')
    expect(listed.body.result).toEqual({ items: [], total_count: 0 })
  })

  it('makes a logged-in customer the author', async () => {
    const customer = await createLoggedInCustomer(app, 'reviewer@example.com')
    const { body } = await post('/api/review/create', review(1, 'By a customer'), {
      authorization: `Bearer ${customer.token}`,
    })
    expect(body.result.customer_id).toBe(customer.id)
  })

  it.each([
    [{ review: { ...review(1, '').review } }, 'body.review.title', 400],
    [{ review: { ...review(1, 'x').review, nickname: ' ' } }, 'body.review.nickname', 400],
    [{ review: { ...review(1, 'x').review, detail: 'x'.repeat(5001) } }, 'body.review.detail', 400],
    [review(424242, 'Unknown product'), 'body.review.product_id', 404],
    [{ review: { ...review(1, 'x').review, rating: 5 } }, 'body.review.rating', 400],
  ])('refuses %j naming the field', async (payload, field, status) => {
    const answer = await post('/api/review/create', payload)
    expect(answer.status).toBe(status)
    expect(answer.body.errors?.[0]?.field).toBe(field)
  })

  it('refuses a token that is not a session', async () => {
    const answer = await post('/api/review/create', review(1, 'x'), {
      authorization: 'Bearer not-a-token',
    })
    expect(answer.status).toBe(401)
  })
})

describe('moderation and display', () => {
  it('shows a review once the operator approves it, in its store view only', async () => {
    const dutch = await post('/nl/api/review/create', review(1, 'Mooi shirt'))
    const pending = await get('/api/admin/reviews?status=pending', admin)
    expect(pending.body.result.items.map((item: Json) => item.title)).toContain('Mooi shirt')
    // read (and kept) before the approval: the approval shows it all the same
    expect((await get('/nl/api/review/list?productId=1')).body.result.total_count).toBe(0)

    const approved = await post(
      `/api/admin/reviews/${dutch.body.result.id}/status`,
      { status: 'approved' },
      admin,
    )
    expect(approved.body.result.review_status).toBe(1)
    const inDutch = await get('/nl/api/review/list?productId=1')
    expect(inDutch.body.result.items.map((item: Json) => item.title)).toEqual(['Mooi shirt'])
    const inEnglish = await get('/api/review/list?productId=1')
    expect(inEnglish.body.result.total_count).toBe(0)

    // VSF1's review module reads them as a catalogue search of the `review` entity
    const request = encodeURIComponent(
      JSON.stringify({
        _appliedFilters: [
          { attribute: 'product_id', value: { eq: 1 }, scope: 'default' },
          { attribute: 'review_status', value: { eq: 1 }, scope: 'default' },
        ],
      }),
    )
    const vsf = await get(
      `/api/catalog/vue_storefront_catalog_nl/review/_search?request_format=search-query&request=${request}`,
    )
    expect(vsf.status).toBe(200)
    expect(vsf.body.hits.total).toBe(1)
    expect(vsf.body.hits.hits[0]).toMatchObject({
      _index: 'vue_storefront_catalog_nl_review',
      _id: String(dutch.body.result.id),
      _source: { title: 'Mooi shirt', review_status: 1 },
    })
    // pending reviews are never answered, whatever the filter asks
    const asked = encodeURIComponent(
      JSON.stringify({
        _appliedFilters: [
          { attribute: 'product_id', value: { eq: 1 } },
          { attribute: 'review_status', value: { eq: 2 } },
        ],
      }),
    )
    const pendingAsked = await get(
      `/api/catalog/vue_storefront_catalog/review/_search?request_format=search-query&request=${asked}`,
    )
    expect(pendingAsked.body.hits).toMatchObject({ total: 0, hits: [] })

    // taken back: gone from the list at once
    await post(`/api/admin/reviews/${dutch.body.result.id}/status`, { status: 'pending' }, admin)
    expect((await get('/nl/api/review/list?productId=1')).body.result.total_count).toBe(0)
  })

  it('rejects a review, which then never shows', async () => {
    const posted = await post('/api/review/create', review(1, 'Spam spam'))
    await post(`/api/admin/reviews/${posted.body.result.id}/status`, { status: 'rejected' }, admin)
    const rejected = await get('/api/admin/reviews?status=rejected', admin)
    expect(rejected.body.result.items.map((item: Json) => item.title)).toContain('Spam spam')
    const listed = await get('/api/review/list?productId=1')
    expect(listed.body.result.items.map((item: Json) => item.title)).not.toContain('Spam spam')
  })

  it('keeps moderation to the operator', async () => {
    expect((await get('/api/admin/reviews')).status).toBe(401)
    const unknown = await post('/api/admin/reviews/999999/status', { status: 'approved' }, admin)
    expect(unknown.status).toBe(404)
  })
})

describe('rate limit', () => {
  it('refuses more reviews from one address than REVIEW_RATE_LIMIT_MAX an hour', async () => {
    const limited = await buildCommerceTestApp({ REVIEW_RATE_LIMIT_MAX: '2' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/review/create',
          payload: review(1, `Review ${i}`),
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
