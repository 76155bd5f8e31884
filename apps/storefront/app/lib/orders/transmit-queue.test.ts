import { createLocalOrderCopy } from '@vitrine/orders/offline-order-queue'
import { describe, expect, it, vi } from 'vitest'
import { jsonReply, memoryStorage, sampleOrder } from './order-test-helpers'
import { readOrderQueue, writeOrderQueue, type QueuedOrder } from './order-queue-storage'
import type { OrderReply, PostOrder } from './post-order'
import { sendUntransmittedOrders, transmitQueuedOrders } from './transmit-queue'

const t0 = Date.UTC(2026, 10, 22, 10, 0, 0)

function queued(orderId: string, minutes: number): QueuedOrder {
  return {
    ...createLocalOrderCopy(sampleOrder, { orderId, now: t0 + minutes * 60_000 }),
    idempotency_key: `key-${orderId}`,
  }
}

function setUp(replies: OrderReply[], orders = [queued('b', 2), queued('a', 1)]) {
  const storage = memoryStorage()
  writeOrderQueue(storage, orders)
  const post = vi.fn<PostOrder>(async () => replies.shift() ?? { kind: 'network-error' })
  const onOutcome = vi.fn()
  return { storage, post, onOutcome, deps: { storage, post, onOutcome, now: () => t0 + 3_600_000 } }
}

describe('sending the order queue (spec 000 §4 queue sync)', () => {
  it('sends the oldest first, each with its stored Idempotency-Key, and marks them sent', async () => {
    const { storage, post, deps } = setUp([
      jsonReply({ code: 200, result: { orderNumber: '11' } }),
      jsonReply({ code: 200, result: { orderNumber: '12' } }),
    ])
    await sendUntransmittedOrders(deps)
    expect(post.mock.calls.map((call) => call[1])).toEqual(['key-a', 'key-b'])
    const byId = Object.fromEntries(readOrderQueue(storage).map((order) => [order.order_id, order]))
    expect(byId.a).toMatchObject({ transmited: true, order_number: '11' })
    expect(byId.b).toMatchObject({ transmited: true, order_number: '12' })
    // Sent orders are never sent again.
    await sendUntransmittedOrders(deps)
    expect(post).toHaveBeenCalledTimes(2)
  })

  it('marks 400 and a 500 stock error as sent (cancelled) with the spec notices', async () => {
    const { storage, onOutcome, deps } = setUp([
      jsonReply({ code: 400, result: 'bad address' }),
      jsonReply({ code: 500, result: 'Error while adding products. Some are gone' }),
    ])
    await sendUntransmittedOrders(deps)
    expect(readOrderQueue(storage).every((order) => order.transmited)).toBe(true)
    expect(onOutcome.mock.calls.map(([, outcome]) => outcome.notification?.message)).toEqual([
      'Address provided in checkout contains invalid data... Your order has been canceled.',
      "Some products you've ordered are out of stock. Your order has been canceled.",
    ])
  })

  it('keeps an order untransmitted on another code or an unreadable reply', async () => {
    const { storage, deps } = setUp([
      jsonReply({ code: 503, result: 'later' }),
      { kind: 'response', contentType: 'text/html', bodyText: 'oops' },
    ])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await sendUntransmittedOrders(deps)
    expect(readOrderQueue(storage).some((order) => order.transmited)).toBe(false)
  })

  it('stops at a network failure (offline again) and sends nothing after it', async () => {
    const { storage, post, deps } = setUp([{ kind: 'network-error' }])
    await sendUntransmittedOrders(deps)
    expect(post).toHaveBeenCalledTimes(1)
    expect(readOrderQueue(storage).some((order) => order.transmited)).toBe(false)
  })

  it('runs one transmission at a time: a second call while one runs sends nothing twice', async () => {
    let release: (reply: OrderReply) => void = () => undefined
    const storage = memoryStorage()
    writeOrderQueue(storage, [queued('a', 1)])
    const post = vi.fn<PostOrder>(
      () =>
        new Promise<OrderReply>((resolve) => {
          release = resolve
        }),
    )
    const deps = { storage, post, now: () => t0, withLock: (task: () => Promise<void>) => task() }
    const first = transmitQueuedOrders(deps)
    const second = transmitQueuedOrders(deps)
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    release(jsonReply({ code: 200, result: { orderNumber: '5' } }))
    await Promise.all([first, second])
    expect(post).toHaveBeenCalledTimes(1)
    await transmitQueuedOrders(deps)
    expect(post).toHaveBeenCalledTimes(1)
  })
})
