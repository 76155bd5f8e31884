import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_PROCESSING_MESSAGE,
  ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE,
  ORDER_VALIDATION_ERROR_MESSAGE,
} from './order-messages.js'
import { decidePlacementOutcome, type PlacementAttempt } from './placement-outcome.js'

describe('decidePlacementOutcome', () => {
  it.each<{
    name: string
    attempt: PlacementAttempt
    kind: string
    transmited: boolean
    queue: boolean
    release: boolean
    message: string | null
  }>([
    {
      name: 'offline → queued, success assumed',
      attempt: { online: false },
      kind: 'queued-offline',
      transmited: false,
      queue: true,
      release: false,
      message: null,
    },
    {
      name: 'online 200 → transmitted',
      attempt: { online: true, resultCode: 200 },
      kind: 'transmitted',
      transmited: true,
      queue: false,
      release: false,
      message: null,
    },
    {
      name: 'online without result code → transmitted',
      attempt: { online: true, resultCode: undefined },
      kind: 'transmitted',
      transmited: true,
      queue: false,
      release: false,
      message: null,
    },
    {
      name: 'online 400 → validation notice, queued',
      attempt: { online: true, resultCode: 400 },
      kind: 'validation-failed',
      transmited: false,
      queue: true,
      release: true,
      message: ORDER_VALIDATION_ERROR_MESSAGE,
    },
    {
      name: 'online 500 → failure notice, queued',
      attempt: { online: true, resultCode: 500 },
      kind: 'failed',
      transmited: false,
      queue: true,
      release: true,
      message: ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE,
    },
    {
      name: 'online exception → failure notice, queued',
      attempt: { online: true, exception: true },
      kind: 'failed',
      transmited: false,
      queue: true,
      release: true,
      message: ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE,
    },
  ])('$name', ({ attempt, kind, transmited, queue, release, message }) => {
    const outcome = decidePlacementOutcome(attempt)
    expect(outcome.kind).toBe(kind)
    expect(outcome.transmited).toBe(transmited)
    expect(outcome.queueOrder).toBe(queue)
    expect(outcome.releaseHash).toBe(release)
    expect(outcome.notification?.message ?? null).toBe(message)
  })

  it('assumes 200 offline and, online on success, keeps the confirmation and clears the cart silently', () => {
    expect(decidePlacementOutcome({ online: false })).toMatchObject({ resultCode: 200 })
    expect(decidePlacementOutcome({ online: true, resultCode: 200 })).toMatchObject({
      keepConfirmation: true,
      recordOrderTime: true,
      clearCartWithoutServerSync: true,
      dropPasswordAndCreateAccount: true,
    })
  })

  it('uses the spec texts', () => {
    expect(ORDER_PROCESSING_MESSAGE).toBe('Processing order...')
    expect(ORDER_VALIDATION_ERROR_MESSAGE).toBe(
      'Internal validation error. Please check if all required fields are filled in.',
    )
    expect(ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE).toBe(
      'The order can not be transfered because of server error. Order has been queued',
    )
  })

  it('either transmits or queues every order, never both, never neither (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (online, resultCode) => {
          const outcome = decidePlacementOutcome(online ? { online, resultCode } : { online })
          expect(outcome.transmited).not.toBe(outcome.queueOrder)
          expect(outcome.releaseHash).toBe(online && outcome.queueOrder)
        },
      ),
    )
  })
})
