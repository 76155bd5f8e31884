// The stock refusal of an order (spec 000 §4 "Order placement", §8; D26). vsf's
// offline queue cancels an order whose answer is a 500 with `Error while adding products` in its
// result (@vitrine/orders STOCK_ERROR_MARKER), so the refusal is that 500, followed by the
// catalogue's text 'Some of the ordered products are not available!'. Each refused line is named
// in `errors` with what is left.
import type { FieldError } from '@vitrine/contracts/envelope'
import { STOCK_ERROR_MARKER } from '@vitrine/orders/queue-transmission'
import { AppError, NotFoundError } from '../../errors.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from './cart-line-resolution.js'
import {
  InsufficientStockError,
  OUT_OF_STOCK_MESSAGE,
  formatMaxQuantityMessage,
} from './line-stock.js'

/** spec 000 §8 */
export const PRODUCTS_NOT_AVAILABLE_MESSAGE = 'Some of the ordered products are not available!'
export const ORDER_STOCK_ERROR_MESSAGE = `${STOCK_ERROR_MARKER}. ${PRODUCTS_NOT_AVAILABLE_MESSAGE}`

export class OrderStockError extends AppError {
  constructor(fieldErrors: readonly FieldError[]) {
    super(500, ORDER_STOCK_ERROR_MESSAGE, fieldErrors)
  }
}

export function describeAvailability(available: number): string {
  return available > 0 ? formatMaxQuantityMessage(available) : OUT_OF_STOCK_MESSAGE
}

/** An error from adding line `index` as a stock refusal, or the error itself when it is not one. */
export function toOrderStockError(error: unknown, index: number): unknown {
  const field = `body.products.${index}`
  if (error instanceof InsufficientStockError) {
    return new OrderStockError([
      { field: `${field}.qty`, message: describeAvailability(error.maxQuantity) },
    ])
  }
  if (error instanceof NotFoundError && error.message === PRODUCT_NOT_FOUND_MESSAGE) {
    return new OrderStockError([{ field: `${field}.sku`, message: PRODUCT_NOT_FOUND_MESSAGE }])
  }
  return error
}
