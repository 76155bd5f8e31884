import { describe, expect, it, vi } from 'vitest'
import { jsonReply, memoryStorage, sampleOrder } from './order-test-helpers'
import { readOrderQueue } from './order-queue-storage'
import { OrderPlacer, hashOrderBody } from './place-order'
import type { OrderReply, PostOrder } from './post-order'

function setUp(options: { online?: boolean; replies?: OrderReply[] } = {}) {
  const storage = memoryStorage()
  const replies = [...(options.replies ?? [])]
  const post = vi.fn<PostOrder>(async () => replies.shift() ?? { kind: 'network-error' })
  let id = 0
  const placer = new OrderPlacer({
    storage,
    post,
    isOnline: () => options.online ?? true,
    now: () => Date.UTC(2026, 10, 22, 10, 0, 0),
    newId: () => `id-${++id}`,
  })
  return { storage, post, placer }
}

describe('OrderPlacer (spec 000 §4 "Order placement")', () => {
  it('posts online with an Idempotency-Key and keeps a transmitted copy without the password', async () => {
    const { storage, post, placer } = setUp({
      replies: [jsonReply({ code: 200, result: { orderNumber: '000000042' } })],
    })
    const result = await placer.place(sampleOrder)
    expect(result).toMatchObject({ kind: 'placed', orderNumber: '000000042' })
    expect(post).toHaveBeenCalledWith(sampleOrder, 'id-1')
    const [copy] = readOrderQueue(storage)
    expect(copy).toMatchObject({
      order_id: 'id-2',
      idempotency_key: 'id-1',
      transmited: true,
      order_number: '000000042',
    })
    expect(copy?.order.personalDetails).not.toHaveProperty('password')
  })

  it('queues offline without calling the server and assumes success', async () => {
    const { storage, post, placer } = setUp({ online: false })
    const result = await placer.place(sampleOrder)
    expect(result.kind).toBe('queued-offline')
    expect(post).not.toHaveBeenCalled()
    expect(readOrderQueue(storage)).toMatchObject([{ transmited: false, idempotency_key: 'id-1' }])
  })

  it('ignores an identical order while the first is being placed (double click)', async () => {
    const { post, placer } = setUp({
      replies: [jsonReply({ code: 200, result: { orderNumber: '1' } })],
    })
    const [first, second] = await Promise.all([
      placer.place(sampleOrder),
      placer.place({ ...sampleOrder }),
    ])
    expect(first.kind).toBe('placed')
    expect(second.kind).toBe('duplicate')
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('on 400 releases the hash, queues the order and answers the validation notice', async () => {
    const { storage, placer, post } = setUp({
      replies: [
        jsonReply({ code: 400, result: 'Field is required' }),
        jsonReply({ code: 200, result: { orderNumber: '7' } }),
      ],
    })
    const result = await placer.place(sampleOrder)
    expect(result).toMatchObject({
      kind: 'queued-after-error',
      reason: 'validation-failed',
      notification: {
        message: 'Internal validation error. Please check if all required fields are filled in.',
      },
    })
    expect(readOrderQueue(storage)).toMatchObject([{ transmited: false, idempotency_key: 'id-1' }])
    // The hash was released: the shopper may send the same order again.
    expect((await placer.place(sampleOrder)).kind).toBe('placed')
    expect(post).toHaveBeenCalledTimes(2)
  })

  it.each<[string, OrderReply]>([
    ['a server error', jsonReply({ code: 500, result: 'boom' })],
    [
      'an answer that is not JSON',
      { kind: 'response', contentType: 'text/html', bodyText: '<h1>' },
    ],
    ['a network failure', { kind: 'network-error' }],
  ])('queues the order with its key after %s', async (_case, reply) => {
    const { storage, placer } = setUp({ replies: [reply] })
    const result = await placer.place(sampleOrder)
    expect(result).toMatchObject({
      kind: 'queued-after-error',
      reason: 'failed',
      notification: {
        message: 'The order can not be transfered because of server error. Order has been queued',
      },
    })
    expect(readOrderQueue(storage)).toMatchObject([{ transmited: false, idempotency_key: 'id-1' }])
  })

  it('hashes the order without the password, as the BFF does', () => {
    const { personalDetails, ...rest } = sampleOrder
    const withOther = { ...rest, personalDetails: { ...personalDetails!, password: 'Other123!' } }
    expect(hashOrderBody(withOther)).toBe(hashOrderBody(sampleOrder))
    expect(hashOrderBody({ ...sampleOrder, store_code: 'de' })).not.toBe(hashOrderBody(sampleOrder))
  })

  describe('placeOnline (a redirect payment, D144)', () => {
    it('places nothing and queues nothing offline', async () => {
      const { storage, post, placer } = setUp({ online: false })
      expect(await placer.placeOnline(sampleOrder)).toEqual({ kind: 'offline' })
      expect(post).not.toHaveBeenCalled()
      expect(readOrderQueue(storage)).toEqual([])
    })

    it('keeps a transmitted copy of a placed order', async () => {
      const { storage, placer } = setUp({
        replies: [jsonReply({ code: 200, result: { orderNumber: '000000043' } })],
      })
      expect(await placer.placeOnline(sampleOrder)).toMatchObject({
        kind: 'placed',
        orderNumber: '000000043',
      })
      expect(readOrderQueue(storage)).toMatchObject([{ transmited: true }])
    })

    it('does not queue a refused or failed order, and lets the shopper try again', async () => {
      const { storage, post, placer } = setUp({
        replies: [jsonReply({ code: 500, result: 'boom' }), { kind: 'network-error' }],
      })
      expect(await placer.placeOnline(sampleOrder)).toMatchObject({ kind: 'refused' })
      expect(await placer.placeOnline(sampleOrder)).toMatchObject({ kind: 'refused' })
      expect(post).toHaveBeenCalledTimes(2)
      expect(readOrderQueue(storage)).toEqual([])
    })
  })
})
