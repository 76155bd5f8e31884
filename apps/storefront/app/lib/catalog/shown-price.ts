// The price a shopper sees (spec 000 §4 "Prices", 001 §3 "Product card": price{regular, special,
// old}): the regular price including tax, and when a special price applies (the BFF decided the
// window) the special price with the old price struck through. Amounts are cents including tax.
import type { ShownPrices } from './product-document'

export interface CardPrice {
  regular: number
  special: number | null
  old: number | null
}

export function describeShownPrice(prices: ShownPrices | undefined): CardPrice | undefined {
  if (!prices) return undefined
  const { final, original } = prices
  if (final.incl < original.incl) {
    return { regular: original.incl, special: final.incl, old: original.incl }
  }
  return { regular: final.incl, special: null, old: null }
}
