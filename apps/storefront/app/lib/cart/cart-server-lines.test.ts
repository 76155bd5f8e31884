import { describe, expect, it } from 'vitest'
import { mergeServerLines } from './cart-server-lines'

const server = {
  item_id: 7,
  sku: 'CAP-0001-BLACK',
  qty: 2,
  name: 'Washed Dad Cap Black',
  price: 16.49,
  price_incl_tax: 19.95,
  product_type: 'simple',
  quote_id: 'cart-1',
}

describe('the local lines after a pull', () => {
  it('keeps the name the shopper saw in the store view the line was added in (D84)', () => {
    const [line] = mergeServerLines(
      [server],
      [{ sku: 'CAP-0001-BLACK', qty: 1, item_id: 7, name: 'Gewassen dad cap zwart' }],
    )
    expect(line).toMatchObject({ name: 'Gewassen dad cap zwart', qty: 2, price_incl_tax: 1995 })
  })

  it("takes the server's name for a line the local cart did not know", () => {
    const [line] = mergeServerLines([server], [])
    expect(line?.name).toBe('Washed Dad Cap Black')
  })
})
