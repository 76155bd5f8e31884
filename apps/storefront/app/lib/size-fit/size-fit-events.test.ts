import { describe, expect, it } from 'vitest'
import {
  readSizeFitConfig,
  sendSizeFitAddToCart,
  SIZE_FIT_ADD_TO_CART_EVENT,
} from './size-fit-events'

function fakeWindow(withBeacon = true) {
  const events: CustomEvent[] = []
  const beacons: Array<{ url: string; body: Blob }> = []
  const target = {
    dispatchEvent: (event: Event) => {
      events.push(event as CustomEvent)
      return true
    },
    navigator: {
      sendBeacon: withBeacon
        ? (url: string | URL, body?: BodyInit | null) => {
            beacons.push({ url: String(url), body: body as Blob })
            return true
          }
        : (undefined as unknown as Navigator['sendBeacon']),
    },
  }
  return { target, events, beacons }
}

const line = { sku: 'CAP-0005-BLACK', qty: 1, permalink: 'https://shop.test/p/CAP-0005/cap' }

describe('size-fitting add-to-cart events', () => {
  it('is switched off without a tenant id', () => {
    expect(readSizeFitConfig({ tenantId: '  ', endpoint: 'https://fit.test/e' })).toBeNull()
    expect(readSizeFitConfig({})).toBeNull()
    const { target, events } = fakeWindow()
    sendSizeFitAddToCart(null, [line], target)
    expect(events).toEqual([])
  })

  it('dispatches a window event per line for the integration script', () => {
    const config = readSizeFitConfig({ tenantId: 'shop-42' })
    expect(config).toEqual({ tenantId: 'shop-42', endpoint: null })
    const { target, events, beacons } = fakeWindow()
    sendSizeFitAddToCart(config, [line], target)
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      [
        SIZE_FIT_ADD_TO_CART_EVENT,
        {
          tenantId: 'shop-42',
          event: 'add_to_cart',
          permalink: 'https://shop.test/p/CAP-0005/cap',
          sku: 'CAP-0005-BLACK',
          quantity: 1,
        },
      ],
    ])
    expect(beacons).toEqual([])
  })

  it('sends a JSON beacon to the configured endpoint', async () => {
    const config = readSizeFitConfig({ tenantId: 'shop-42', endpoint: 'https://fit.test/e' })
    const { target, beacons } = fakeWindow()
    sendSizeFitAddToCart(config, [line, { ...line, sku: 'RING', qty: 2 }], target)
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      'https://fit.test/e',
      'https://fit.test/e',
    ])
    expect(beacons[1]?.body.type).toBe('application/json')
    expect(JSON.parse(await (beacons[1]?.body as Blob).text())).toMatchObject({
      sku: 'RING',
      quantity: 2,
    })
  })

  it('still dispatches the event where the browser has no sendBeacon', () => {
    const config = readSizeFitConfig({ tenantId: 'shop-42', endpoint: 'https://fit.test/e' })
    const { target, events } = fakeWindow(false)
    sendSizeFitAddToCart(config, [line], target)
    expect(events).toHaveLength(1)
  })
})
