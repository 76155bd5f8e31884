import { describe, expect, it } from 'vitest'
import type { CartViewLine } from '../cart/cart-lines'
import { readSizeFitConfig, sendSizeFitOrder, SIZE_FIT_ORDER_EVENT } from './size-fit-events'
import { buildSizeFitOrderItems, findSizeOption } from './size-fit-order'

const capLine: CartViewLine = {
  itemId: 7,
  sku: 'CAP-0005-BLK-57',
  parentSku: 'CAP-0005',
  name: 'Washed Dad Cap',
  qty: 2,
  variant: 'Black / 57',
  unitPriceInclTax: 1995,
  stock: null,
  image: null,
  options: [
    { label: 'Kleur', value: 'Zwart' },
    { label: 'Maat', value: '57' },
  ],
  rowTotalInclTax: 3990,
  discount: 0,
}

describe('size-fitting order events', () => {
  it('finds the size option in any store view language', () => {
    expect(findSizeOption(capLine)).toBe('57')
    expect(findSizeOption({ options: [{ label: 'Size', value: 'M' }] })).toBe('M')
    expect(findSizeOption({ options: [{ label: 'Colour', value: 'Red' }] })).toBeNull()
  })

  it('describes each line with permalink, price, quantity, size, feed product id and sku', () => {
    const items = buildSizeFitOrderItems(
      [capLine],
      [{ sku: 'CAP-0005-BLK-57', qty: 2, productPath: '/p/CAP-0005/washed-dad-cap' }],
      { storeView: { url: '/nl' }, origin: 'https://shop.test' },
    )
    expect(items).toEqual([
      {
        permalink: 'https://shop.test/nl/p/CAP-0005/washed-dad-cap',
        price: 19.95,
        quantity: 2,
        size: '57',
        feedProductId: 'CAP-0005',
        sku: 'CAP-0005-BLK-57',
      },
    ])
  })

  it('sends the order with EUR as the default currency, and nothing without a tenant', () => {
    const events: CustomEvent[] = []
    const target = {
      dispatchEvent: (event: Event) => events.push(event as CustomEvent) > 0,
      navigator: { sendBeacon: () => true },
    }
    sendSizeFitOrder(null, { orderId: '1', items: [] }, target)
    expect(events).toEqual([])
    sendSizeFitOrder(
      readSizeFitConfig({ tenantId: 'shop-42' }),
      { orderId: '000000012', country: 'NL', items: [] },
      target,
    )
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      [
        SIZE_FIT_ORDER_EVENT,
        {
          tenantId: 'shop-42',
          event: 'order',
          orderId: '000000012',
          currency: 'EUR',
          country: 'NL',
          items: [],
        },
      ],
    ])
  })
})
