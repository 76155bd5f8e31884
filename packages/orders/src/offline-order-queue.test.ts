import { describe, expect, it } from 'vitest'
import {
  createLocalOrderCopy,
  decideGoingOnlineAction,
  listUntransmittedOrders,
  markOrderTransmitted,
} from './offline-order-queue.js'
import type { OrderDraft } from './order.types.js'

const order: OrderDraft = {
  store_code: 'de',
  products: [{ sku: 'CAP', slug: 'cap', qty: 1, totals: { base_row_total_incl_tax: 1995 } }],
}
const noon = Date.UTC(2025, 5, 1, 12, 0, 0)

describe('createLocalOrderCopy', () => {
  it('stores an untransmitted copy stamped with the id and time given', () => {
    const copy = createLocalOrderCopy(order, { orderId: 'o-1', now: noon })
    expect(copy).toEqual({
      order_id: 'o-1',
      created_at: '2025-06-01T12:00:00.000Z',
      updated_at: '2025-06-01T12:00:00.000Z',
      transmited: false,
      transmited_at: null,
      store_code: 'de',
      products: order.products,
      order: {
        ...order,
        order_id: 'o-1',
        created_at: '2025-06-01T12:00:00.000Z',
        updated_at: '2025-06-01T12:00:00.000Z',
      },
    })
  })

  it('stores an order sent online as transmitted at that time', () => {
    const copy = createLocalOrderCopy(
      { products: [] },
      { orderId: 'o-2', now: noon, transmited: true },
    )
    expect(copy).toMatchObject({ transmited: true, transmited_at: '2025-06-01T12:00:00.000Z' })
    expect(copy).not.toHaveProperty('store_code')
  })
})

describe('markOrderTransmitted', () => {
  it('marks the copy transmitted with its time', () => {
    const copy = createLocalOrderCopy(order, { orderId: 'o-1', now: noon })
    const sent = markOrderTransmitted(copy, noon + 60_000)
    expect(sent).toMatchObject({
      transmited: true,
      transmited_at: '2025-06-01T12:01:00.000Z',
      updated_at: '2025-06-01T12:01:00.000Z',
      created_at: '2025-06-01T12:00:00.000Z',
    })
    expect(copy.transmited).toBe(false)
  })
})

describe('listUntransmittedOrders', () => {
  it('lists only untransmitted orders, oldest first', () => {
    const later = createLocalOrderCopy(order, { orderId: 'later', now: noon + 1000 })
    const earlier = createLocalOrderCopy(order, { orderId: 'earlier', now: noon })
    const sameTime = createLocalOrderCopy(order, { orderId: 'same', now: noon })
    const sent = markOrderTransmitted(
      createLocalOrderCopy(order, { orderId: 'sent', now: noon - 1000 }),
      noon,
    )
    expect(
      listUntransmittedOrders([later, sent, earlier, sameTime]).map((copy) => copy.order_id),
    ).toEqual(['earlier', 'same', 'later'])
  })
})

describe('decideGoingOnlineAction', () => {
  it.each([
    { automatic: true, thankYou: false, count: 2, action: 'send-orders' },
    { automatic: false, thankYou: true, count: 1, action: 'send-orders' },
    { automatic: false, thankYou: false, count: 1, action: 'ask-confirmation' },
    { automatic: true, thankYou: true, count: 0, action: 'nothing' },
  ])(
    'automatic $automatic, thank-you page $thankYou, $count waiting → $action',
    ({ automatic, thankYou, count, action }) => {
      expect(
        decideGoingOnlineAction({
          automaticTransmission: automatic,
          isThankYouPage: thankYou,
          untransmittedCount: count,
        }),
      ).toBe(action)
    },
  )
})
