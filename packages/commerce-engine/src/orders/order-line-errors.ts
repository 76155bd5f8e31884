// spec 000 §4 "Order placement": a line the order cannot take (unknown product, not enough stock)
// refuses the whole order, naming the line by its place in the order's list and what is left.
import {
  InsufficientStockError,
  OrderStockError,
  ProductNotFoundError,
  describeAvailability,
} from '../errors.js'

/** An error from adding line `index` as an order refusal, or the error itself when it is not one. */
export function toOrderLineError(error: unknown, index: number): unknown {
  if (error instanceof InsufficientStockError) {
    return new OrderStockError([
      {
        lineIndex: index,
        reason: 'insufficient-stock',
        available: error.maxQuantity,
        message: describeAvailability(error.maxQuantity),
      },
    ])
  }
  if (error instanceof ProductNotFoundError) {
    return new OrderStockError([
      { lineIndex: index, reason: 'unknown-product', available: 0, message: error.message },
    ])
  }
  return error
}
