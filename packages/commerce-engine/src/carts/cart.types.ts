// Carts as the engine reads and writes them. All money is integer cents. A guest cart is reachable
// by whoever holds its unguessable id; a customer cart only by its customer (`CartAccess`).
import type { StoreView } from '@vitrine/contracts/store-views'
import type { TaxedPrice } from '@vitrine/pricing/tax'

export interface CartAccess {
  /** The customer the caller's token belongs to; null for a guest. */
  customerId: number | null
}

/** Where the cart is priced: the store view gives the tax country unless an address does. */
export interface PricingScope {
  storeView: StoreView
}

export interface ProductOptionInput {
  extension_attributes?: {
    configurable_item_options?: ReadonlyArray<{
      option_id: string | number
      option_value: string | number
    }>
    bundle_options?: ReadonlyArray<{
      option_id: string | number
      option_qty?: string | number
      option_selections: ReadonlyArray<string | number>
    }>
    custom_options?: ReadonlyArray<{ option_id: string | number; option_value: string | number }>
  }
}

export interface CartLineInput {
  sku: string
  qty: number
  productOption?: ProductOptionInput
  /** Set the quantity of this existing line instead of adding. */
  itemId?: number
}

export interface CartLine {
  itemId: number
  cartId: string
  sku: string
  parentSku: string | null
  name: string
  qty: number
  productType: string
  productOption: ProductOptionInput | null
  /** One unit, options included. */
  unitPrice: TaxedPrice
  taxPercentPpm: number
  /** Labels of the chosen options, e.g. `[{ label: 'Size', value: 'M' }]`. */
  options: Array<{ label: string; value: string }>
}

export interface TotalsLine extends CartLine {
  row: TaxedPrice
  discountCents: number
  /** The row's tax once the discount is taken off. */
  taxAfterDiscountCents: number
}

export interface ShippingMethodOffer {
  carrierCode: string
  methodCode: string
  carrierTitle: string
  methodTitle: string
  price: TaxedPrice
}

export interface PaymentMethodOffer {
  code: string
  title: string
  /** What choosing this method adds to the grand total, incl. tax. */
  costInclTaxCents: number
}

export interface CartTotals {
  lines: TotalsLine[]
  itemsQty: number
  subtotal: TaxedPrice
  discountCents: number
  shipping: TaxedPrice
  shippingMethod: { carrierCode: string; methodCode: string; title: string } | null
  payment: TaxedPrice
  paymentMethodCode: string | null
  taxCents: number
  grandTotalCents: number
  couponCodes: string[]
}

export interface AddressInput {
  country_id: string
  [field: string]: unknown
}

export interface ShippingInformationInput {
  shippingAddress: AddressInput
  billingAddress?: AddressInput
  carrierCode?: string
  methodCode?: string
}

export interface MethodsInput {
  paymentMethodCode?: string
  carrierCode?: string
  methodCode?: string
}
