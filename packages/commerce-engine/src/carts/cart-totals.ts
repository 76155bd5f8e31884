// Cart totals, shipping rates and payment methods of the embedded engine (D21; spec
// 000 §3 "Totals shown", §4 "Cart synchronisation"). Pure: the engine loads, this computes.
// - Rows: unit price × qty (@vitrine/pricing line totals). Subtotal: the sum of rows.
// - Discount: the usable coupons on the subtotal incl. tax, spread over the rows in proportion to
//   their totals; each row's tax is then taken from its discounted total (tax after discount).
// - Shipping and payment costs are configured incl. tax and taxed at the shipping tax class rate.
// - Grand total = subtotal incl. tax − discount + shipping incl. tax + payment cost incl. tax.
import { filterPaymentMethods, isVirtualCart } from '@vitrine/cart/offline-totals'
import { computeLinesTotal, computeRowTotal } from '@vitrine/pricing/line-totals'
import { extractTaxFromGross, ZERO_TAXED_PRICE, type TaxedPrice } from '@vitrine/pricing/tax'
import type { CartLine, CartTotals, PaymentMethodOffer, ShippingMethodOffer } from './cart.types.js'
import { distributeAmount } from '../coupons/coupon-rules.js'
import { PROVIDER_PAYMENT_PREFIX } from '@vitrine/contracts/payments'

export interface ShippingSettings {
  flatRateCents: number
  servicepointRateCents: number
  /** Subtotal incl. tax (after discounts) from which free shipping is offered. */
  freeShippingThresholdCents: number
  /** Countries the pickup-point method serves (the bundled service points: NL, DE). */
  servicepointCountries: readonly string[]
  cashOnDeliveryFeeCents: number
  /**
   * The provider's methods offered after the offline ones, as `mollie_methods_<method>` (spec 000
   * §4; D141). Empty or absent: offline methods only.
   */
  providerPaymentMethods?: readonly string[]
}

/** The titles of the provider's methods (Mollie's own names). */
const PROVIDER_METHOD_TITLES: Readonly<Record<string, string>> = {
  ideal: 'iDEAL',
  creditcard: 'Credit card',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  belfius: 'Belfius',
  eps: 'EPS',
  kbc: 'KBC/CBC',
  przelewy24: 'Przelewy24',
  klarna: 'Klarna',
  banktransfer: 'Bank transfer (Mollie)',
}

export const SERVICEPOINT_METHOD_CODE = 'servicepoint'

/** spec 000 §4: a virtual cart (all lines virtual or downloadable) ships nothing. */
export function isVirtualLineList(lines: readonly Pick<CartLine, 'productType'>[]): boolean {
  return isVirtualCart(lines.map((line) => ({ type_id: line.productType })))
}

export function offerShippingMethods(input: {
  lines: readonly Pick<CartLine, 'productType'>[]
  country: string
  subtotalAfterDiscountInclTaxCents: number
  shippingRatePpm: number
  settings: ShippingSettings
}): ShippingMethodOffer[] {
  const { settings } = input
  if (input.lines.length === 0 || isVirtualLineList(input.lines)) return []
  const priced = (incl: number) => extractTaxFromGross(incl, input.shippingRatePpm)
  const offers: ShippingMethodOffer[] = [
    {
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
      carrierTitle: 'Flat Rate',
      methodTitle: 'Fixed',
      price: priced(settings.flatRateCents),
    },
  ]
  if (input.subtotalAfterDiscountInclTaxCents >= settings.freeShippingThresholdCents) {
    offers.push({
      carrierCode: 'freeshipping',
      methodCode: 'freeshipping',
      carrierTitle: 'Free Shipping',
      methodTitle: 'Free',
      price: ZERO_TAXED_PRICE,
    })
  }
  if (settings.servicepointCountries.includes(input.country.toUpperCase())) {
    offers.push({
      carrierCode: 'dhlparcel',
      methodCode: SERVICEPOINT_METHOD_CODE,
      carrierTitle: 'DHL Parcel',
      methodTitle: 'Service point',
      price: priced(settings.servicepointRateCents),
    })
  }
  return offers
}

export function offerPaymentMethods(
  lines: readonly Pick<CartLine, 'productType'>[],
  settings: Pick<ShippingSettings, 'cashOnDeliveryFeeCents' | 'providerPaymentMethods'>,
): PaymentMethodOffer[] {
  const all: PaymentMethodOffer[] = [
    { code: 'checkmo', title: 'Check / Money order', costInclTaxCents: 0 },
    { code: 'banktransfer', title: 'Bank Transfer Payment', costInclTaxCents: 0 },
    {
      code: 'cashondelivery',
      title: 'Cash On Delivery',
      costInclTaxCents: settings.cashOnDeliveryFeeCents,
    },
    ...(settings.providerPaymentMethods ?? []).map((method) => ({
      code: `${PROVIDER_PAYMENT_PREFIX}${method}`,
      title: PROVIDER_METHOD_TITLES[method] ?? method,
      costInclTaxCents: 0,
    })),
  ]
  // spec 000 §4: cash on delivery is removed for a virtual cart (@vitrine/cart's rule)
  return filterPaymentMethods(
    all,
    lines.map((line) => ({ type_id: line.productType })),
  )
}

export interface TotalsInput {
  lines: readonly CartLine[]
  discountCents: number
  couponCodes: string[]
  shipping: ShippingMethodOffer | null
  payment: PaymentMethodOffer | null
  shippingRatePpm: number
}

export function computeSubtotal(lines: readonly CartLine[]): TaxedPrice {
  return computeLinesTotal(lines.map((line) => ({ unitPrice: line.unitPrice, qty: line.qty })))
}

export function computeCartTotals(input: TotalsInput): CartTotals {
  const rows = input.lines.map((line) =>
    computeRowTotal({ unitPrice: line.unitPrice, qty: line.qty }),
  )
  const subtotal = computeSubtotal(input.lines)
  const discounts = distributeAmount(
    input.discountCents,
    rows.map((row) => row.incl),
  )
  const lines = input.lines.map((line, index) => {
    const row = rows[index] ?? ZERO_TAXED_PRICE
    const discountCents = discounts[index] ?? 0
    const afterDiscount = extractTaxFromGross(row.incl - discountCents, line.taxPercentPpm)
    return { ...line, row, discountCents, taxAfterDiscountCents: afterDiscount.tax }
  })
  const shipping = input.shipping?.price ?? ZERO_TAXED_PRICE
  const payment = extractTaxFromGross(input.payment?.costInclTaxCents ?? 0, input.shippingRatePpm)
  const taxCents =
    lines.reduce((sum, line) => sum + line.taxAfterDiscountCents, 0) + shipping.tax + payment.tax
  return {
    lines,
    itemsQty: input.lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    discountCents: input.discountCents,
    shipping,
    shippingMethod: input.shipping
      ? {
          carrierCode: input.shipping.carrierCode,
          methodCode: input.shipping.methodCode,
          title: `${input.shipping.carrierTitle} - ${input.shipping.methodTitle}`,
        }
      : null,
    payment,
    paymentMethodCode: input.payment?.code ?? null,
    taxCents,
    grandTotalCents: subtotal.incl - input.discountCents + shipping.incl + payment.incl,
    couponCodes: input.couponCodes,
  }
}
