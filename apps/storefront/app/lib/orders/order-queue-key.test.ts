// @vitest-environment jsdom
import { createLocalOrderCopy, markOrderTransmitted } from '@vitrine/orders/offline-order-queue'
import { beforeEach, describe, expect, it } from 'vitest'
import { mayHoldUntransmittedOrder } from './order-queue-key'
import { writeOrderQueue } from './order-queue-storage'
import { sampleOrder } from './order-test-helpers'

const copy = (id: string) => ({
  ...createLocalOrderCopy(sampleOrder, { orderId: id, now: Date.now() }),
  idempotency_key: `key-${id}`,
})

describe('mayHoldUntransmittedOrder (the shell’s look before loading the queue code)', () => {
  beforeEach(() => window.localStorage.clear())

  it('is false without stored copies and when every copy was sent', () => {
    expect(mayHoldUntransmittedOrder(window.localStorage)).toBe(false)
    writeOrderQueue(window.localStorage, [
      { ...markOrderTransmitted(copy('a'), Date.now()), idempotency_key: 'key-a' },
    ])
    expect(mayHoldUntransmittedOrder(window.localStorage)).toBe(false)
  })

  it('is true when a stored copy waits to be sent', () => {
    writeOrderQueue(window.localStorage, [copy('b')])
    expect(mayHoldUntransmittedOrder(window.localStorage)).toBe(true)
  })

  it('is false where there is no storage', () => {
    expect(mayHoldUntransmittedOrder(null)).toBe(false)
  })
})
