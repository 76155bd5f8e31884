// spec 000 §4 "Prices": a configurable parent shows the price of its cheapest available child.
// Which child is available is the variants package's rule (isVariantAvailable); the caller passes
// it in, so the rule lives in one place. Ties keep the first child in catalogue order.
import type { TaxedPrice } from './tax.js'

export interface PricedChild {
  readonly available: boolean
  readonly price: TaxedPrice
}

/** The cheapest available child (by price including tax), or undefined when none is available. */
export function selectCheapestAvailableChild<T extends PricedChild>(
  children: readonly T[],
): T | undefined {
  let cheapest: T | undefined
  for (const child of children) {
    if (!child.available) continue
    if (cheapest === undefined || child.price.incl < cheapest.price.incl) cheapest = child
  }
  return cheapest
}
