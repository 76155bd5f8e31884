import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideCartConnect, type CartConnectDecision } from './cart-connect.js'

describe('decideCartConnect', () => {
  it.each<{
    name: string
    resultCode: number
    result?: unknown
    counter: number
    decision: CartConnectDecision
  }>([
    {
      name: '200 stores the token',
      resultCode: 200,
      result: 'abc123',
      counter: 0,
      decision: { kind: 'connected', token: 'abc123', bypassCounter: 0 },
    },
    {
      name: '200 with a numeric quote id',
      resultCode: 200,
      result: 278249,
      counter: 1,
      decision: { kind: 'connected', token: '278249', bypassCounter: 1 },
    },
    {
      name: '401 retries as guest',
      resultCode: 401,
      counter: 0,
      decision: { kind: 'retry-as-guest', bypassCounter: 1 },
    },
    {
      name: '500 retries as guest',
      resultCode: 500,
      counter: 1,
      decision: { kind: 'retry-as-guest', bypassCounter: 2 },
    },
    {
      name: '200 without a token retries as guest',
      resultCode: 200,
      result: null,
      counter: 0,
      decision: { kind: 'retry-as-guest', bypassCounter: 1 },
    },
    {
      name: '401 at the maximum disables sync',
      resultCode: 401,
      counter: 2,
      decision: { kind: 'sync-disabled', bypassCounter: 2 },
    },
  ])('$name', ({ resultCode, result, counter, decision }) => {
    expect(
      decideCartConnect({ resultCode, result }, { bypassCounter: counter, maxBypassAttempts: 2 }),
    ).toEqual(decision)
  })

  it('ends in sync disabled after at most the maximum retries (property)', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 201, max: 599 }), (max, failingCode) => {
        let counter = 0
        let retries = 0
        let decision = decideCartConnect(
          { resultCode: failingCode },
          { bypassCounter: counter, maxBypassAttempts: max },
        )
        while (decision.kind === 'retry-as-guest') {
          retries += 1
          counter = decision.bypassCounter
          decision = decideCartConnect(
            { resultCode: failingCode },
            { bypassCounter: counter, maxBypassAttempts: max },
          )
        }
        expect(decision.kind).toBe('sync-disabled')
        expect(retries).toBe(max)
        expect(decision.bypassCounter).toBe(max)
      }),
    )
  })
})
