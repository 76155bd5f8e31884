// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { hasCartToSync, watchForCart, type CartSources } from './cart-presence'

const nothing: CartSources = {
  search: '',
  countStored: () => Promise.resolve(0),
}

describe('hasCartToSync', () => {
  it('is false for a first visit: no restore parameter, an empty store', async () => {
    expect(await hasCartToSync(nothing)).toBe(false)
  })

  it('is true with a restoreQuoteId or records in the store', async () => {
    expect(await hasCartToSync({ ...nothing, search: '?restoreQuoteId=abc' })).toBe(true)
    expect(await hasCartToSync({ ...nothing, countStored: () => Promise.resolve(2) })).toBe(true)
  })

  it('leaves the decision to the runtime when the store cannot be read or is not there', async () => {
    expect(
      await hasCartToSync({ ...nothing, countStored: () => Promise.reject(new Error('x')) }),
    ).toBe(true)
    expect(await hasCartToSync({ ...nothing, countStored: null })).toBe(true)
  })
})

function fakeChannel() {
  const listeners = new Set<() => void>()
  return {
    channel: {
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      close: vi.fn(() => listeners.clear()),
    },
    announce: () => listeners.forEach((listener) => listener()),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchForCart', () => {
  it('reports an empty browser once, then loads when another tab announces a cart', async () => {
    const { channel, announce } = fakeChannel()
    let found = false
    const onCart = vi.fn()
    const onEmpty = vi.fn()
    watchForCart(onCart, onEmpty, {
      check: () => Promise.resolve(found),
      createChannel: () => channel as unknown as BroadcastChannel,
    })
    await settle()
    expect(onEmpty).toHaveBeenCalledTimes(1)
    expect(onCart).not.toHaveBeenCalled()

    announce()
    await settle()
    expect(onCart).not.toHaveBeenCalled()
    expect(onEmpty).toHaveBeenCalledTimes(1)

    found = true
    announce()
    await settle()
    expect(onCart).toHaveBeenCalledTimes(1)
    expect(channel.close).toHaveBeenCalled()
    window.dispatchEvent(new Event('focus'))
    await settle()
    expect(onCart).toHaveBeenCalledTimes(1)
  })

  it('checks again for a cart announced while the first check was still reading the store', async () => {
    const { channel, announce } = fakeChannel()
    const checks: Array<(found: boolean) => void> = []
    const onCart = vi.fn()
    const onEmpty = vi.fn()
    watchForCart(onCart, onEmpty, {
      check: () => new Promise<boolean>((resolve) => checks.push(resolve)),
      createChannel: () => channel as unknown as BroadcastChannel,
    })
    expect(checks).toHaveLength(1)
    // Another tab stores its cart and announces it while the first check is still running.
    announce()
    checks[0]!(false)
    await settle()
    expect(onEmpty).toHaveBeenCalledTimes(1)
    expect(checks).toHaveLength(2)
    checks[1]!(true)
    await settle()
    expect(onCart).toHaveBeenCalledTimes(1)
  })

  it('checks again when the tab gets the focus (browsers without BroadcastChannel)', async () => {
    let found = false
    const onCart = vi.fn()
    watchForCart(onCart, () => undefined, {
      check: () => Promise.resolve(found),
      createChannel: null,
    })
    await settle()
    found = true
    window.dispatchEvent(new Event('focus'))
    await settle()
    expect(onCart).toHaveBeenCalledTimes(1)
  })

  it('loads at once when the browser has a cart, and not after being stopped', async () => {
    const onCart = vi.fn()
    watchForCart(onCart, () => undefined, {
      check: () => Promise.resolve(true),
      createChannel: null,
    })
    await settle()
    expect(onCart).toHaveBeenCalledTimes(1)

    const stopped = vi.fn()
    const stop = watchForCart(stopped, () => undefined, {
      check: () => Promise.resolve(true),
      createChannel: null,
    })
    stop()
    await settle()
    expect(stopped).not.toHaveBeenCalled()
  })
})
