// What the cart reports (spec 000 §7): the GA4 events of data-layer/cart-events.ts for lines that
// went in or out, and the size-fitting service's add-to-cart events (with the product's
// permalink) when a tenant id is configured.
import type { StoreView } from '@vitrine/contracts/store-views'
import { pushAddToCart, pushRemoveFromCart, type CartEventLine } from '../data-layer/cart-events'
import { sendSizeFitAddToCart, type SizeFitConfig } from '../size-fit/size-fit-events'
import { buildStorePath } from '../store-path'
import type { AddedLine, CartViewLine } from './cart-types'

export function eventLineOfView(line: CartViewLine, qty: number = line.qty): CartEventLine {
  return {
    sku: line.sku,
    parentSku: line.parentSku,
    name: line.name,
    variant: line.variant,
    unitPriceInclTax: line.unitPriceInclTax,
    qty,
  }
}

export function eventLineOfAdded({ item, qty }: AddedLine): CartEventLine {
  return {
    sku: item.sku,
    parentSku: item.parentSku ?? null,
    name: item.name ?? null,
    variant: item.variant ?? null,
    unitPriceInclTax: item.price_incl_tax ?? 0,
    qty,
  }
}

/** add_to_cart for the added lines, and the size-fitting events when configured. */
export function reportAdded(
  lines: readonly AddedLine[],
  context: { sizeFit: SizeFitConfig | null; storeView: Pick<StoreView, 'url'>; origin: string },
): void {
  pushAddToCart(lines.map(eventLineOfAdded))
  sendSizeFitAddToCart(
    context.sizeFit,
    lines.flatMap(({ item, qty }) =>
      item.productPath
        ? [
            {
              sku: item.sku,
              qty,
              permalink: new URL(
                buildStorePath(context.storeView, item.productPath),
                context.origin,
              ).href,
            },
          ]
        : [],
    ),
  )
}

/** A quantity change is reported as the units added or removed (GA4's recommendation). */
export function reportQuantityChange(line: CartViewLine, newQty: number): void {
  const difference = newQty - line.qty
  if (difference > 0) pushAddToCart([eventLineOfView(line, difference)])
  if (difference < 0) pushRemoveFromCart([eventLineOfView(line, -difference)])
}

export function reportRemoved(line: CartViewLine): void {
  pushRemoveFromCart([eventLineOfView(line)])
}
