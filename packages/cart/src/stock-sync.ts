// Per-item stock sync (spec 000 §4 "Cart synchronisation"): the result of a stock check for a
// cart line marks it in stock ('In stock!') or out of stock ('Out of the stock!'); when the shop
// disallows out-of-stock items in the cart and server cart sync is off, the line is removed.
import { IN_STOCK_INFO, OUT_OF_STOCK_ITEM_ERROR } from './cart-messages.js'
import { removeCartItem } from './cart-item-update.js'
import type { CartItem } from './cart-item.types.js'

export interface StockCheckResult {
  sku: string
  is_in_stock: boolean
}

export interface StockSyncOptions {
  allowOutOfStockInCart: boolean
  serverSyncEnabled: boolean
}

export type StockSyncOutcome<T> =
  | { kind: 'no-such-line'; items: T[] }
  | { kind: 'in-stock'; items: T[] }
  | { kind: 'out-of-stock'; items: T[] }
  | { kind: 'removed'; items: T[] }

export function applyStockResult<T extends CartItem>(
  items: readonly T[],
  stock: StockCheckResult,
  options: StockSyncOptions,
): StockSyncOutcome<T> {
  // Stock answers are per sku, so the line is found by sku whatever its type.
  const line = items.find((item) => item.sku === stock.sku)
  if (!line) return { kind: 'no-such-line', items: [...items] }
  if (stock.is_in_stock) {
    // A line back in stock loses its stale out-of-stock error, and the other way round.
    const changes = {
      is_in_stock: true,
      info: { ...line.info, stock: IN_STOCK_INFO },
      errors: withoutStockKey(line.errors),
    }
    return { kind: 'in-stock', items: replaceLine(items, line, changes) }
  }
  if (!options.allowOutOfStockInCart && !options.serverSyncEnabled) {
    return { kind: 'removed', items: removeCartItem(items, line) }
  }
  const changes = {
    is_in_stock: false,
    info: withoutStockKey(line.info),
    errors: { ...line.errors, stock: OUT_OF_STOCK_ITEM_ERROR },
  }
  return { kind: 'out-of-stock', items: replaceLine(items, line, changes) }
}

function replaceLine<T extends CartItem>(
  items: readonly T[],
  line: T,
  changes: Partial<CartItem>,
): T[] {
  return items.map((item) => (item === line ? { ...item, ...changes } : item))
}

function withoutStockKey(
  messages: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const { stock: _stock, ...rest } = messages ?? {}
  return rest
}
