// spec 000 §4 token lock: refresh on 401, waiting calls retry with the new token, a failed
// refresh aborts with 401, the maximum attempts end the session.
import type { BffFetch, BffFetchAnswer } from '@vitrine/contracts/bff-client'
import { describe, expect, it, vi } from 'vitest'
import { createSessionFetch } from './session-fetch'

function answer(status: number): BffFetchAnswer {
  return { status, ok: status < 300, json: () => Promise.resolve({ code: status, result: 'x' }) }
}

const init = { method: 'GET', headers: {}, body: undefined, signal: new AbortController().signal }

/** A BFF whose token is good once `valid` is true. */
function fakeBff() {
  const state = { valid: false, calls: 0 }
  const fetch: BffFetch = () => {
    state.calls += 1
    return Promise.resolve(answer(state.valid ? 200 : 401))
  }
  return { state, fetch }
}

describe('createSessionFetch', () => {
  it('refreshes the token after a 401 and sends the call again', async () => {
    const bff = fakeBff()
    const refresh = vi.fn(() => {
      bff.state.valid = true
      return Promise.resolve(true)
    })
    const onExpired = vi.fn()
    const sessionFetch = createSessionFetch(bff.fetch, { refresh, onExpired, loggedIn: () => true })
    expect((await sessionFetch('/api/cart/pull', init)).status).toBe(200)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(bff.state.calls).toBe(2)
    expect(onExpired).not.toHaveBeenCalled()
  })

  it('lets calls that meet a running refresh wait for it instead of refreshing again', async () => {
    const bff = fakeBff()
    let finish: (ok: boolean) => void = () => undefined
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = (ok) => {
            bff.state.valid = ok
            resolve(ok)
          }
        }),
    )
    const sessionFetch = createSessionFetch(bff.fetch, {
      refresh,
      onExpired: vi.fn(),
      loggedIn: () => true,
    })
    const first = sessionFetch('/api/cart/pull', init)
    const second = sessionFetch('/api/cart/totals', init)
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled())
    finish(true)
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('aborts with 401 and ends the session when the refresh fails', async () => {
    const bff = fakeBff()
    const onExpired = vi.fn()
    const sessionFetch = createSessionFetch(bff.fetch, {
      refresh: () => Promise.resolve(false),
      onExpired,
      loggedIn: () => true,
    })
    expect((await sessionFetch('/api/cart/pull', init)).status).toBe(401)
    const callsBefore = bff.state.calls
    expect((await sessionFetch('/api/cart/pull', init)).status).toBe(401)
    expect(bff.state.calls).toBe(callsBefore)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('ends the session when the refreshed token is refused too (maximum attempts: 1)', async () => {
    const bff = fakeBff()
    const onExpired = vi.fn()
    const sessionFetch = createSessionFetch(bff.fetch, {
      refresh: () => Promise.resolve(true),
      onExpired,
      loggedIn: () => true,
    })
    expect((await sessionFetch('/api/cart/pull', init)).status).toBe(401)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('passes a guest’s 401 through untouched', async () => {
    const bff = fakeBff()
    const refresh = vi.fn(() => Promise.resolve(true))
    const sessionFetch = createSessionFetch(bff.fetch, {
      refresh,
      onExpired: vi.fn(),
      loggedIn: () => false,
    })
    expect((await sessionFetch('/api/cart/pull', init)).status).toBe(401)
    expect(refresh).not.toHaveBeenCalled()
  })
})
