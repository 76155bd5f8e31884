// The size-fitting order of a placed checkout (spec 000 §7): each cart line with its product
// page's permalink, unit price including tax, quantity, chosen size, the feed's product id (the
// configurable parent, else the product) and sku.
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CartViewLine, LocalCartItem } from '../cart/cart-lines'
import { centsToAmount } from '../data-layer/data-layer'
import { buildStorePath } from '../store-path'
import type { SizeFitOrderItem } from './size-fit-events'

/** The size option's label in the three store views' languages. */
const SIZE_LABELS = new Set(['size', 'maat', 'größe', 'grösse'])

export function findSizeOption(line: Pick<CartViewLine, 'options'>): string | null {
  return (
    line.options.find((option) => SIZE_LABELS.has(option.label.trim().toLowerCase()))?.value ?? null
  )
}

export function buildSizeFitOrderItems(
  lines: readonly CartViewLine[],
  items: readonly LocalCartItem[],
  context: { storeView: Pick<StoreView, 'url'>; origin: string },
): SizeFitOrderItem[] {
  return lines.flatMap((line) => {
    const path = items.find((item) => item.sku === line.sku)?.productPath
    if (!path) return []
    return [
      {
        permalink: new URL(buildStorePath(context.storeView, path), context.origin).href,
        price: centsToAmount(line.unitPriceInclTax),
        quantity: line.qty,
        size: findSizeOption(line),
        feedProductId: line.parentSku ?? line.sku,
        sku: line.sku,
      },
    ]
  })
}
