import { describe, expect, it } from 'vitest'
import {
  InsufficientStockError,
  OrderStockError,
  ProductNotFoundError,
  ProductOptionError,
} from '../errors.js'
import { toOrderLineError } from './order-line-errors.js'

describe('an order line the engine cannot take', () => {
  it('names the line and how many units are left when the stock is short', () => {
    const error = toOrderLineError(new InsufficientStockError(2), 3)
    expect(error).toBeInstanceOf(OrderStockError)
    expect((error as OrderStockError).refusals).toEqual([
      {
        lineIndex: 3,
        reason: 'insufficient-stock',
        available: 2,
        message: 'Only 2 products of this type are available!',
      },
    ])
  })

  it('says the product is out of stock when nothing is left', () => {
    const error = toOrderLineError(new InsufficientStockError(0), 0) as OrderStockError
    expect(error.refusals[0]?.message).toBe('This product is out of stock.')
  })

  it('names the line of a product the catalogue does not sell', () => {
    const error = toOrderLineError(new ProductNotFoundError('GONE'), 1) as OrderStockError
    expect(error.refusals).toEqual([
      {
        lineIndex: 1,
        reason: 'unknown-product',
        available: 0,
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      },
    ])
  })

  it('leaves other refusals as they are', () => {
    const option = new ProductOptionError('The bundle option 4 is not available.')
    expect(toOrderLineError(option, 0)).toBe(option)
  })
})
