// Whether a cart line fits the stock (D21: quantities up to available stock). A line
// takes units of one or more skus (a bundle takes its chosen links); other lines of the cart may
// take the same skus. The largest quantity that still fits is named in the error.
import { InsufficientStockError } from '../errors.js'
import type { ResolvedLine } from './cart-line-resolution.js'
import type { StockLevel } from '../stock/stock.types.js'
import { readSellableQty } from '../stock/stock-store.js'

export interface LineStockInput {
  line: Pick<ResolvedLine, 'stockPerUnit'>
  qty: number
  otherLines: ReadonlyArray<{ line: Pick<ResolvedLine, 'stockPerUnit'>; qty: number }>
  stock: readonly StockLevel[]
}

/** Throws InsufficientStockError when `qty` units of the line do not fit next to the others. */
export function planLineStock(input: LineStockInput): void {
  const levels = new Map(input.stock.map((level) => [level.sku, level]))
  let maxQuantity = Number.POSITIVE_INFINITY
  for (const need of input.line.stockPerUnit) {
    if (need.qty <= 0) continue
    const heldByOthers = input.otherLines.reduce(
      (sum, other) =>
        sum +
        other.line.stockPerUnit
          .filter((entry) => entry.sku === need.sku)
          .reduce((units, entry) => units + entry.qty * other.qty, 0),
      0,
    )
    const left = readSellableQty(levels.get(need.sku)) - heldByOthers
    maxQuantity = Math.min(maxQuantity, Math.max(0, Math.floor(left / need.qty)))
  }
  if (input.qty > maxQuantity) throw new InsufficientStockError(maxQuantity)
}
