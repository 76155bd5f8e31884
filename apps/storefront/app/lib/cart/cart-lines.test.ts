import type { CartTotals } from '@vitrine/contracts/cart'
import { describe, expect, it } from 'vitest'
import { buildCartViewLines, readLineId, buildCartViewTotals, listCouponCodes } from './cart-lines'
import { mergeServerLines } from './cart-server-lines'

const totals: CartTotals = {
  grand_total: 49.41,
  base_grand_total: 49.41,
  subtotal: 41.24,
  base_subtotal: 41.24,
  subtotal_incl_tax: 49.9,
  discount_amount: -4.99,
  shipping_amount: 3.72,
  shipping_incl_tax: 4.5,
  shipping_tax_amount: 0.78,
  payment_cost_incl_tax: 0,
  tax_amount: 8.57,
  coupon_code: 'WELCOME10,SAVE5',
  base_currency_code: 'EUR',
  quote_currency_code: 'EUR',
  items_qty: 2,
  items: [
    {
      item_id: 7,
      name: 'Washed Dad Cap',
      qty: 2,
      price: 20.62,
      price_incl_tax: 24.95,
      row_total: 41.24,
      row_total_incl_tax: 49.9,
      row_total_with_discount: 44.91,
      tax_amount: 8.66,
      tax_percent: 21,
      discount_amount: 4.99,
      discount_percent: 10,
      options: '[{"label":"Colour","value":"Black"},{"label":"Size","value":"One size"}]',
    },
  ],
  total_segments: [],
}

describe('the mini-cart view', () => {
  it('shows the server totals in cents, the discount as an amount taken off', () => {
    expect(buildCartViewTotals(totals)).toEqual({
      subtotalInclTax: 4990,
      shippingInclTax: 450,
      paymentCostInclTax: 0,
      discount: 499,
      grandTotal: 4941,
      shippingChosen: false,
    })
    expect(listCouponCodes(totals)).toEqual(['WELCOME10', 'SAVE5'])
  })

  it('keeps the picture and parent of a line the server sends back without them', () => {
    const [line] = mergeServerLines(
      [
        {
          item_id: 7,
          sku: 'CAP-BLACK-OS',
          qty: 2,
          name: 'Washed Dad Cap',
          price: 20.62,
          price_incl_tax: 24.95,
          product_type: 'configurable',
          quote_id: 'c1',
        },
      ],
      [
        {
          sku: 'CAP-BLACK-OS',
          parentSku: 'CAP',
          type_id: 'configurable',
          qty: 1,
          image: '/c/cap.jpg',
        },
      ],
    )
    expect(line).toMatchObject({
      qty: 2,
      parentSku: 'CAP',
      image: '/c/cap.jpg',
      price_incl_tax: 2495,
    })
    const [shown] = buildCartViewLines(line ? [line] : [], totals)
    expect(shown).toEqual({
      itemId: 7,
      sku: 'CAP-BLACK-OS',
      parentSku: 'CAP',
      name: 'Washed Dad Cap',
      qty: 2,
      variant: null,
      unitPriceInclTax: 2495,
      stock: null,
      image: '/c/cap.jpg',
      options: [
        { label: 'Colour', value: 'Black' },
        { label: 'Size', value: 'One size' },
      ],
      rowTotalInclTax: 4990,
      discount: 499,
    })
  })
})

describe('lines the server has not answered for yet', () => {
  it('gets a negative local id, its own price and the stock mark of the stock sync', () => {
    const [known, fresh] = buildCartViewLines(
      [
        { sku: 'RING', qty: 1, server_item_id: 4, info: { stock: 'In stock!' } },
        {
          sku: 'CHAIN',
          qty: 2,
          price_incl_tax: 1250,
          variant: 'Gold',
          errors: { stock: 'Out of the stock!' },
        },
      ],
      null,
    )
    expect(known).toMatchObject({ itemId: 4, stock: 'in-stock' })
    expect(fresh).toMatchObject({
      itemId: -2,
      stock: 'out-of-stock',
      variant: 'Gold',
      unitPriceInclTax: 1250,
      rowTotalInclTax: 2500,
    })
    expect(readLineId({ sku: 'CHAIN', qty: 1 }, 0)).toBe(-1)
  })
})
