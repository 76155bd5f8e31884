// The commerce port (ARCHITECTURE §1): carts, stock, coupons and the catalogue data they need;
// orders, customers, wishlists, returns and newsletter join it in later issues. The embedded
// engine (embedded-commerce.ts, Drizzle on PGlite or PostgreSQL) implements it; a Magento 2
// adapter will implement the same calls over Magento's REST API (vsf-api-contract §1.3).
//
// All money is integer cents. Methods that read or change a cart take a `CartAccess`: a guest
// cart is reachable by whoever holds its unguessable id; a customer cart only by its customer.
// An unknown, closed or foreign cart is a NotFoundError (`No such entity with cartId = …`).
import type { Product } from '@vitrine/contracts/catalog/product'
import type { TaxRule } from '@vitrine/contracts/catalog/tax-rule'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { TaxedPrice } from '@vitrine/pricing/tax'
import type { Adapter } from '../adapter.js'

export const COMMERCE_PORT = 'commerce'

export interface CatalogueImport {
  /** Parsed product documents; configurable children are read from `configurable_children`. */
  products: readonly Product[]
  taxRules: readonly TaxRule[]
}

export interface CatalogueImportSummary {
  products: number
  stockItems: number
  taxRules: number
}

export interface StockLevel {
  sku: string
  productId: number
  /** Units that can still be sold: on hand minus reserved by orders, never below 0. */
  qty: number
  isInStock: boolean
  manageStock: boolean
}

export interface StockLine {
  sku: string
  qty: number
}

export type StockReservation =
  | { ok: true }
  | { ok: false; sku: string; available: number; reason: 'insufficient' | 'unknown-sku' }

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

export type CouponRejection =
  'unknown' | 'inactive' | 'not-started' | 'expired' | 'minimum-subtotal' | 'used-up'

export interface CouponOutcome {
  code: string
  applied: boolean
  reason?: CouponRejection
}

export interface CouponDefinition {
  code: string
  kind: 'percent' | 'fixed'
  /** Percent: hundredths of a percent (1000 = 10 %); fixed: cents incl. tax. */
  amount: number
  minSubtotalCents?: number
  startsAt?: Date | null
  endsAt?: Date | null
  usageLimit?: number | null
  isActive?: boolean
  description?: string
}

export interface CustomerRecord {
  id: number
  email: string
  firstname: string
  lastname: string
  groupId: number
  storeCode: string
  createdAt: Date
  updatedAt: Date
}

export interface CustomerSignUp {
  email: string
  firstname: string
  lastname: string
  password: string
  storeCode: string
}

export interface CustomerTokens {
  accessToken: string
  refreshToken: string
}

export interface TokenLifetimes {
  accessSeconds: number
  refreshSeconds: number
}

/** An order as the server places it; every price comes from the catalogue, none from the body. */
export interface OrderPlacement {
  access: CartAccess
  /** The cart the order closes; null: a cart is made for the order alone. */
  cartId: string | null
  lines: readonly CartLineInput[]
  shippingAddress: AddressInput | null
  billingAddress: AddressInput
  carrierCode?: string
  methodCode?: string
  paymentMethodCode: string
  email: string
  /** spec 000 §4: sha3-224 of the order (@vitrine/orders hashOrder); one order per hash. */
  orderHash: string
  /** The caller's Idempotency-Key; a repeat with the same key gets the first answer. */
  idempotencyKey: string | null
  /** Creates this customer in the same transaction and places the order as theirs. */
  createAccount?: CustomerSignUp
}

export interface PlacedOrderRecord {
  orderNumber: string
  backendOrderId: string
  /** ISO 8601. */
  transferedAt: string
}

/** A page of a list: `currentPage` counts from 1. */
export interface OrderPage {
  pageSize: number
  currentPage: number
}

export interface OrderSummary {
  orderNumber: string
  backendOrderId: string
  createdAt: Date
  status: string
  currency: string
  email: string
  grandTotalCents: number
  taxCents: number
  shippingCents: number
  discountCents: number
  paymentMethodCode: string
  couponCodes: string[]
  items: Array<{
    sku: string
    name: string
    qty: number
    priceInclTaxCents: number
    rowTotalInclTaxCents: number
    discountCents: number
  }>
}

export interface CommercePort extends Adapter {
  /** Loads prices, tax classes, options, tax rules and stock; running it twice changes nothing. */
  importCatalogue(input: CatalogueImport): Promise<CatalogueImportSummary>

  /** Stock of the known skus among `skus` (unknown skus are left out), in the order asked. */
  readStock(skus: readonly string[]): Promise<StockLevel[]>
  /** Reserves every line or none (conditional update: reserved never passes what is on hand). */
  reserveStock(lines: readonly StockLine[]): Promise<StockReservation>
  /** Gives reserved units back (a cancelled order). */
  releaseStock(lines: readonly StockLine[]): Promise<void>

  /** The customer a token belongs to, or null for an unknown or expired token. */
  findCustomerIdByToken(token: string): Promise<number | null>

  /** Creates an empty cart and returns its id (32 random hex characters). */
  createCart(input: { customerId: number | null; storeCode: string }): Promise<string>
  listCartLines(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartLine[]>
  /** Adds a line (merging into the same sku + options) or, with `itemId`, sets its quantity. */
  saveCartLine(
    cartId: string,
    access: CartAccess,
    input: CartLineInput,
    scope: PricingScope,
  ): Promise<CartLine>
  removeCartLine(cartId: string, access: CartAccess, itemId: number): Promise<void>
  collectTotals(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartTotals>
  listPaymentMethods(cartId: string, access: CartAccess): Promise<PaymentMethodOffer[]>
  estimateShippingMethods(
    cartId: string,
    access: CartAccess,
    address: AddressInput,
    scope: PricingScope,
  ): Promise<ShippingMethodOffer[]>
  saveShippingInformation(
    cartId: string,
    access: CartAccess,
    input: ShippingInformationInput,
    scope: PricingScope,
  ): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }>
  selectMethods(
    cartId: string,
    access: CartAccess,
    input: MethodsInput,
    scope: PricingScope,
  ): Promise<CartTotals>

  /**
   * Replaces the cart's coupons with the usable ones among `codes`; one outcome per code. With
   * `requireAll`, one unusable code leaves the cart's coupons as they were.
   */
  applyCoupons(
    cartId: string,
    access: CartAccess,
    codes: readonly string[],
    scope: PricingScope,
    options?: { requireAll?: boolean },
  ): Promise<CouponOutcome[]>
  removeCoupons(cartId: string, access: CartAccess): Promise<void>
  listCartCoupons(cartId: string, access: CartAccess): Promise<string[]>
  /** Creates or replaces a coupon rule (operators, tests, the embedded seed). */
  saveCoupon(coupon: CouponDefinition): Promise<void>
  /** Counts one use of every code or of none; false when a code is used up or unknown. */
  redeemCoupons(codes: readonly string[]): Promise<boolean>

  /** 400 `A customer with the same email already exists …` when the e-mail is taken. */
  createCustomer(input: CustomerSignUp): Promise<CustomerRecord>
  /** The customer with this e-mail and password, else null (same time taken either way). */
  authenticateCustomer(email: string, password: string): Promise<CustomerRecord | null>
  readCustomer(customerId: number): Promise<CustomerRecord | null>
  issueCustomerTokens(customerId: number): Promise<CustomerTokens>
  /** Uses a refresh token up and issues a new pair; null when it is unknown, used or expired. */
  refreshCustomerTokens(
    refreshToken: string,
  ): Promise<{ customerId: number; tokens: CustomerTokens } | null>
  /**
   * Moves a guest cart's lines into the customer's active cart (created when missing): the same
   * product and options add up, capped at the stock; the guest cart is closed. Answers the
   * customer's cart id. The customer's own cart id merges nothing.
   */
  mergeGuestCart(guestCartId: string, customerId: number, scope: PricingScope): Promise<string>

  /**
   * Places an order in one transaction: lines priced by the server, stock reserved, coupons
   * redeemed, the cart closed, the answer stored with the idempotency key and order hash. A
   * repeat (same key, or same order hash) answers the first order and places nothing.
   */
  placeOrder(input: OrderPlacement, scope: PricingScope): Promise<PlacedOrderRecord>
  /** The customer's orders, newest first; one page of them when `page` is given. */
  listCustomerOrders(customerId: number, page?: OrderPage): Promise<OrderSummary[]>
  /** How many orders the customer has placed. */
  countCustomerOrders(customerId: number): Promise<number>
}
