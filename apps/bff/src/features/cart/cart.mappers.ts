// Maps the commerce port's answers (integer cents) to the vue-storefront-api shapes (Magento's
// cart item and TotalsInterface, vsf-api-contract §1.3): decimals with two digits, Magento's sign
// conventions (the totals' discount_amount is negative), options as a JSON string.
import type { CartItem, CartTotals } from '@vitrine/contracts/cart'
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import type {
  CartLine,
  CartTotals as PortCartTotals,
  PaymentMethodOffer,
  ShippingMethodOffer,
} from '../../adapters/commerce/commerce.port.js'

const money = (cents: number) => convertMinorToDecimal(cents)
const CURRENCY = 'EUR'

/** A tax rate in parts per million as a percentage (210000 → 21). */
function toPercent(ratePpm: number): number {
  return ratePpm / 10_000
}

export function toCartItem(line: CartLine): CartItem {
  return {
    item_id: line.itemId,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    price: money(line.unitPrice.excl),
    price_incl_tax: money(line.unitPrice.incl),
    product_type: line.productType,
    quote_id: line.cartId,
    ...(line.productOption
      ? { product_option: line.productOption as CartItem['product_option'] }
      : {}),
  }
}

export function toCartTotals(totals: PortCartTotals): CartTotals {
  const discount = totals.discountCents
  const couponCode = totals.couponCodes.length > 0 ? totals.couponCodes.join(',') : null
  return {
    grand_total: money(totals.grandTotalCents),
    base_grand_total: money(totals.grandTotalCents),
    subtotal: money(totals.subtotal.excl),
    base_subtotal: money(totals.subtotal.excl),
    subtotal_incl_tax: money(totals.subtotal.incl),
    discount_amount: money(-discount),
    shipping_amount: money(totals.shipping.excl),
    shipping_incl_tax: money(totals.shipping.incl),
    shipping_tax_amount: money(totals.shipping.tax),
    payment_cost_incl_tax: money(totals.payment.incl),
    tax_amount: money(totals.taxCents),
    coupon_code: couponCode,
    base_currency_code: CURRENCY,
    quote_currency_code: CURRENCY,
    items_qty: totals.itemsQty,
    items: totals.lines.map((line) => {
      const inclAfterDiscount = line.row.incl - line.discountCents
      return {
        item_id: line.itemId,
        name: line.name,
        qty: line.qty,
        price: money(line.unitPrice.excl),
        price_incl_tax: money(line.unitPrice.incl),
        row_total: money(line.row.excl),
        row_total_incl_tax: money(line.row.incl),
        row_total_with_discount: money(inclAfterDiscount - line.taxAfterDiscountCents),
        tax_amount: money(line.taxAfterDiscountCents),
        tax_percent: toPercent(line.taxPercentPpm),
        discount_amount: money(line.discountCents),
        discount_percent:
          line.row.incl > 0 ? Math.round((line.discountCents * 10_000) / line.row.incl) / 100 : 0,
        options: JSON.stringify(line.options),
      }
    }),
    // spec 000 §3 "Totals shown": subtotal incl. tax, shipping, payment cost, grand total
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: money(totals.subtotal.incl) },
      {
        code: 'shipping',
        title: totals.shippingMethod
          ? `Shipping & Handling (${totals.shippingMethod.title})`
          : 'Shipping & Handling',
        value: money(totals.shipping.incl),
      },
      { code: 'payment', title: 'Payment cost', value: money(totals.payment.incl) },
      {
        code: 'discount',
        title: couponCode ? `Discount (${couponCode})` : 'Discount',
        value: money(-discount),
      },
      { code: 'tax', title: 'Tax', value: money(totals.taxCents) },
      { code: 'grand_total', title: 'Grand Total', value: money(totals.grandTotalCents) },
    ],
  }
}

export function toShippingMethod(offer: ShippingMethodOffer) {
  return {
    carrier_code: offer.carrierCode,
    method_code: offer.methodCode,
    carrier_title: offer.carrierTitle,
    method_title: offer.methodTitle,
    amount: money(offer.price.incl),
    base_amount: money(offer.price.incl),
    available: true,
    error_message: '',
    price_excl_tax: money(offer.price.excl),
    price_incl_tax: money(offer.price.incl),
  }
}

export function toPaymentMethod(offer: PaymentMethodOffer) {
  return { code: offer.code, title: offer.title, cost_incl_tax: money(offer.costInclTaxCents) }
}
