// Offline cart totals, payment method filtering and the cart count (spec 000 §3 "Totals shown",
// §4 "Cart synchronisation"). All money is integer minor units (cents).
// - subtotal incl. tax: the sum of the row totals; a row is its row_total_incl_tax when the
//   server gave one, else price_incl_tax × qty; lines with a negative quantity are ignored
//   (spec 000 §4 "Prices").
// - grand total = subtotal + shipping price_incl_tax + payment cost_incl_tax.

export interface TotalsLine {
  qty: number
  price_incl_tax?: number
  totals?: { row_total_incl_tax?: number }
}

export interface ShippingMethodCost {
  price_incl_tax?: number
}

export interface PaymentMethodCost {
  cost_incl_tax?: number
}

export interface OfflineTotals {
  subtotalInclTax: number
  shipping: number
  paymentCost: number
  grandTotal: number
}

export function calculateOfflineTotals(
  items: readonly TotalsLine[],
  shippingMethod: ShippingMethodCost | null = null,
  paymentMethod: PaymentMethodCost | null = null,
): OfflineTotals {
  let subtotalInclTax = 0
  for (const item of items) {
    if (item.qty < 0) continue
    const row =
      item.totals?.row_total_incl_tax ?? requireMinorUnits(item.price_incl_tax ?? 0) * item.qty
    subtotalInclTax += requireMinorUnits(row)
  }
  const shipping = requireMinorUnits(shippingMethod?.price_incl_tax ?? 0)
  const paymentCost = requireMinorUnits(paymentMethod?.cost_incl_tax ?? 0)
  return {
    subtotalInclTax,
    shipping,
    paymentCost,
    grandTotal: subtotalInclTax + shipping + paymentCost,
  }
}

function requireMinorUnits(amount: number): number {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money must be integer minor units, got ${amount}`)
  }
  return amount
}

export const CASH_ON_DELIVERY_CODE = 'cashondelivery'

/** spec 000 §4: a cart is virtual when it has lines and all are virtual or downloadable. */
export function isVirtualCart(items: readonly { type_id?: string }[]): boolean {
  return (
    items.length > 0 &&
    items.every((item) => item.type_id === 'virtual' || item.type_id === 'downloadable')
  )
}

/** spec 000 §4: cash on delivery is removed for a virtual cart (nothing is delivered). */
export function filterPaymentMethods<M extends { code: string }>(
  methods: readonly M[],
  items: readonly { type_id?: string }[],
): M[] {
  if (!isVirtualCart(items)) return [...methods]
  return methods.filter((method) => method.code !== CASH_ON_DELIVERY_CODE)
}

export type MinicartCountType = 'items' | 'quantities'

/** spec 000 §4: the number of lines when the count type is items, else the sum of quantities. */
export function countCartItems(
  items: readonly { qty: number }[],
  countType: MinicartCountType | (string & {}),
): number {
  if (countType === 'items') return items.length
  return items.reduce((sum, item) => sum + item.qty, 0)
}
