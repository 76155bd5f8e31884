import { describe, expect, it } from 'vitest'
import { createLocalOrderCopy } from './offline-order-queue.js'
import {
  BAD_CONTENT_TYPE_LOG,
  ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE,
  ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE,
  WRONG_RESPONSE_FORMAT_LOG,
} from './order-messages.js'
import {
  STOCK_ERROR_MARKER,
  applyQueueTransmission,
  decideQueueTransmission,
  type QueueReply,
} from './queue-transmission.js'

const json = (body: unknown): QueueReply => ({
  kind: 'response',
  contentType: 'application/json; charset=utf-8',
  bodyText: JSON.stringify(body),
})

describe('decideQueueTransmission', () => {
  it.each<{
    name: string
    reply: QueueReply
    kind: string
    transmited: boolean
    text: string | null
  }>([
    {
      name: 'success marks it transmitted',
      reply: json({ code: 200, result: { orderNumber: '1001' } }),
      kind: 'transmitted',
      transmited: true,
      text: null,
    },
    {
      name: '400 cancels it with the address message',
      reply: json({ code: 400, result: [] }),
      kind: 'cancelled',
      transmited: true,
      text: ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE,
    },
    {
      name: '500 stock error cancels it with the stock message',
      reply: json({ code: 500, result: `Error: ${STOCK_ERROR_MARKER}` }),
      kind: 'cancelled',
      transmited: true,
      text: ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE,
    },
    {
      name: 'another 500 leaves it for later',
      reply: json({ code: 500, result: 'Error placing an order.' }),
      kind: 'retry-later',
      transmited: false,
      text: null,
    },
    {
      name: '503 leaves it for later',
      reply: json({ code: 503, result: null }),
      kind: 'retry-later',
      transmited: false,
      text: null,
    },
    {
      name: 'an HTML reply leaves it, logged as bad content type',
      reply: { kind: 'response', contentType: 'text/html', bodyText: '<html>' },
      kind: 'unreadable-reply',
      transmited: false,
      text: BAD_CONTENT_TYPE_LOG,
    },
    {
      name: 'a reply without content type leaves it, logged',
      reply: { kind: 'response', contentType: null, bodyText: '{}' },
      kind: 'unreadable-reply',
      transmited: false,
      text: BAD_CONTENT_TYPE_LOG,
    },
    {
      name: 'broken JSON leaves it, logged as wrong format',
      reply: { kind: 'response', contentType: 'application/json', bodyText: '{"code":' },
      kind: 'unreadable-reply',
      transmited: false,
      text: WRONG_RESPONSE_FORMAT_LOG,
    },
    {
      name: 'JSON without a code leaves it, logged as wrong format',
      reply: json({ result: 'ok' }),
      kind: 'unreadable-reply',
      transmited: false,
      text: WRONG_RESPONSE_FORMAT_LOG,
    },
    {
      name: 'JSON with a text code leaves it, logged as wrong format',
      reply: json({ code: '200' }),
      kind: 'unreadable-reply',
      transmited: false,
      text: WRONG_RESPONSE_FORMAT_LOG,
    },
    {
      name: 'JSON null leaves it, logged as wrong format',
      reply: json(null),
      kind: 'unreadable-reply',
      transmited: false,
      text: WRONG_RESPONSE_FORMAT_LOG,
    },
  ])('$name', ({ reply, kind, transmited, text }) => {
    const outcome = decideQueueTransmission(reply)
    expect(outcome.kind).toBe(kind)
    expect(outcome.transmited).toBe(transmited)
    const shown =
      'notification' in outcome
        ? outcome.notification.message
        : 'logReason' in outcome
          ? outcome.logReason
          : null
    expect(shown).toBe(text)
  })

  it.each([true, false])(
    'leaves the order after a network failure (background sync enabled: %s)',
    (enabled) => {
      expect(
        decideQueueTransmission({ kind: 'network-error' }, { backgroundSyncEnabled: enabled }),
      ).toEqual({
        kind: 'network-failed',
        transmited: false,
        registerBackgroundSync: enabled,
      })
    },
  )

  it('uses the spec texts', () => {
    expect(ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE).toBe(
      'Address provided in checkout contains invalid data... Your order has been canceled.',
    )
    expect(ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE).toBe(
      "Some products you've ordered are out of stock. Your order has been canceled.",
    )
    expect(BAD_CONTENT_TYPE_LOG).toBe('Error with response - bad content-type!')
    expect(WRONG_RESPONSE_FORMAT_LOG).toBe('Unhandled error, wrong response format!')
  })
})

describe('applyQueueTransmission', () => {
  const copy = createLocalOrderCopy({ products: [] }, { orderId: 'o-1', now: 0 })

  it('stamps a transmitted or cancelled order with the time', () => {
    const sent = applyQueueTransmission(
      copy,
      decideQueueTransmission(json({ code: 400, result: [] })),
      5000,
    )
    expect(sent).toMatchObject({ transmited: true, transmited_at: '1970-01-01T00:00:05.000Z' })
  })

  it('leaves an order that stays in the queue untouched', () => {
    expect(applyQueueTransmission(copy, decideQueueTransmission(json({ code: 502 })), 5000)).toBe(
      copy,
    )
  })
})
