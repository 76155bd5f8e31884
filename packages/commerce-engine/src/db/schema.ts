// The commerce engine's tables (Drizzle ORM, PostgreSQL dialect: PGlite or PostgreSQL), grouped
// by area. Money is integer cents everywhere. Migrations are generated from this file with
// `pnpm --filter @vitrine/commerce-engine db:generate` into ./migrations and applied at start.
//
// A new area (wishlists, returns, newsletter) adds its tables here, prefixed `commerce_` and keyed
// by customer id like carts, then generates its migration (see the package README).
import type { SelectedServicePoint } from '@vitrine/contracts/service-points'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** What the cart needs of a catalogue product's options (the rest stays in the search index). */
export interface StoredProductOptions {
  /** Configurable parents: each child sku with its option values (attribute_id → value_index). */
  variants?: Array<{ sku: string; values: Record<string, string> }>
  configurableOptions?: Array<{
    attributeId: string
    attributeCode: string
    label: string
    values: Array<{ valueIndex: string; label: string }>
  }>
  customOptions?: Array<{
    optionId: string
    title: string
    type: string
    price?: number
    priceType?: 'fixed' | 'percent'
    values?: Array<{
      optionTypeId: string
      title: string
      price: number
      priceType: 'fixed' | 'percent'
    }>
  }>
  bundleOptions?: Array<{
    optionId: string
    title: string
    links: Array<{ id: string; sku: string; qty: number; isDefault: boolean; price?: number }>
  }>
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** Sellable products by sku, configurable children included (loaded by importCatalogue). */
export const products = pgTable(
  'commerce_products',
  {
    sku: text('sku').primaryKey(),
    productId: integer('product_id').notNull(),
    parentSku: text('parent_sku'),
    typeId: text('type_id').notNull(),
    name: text('name').notNull(),
    status: integer('status').notNull(),
    /** The catalogue price in cents (excl. tax when the store's source prices exclude tax). */
    priceCents: integer('price_cents').notNull(),
    specialPriceCents: integer('special_price_cents'),
    specialFromDate: text('special_from_date'),
    specialToDate: text('special_to_date'),
    taxClassId: integer('tax_class_id'),
    options: jsonb('options').$type<StoredProductOptions>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('commerce_products_parent_sku_idx').on(table.parentSku),
    // Wishlist items name products by id (spec 001 §3): the add's check and every list's read.
    index('commerce_products_product_id_idx').on(table.productId),
  ],
)

/** The catalogue's tax rules (VSF1 documents; rates chosen by @vitrine/pricing). */
export const taxRules = pgTable('commerce_tax_rules', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  productTaxClassIds: jsonb('product_tax_class_ids').$type<number[]>().notNull(),
  customerTaxClassIds: jsonb('customer_tax_class_ids').$type<number[]>().notNull(),
  rates: jsonb('rates')
    .$type<
      Array<{
        rate: number
        tax_country_id: string
        region_name?: string | null
        tax_region_id?: number | null
      }>
    >()
    .notNull(),
})

/**
 * Stock per sku. `qty` is what the catalogue says is on hand; `reserved` is what placed orders
 * hold. A re-import updates `qty` and keeps `reserved`, so importing twice never frees units.
 */
export const stockItems = pgTable(
  'commerce_stock_items',
  {
    sku: text('sku').primaryKey(),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull(),
    reserved: integer('reserved').notNull().default(0),
    manageStock: boolean('manage_stock').notNull(),
    isInStock: boolean('is_in_stock').notNull(),
    ...timestamps,
  },
  (table) => [check('commerce_stock_items_reserved_check', sql`${table.reserved} >= 0`)],
)

export const customers = pgTable(
  'commerce_customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    groupId: integer('group_id').notNull().default(1),
    storeCode: text('store_code').notNull().default('default'),
    /** When the e-mail address was confirmed; null: not activated, cannot log in (spec 001 §4). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_customers_email_idx').on(sql`lower(${table.email})`)],
)

/** A customer's saved addresses (spec 001 §3; Magento's customer address, D103). */
export const customerAddresses = pgTable(
  'commerce_customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryId: text('country_id').notNull(),
    region: jsonb('region').$type<{
      region?: string
      region_code?: string
      region_id?: number
    }>(),
    telephone: text('telephone'),
    vatId: text('vat_id'),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('commerce_customer_addresses_customer_idx').on(table.customerId)],
)

/**
 * Customer access and refresh tokens, account confirmation keys and password reset tokens
 * (D104); only a hash of each is stored, each kind expires, and keys and refresh tokens are
 * deleted when used.
 */
export const customerTokens = pgTable(
  'commerce_customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'refresh', 'confirmation', 'reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** D218: the session (one login) an access or refresh token belongs to; null for keys. */
    familyId: text('family_id'),
    /** D218: when a refresh token was rotated; kept until it expires, to detect its reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('commerce_customer_tokens_customer_idx').on(table.customerId),
    index('commerce_customer_tokens_family_idx').on(table.familyId),
  ],
)

export interface StoredAddress {
  [field: string]: unknown
  country_id: string
}

export const carts = pgTable(
  'commerce_carts',
  {
    /** Guest carts: 32 random hex characters; customer carts: the same, owned by customer_id. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    status: text('status', { enum: ['active', 'ordered', 'merged'] })
      .notNull()
      .default('active'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethodCode: text('payment_method_code'),
    /** The coupon codes applied, normalized, in the order applied (D70). */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** The DHL service point chosen for the servicepoint method (spec 000 §4), as looked up. */
    servicePoint: jsonb('service_point').$type<SelectedServicePoint>(),
    ...timestamps,
  },
  (table) => [
    index('commerce_carts_customer_idx').on(table.customerId, table.status),
    // A customer has one active cart (Magento's /V1/carts/mine): creating one returns it.
    uniqueIndex('commerce_carts_active_customer_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'active' and ${table.customerId} is not null`),
  ],
)

export const cartItems = pgTable(
  'commerce_cart_items',
  {
    itemId: serial('item_id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The sku that is sold: the chosen child for a configurable line. */
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    productType: text('product_type').notNull(),
    qty: integer('qty').notNull(),
    /** @vitrine/cart's checksum of the product options: same sku + checksum = same line. */
    checksum: text('checksum').notNull(),
    productOption: jsonb('product_option').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_cart_items_line_idx').on(table.cartId, table.sku, table.checksum),
    check('commerce_cart_items_qty_check', sql`${table.qty} > 0`),
  ],
)

/** Coupon rules. `amount`: hundredths of a percent (1000 = 10 %) or cents (fixed, incl. tax). */
export const coupons = pgTable(
  'commerce_coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    amount: integer('amount').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description').notNull().default(''),
    /** D222: the normalised mailbox a newsletter coupon belongs to; null for any e-mail. */
    boundMailbox: text('bound_mailbox'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_coupons_code_lower_idx').on(sql`lower(${table.code})`),
    // D222: one new-subscriber coupon per mailbox, also when two spellings confirm at once.
    uniqueIndex('commerce_coupons_bound_mailbox_idx')
      .on(table.boundMailbox)
      .where(sql`${table.boundMailbox} is not null`),
    check('commerce_coupons_amount_check', sql`${table.amount} > 0`),
    check(
      'commerce_coupons_usage_check',
      sql`${table.usageLimit} IS NULL OR ${table.timesUsed} <= ${table.usageLimit}`,
    ),
  ],
)

/** Placed orders (D26). Totals are recomputed by the server and frozen here. */
export const orders = pgTable(
  'commerce_orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull(),
    cartId: text('cart_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    storeCode: text('store_code').notNull(),
    status: text('status').notNull().default('pending'),
    email: text('email').notNull(),
    orderHash: text('order_hash').notNull(),
    currency: text('currency').notNull().default('EUR'),
    grandTotalCents: integer('grand_total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    paymentMethodCode: text('payment_method_code').notNull(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** The pickup point of a servicepoint order (spec 000 §4), as chosen. */
    servicePoint: jsonb('service_point').$type<SelectedServicePoint>(),
    /** The provider's status of the order's payment (payments/); null for offline methods. */
    paymentStatus: text('payment_status'),
    /** A provider reported another amount or currency than the order's (D143). */
    paymentFlagged: boolean('payment_flagged').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_orders_increment_idx').on(table.incrementId),
    uniqueIndex('commerce_orders_cart_idx').on(table.cartId),
    // spec 000 §4: the same order (same sha3-224 order hash) is placed once, even when two
    // copies arrive at the same time.
    uniqueIndex('commerce_orders_hash_idx').on(table.orderHash),
    index('commerce_orders_customer_idx').on(table.customerId),
  ],
)

/** The last order number per store view (`000000123`; other stores carry their id in front). */
export const orderSequences = pgTable('commerce_order_sequences', {
  storeCode: text('store_code').primaryKey(),
  lastValue: integer('last_value').notNull(),
})

export const orderItems = pgTable(
  'commerce_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    qty: integer('qty').notNull(),
    priceInclTaxCents: integer('price_incl_tax_cents').notNull(),
    rowTotalInclTaxCents: integer('row_total_incl_tax_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    productOption: jsonb('product_option').$type<Record<string, unknown>>(),
  },
  // An order's lines are read by order (its confirmation, the history, returns): without this
  // index every read scanned all lines ever ordered, slower with each order.
  (table) => [index('commerce_order_items_order_idx').on(table.orderId)],
)

/**
 * Idempotency keys of money-relevant calls (ARCHITECTURE §3): the first answer is stored and a
 * repeat with the same key and scope gets it back.
 */
export const idempotencyKeys = pgTable(
  'commerce_idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseCode: integer('response_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
)

/** A cart's payment token (spec 000 §7 payment-token): it finds the order placed from the cart. */
export const paymentTokens = pgTable(
  'commerce_payment_tokens',
  {
    token: text('token').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('commerce_payment_tokens_cart_idx').on(table.cartId)],
)

/**
 * The provider's payments of an order (one per attempt), keyed by the provider's id (`tr_…`). The
 * status only moves forward (payments/payment-transitions.ts, D142).
 */
export const payments = pgTable(
  'commerce_payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    checkoutUrl: text('checkout_url'),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_payments_order_attempt_idx').on(table.orderId, table.attempt)],
)

/**
 * A customer's named wishlists (spec 001 §3, §4, §9): at most 5 (the customer row is locked while
 * one is created, D146), one of them the default that cannot be deleted (one per customer: a
 * partial unique index). `sharing_code` is set when the list is shared: 128 random bits (D147).
 */
export const wishlists = pgTable(
  'commerce_wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sharingCode: text('sharing_code'),
    ...timestamps,
  },
  (table) => [
    index('commerce_wishlists_customer_idx').on(table.customerId),
    uniqueIndex('commerce_wishlists_default_idx')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
    uniqueIndex('commerce_wishlists_sharing_code_idx').on(table.sharingCode),
  ],
)

/** A wishlist's products: each product once per list, quantity always 1 (spec 001 §3, §9). */
export const wishlistItems = pgTable(
  'commerce_wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commerce_wishlist_items_product_idx').on(table.wishlistId, table.productId),
    check('commerce_wishlist_items_qty_check', sql`${table.qty} = 1`),
  ],
)

/**
 * Newsletter subscribers (spec 001 §3, §4; D222): one row per e-mail (lower-cased), pending until
 * the mailed key confirms it. `unsubscribedAt` set: not subscribed now; subscribing again asks for
 * a new confirmation and never grants a second coupon. `couponCode`: the single-use 10 % coupon
 * (spec 001 §9), one per normalised mailbox.
 */
export const newsletterSubscribers = pgTable(
  'commerce_newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    storeCode: text('store_code').notNull(),
    couponCode: text('coupon_code'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** D222: the normalised mailbox (newsletter/mailbox.ts); filled at start for older rows. */
    mailbox: text('mailbox'),
    /** D222: double opt-in; subscribed = confirmed and not unsubscribed since. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 of the mailed confirmation key (single use, cleared on confirmation). */
    confirmKeyHash: text('confirm_key_hash'),
    confirmKeyExpiresAt: timestamp('confirm_key_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_newsletter_subscribers_email_idx').on(table.email),
    index('commerce_newsletter_subscribers_mailbox_idx').on(table.mailbox),
  ],
)

/** Return reasons (spec 001 §7 GET reasons): labels per language, configurable, seeded at start. */
export const returnReasons = pgTable('commerce_return_reasons', {
  code: text('code').primaryKey(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
})

/** Returns (RMA, spec 001 §3, §4): one request for some lines of one order (D163). */
export const returns = pgTable(
  'commerce_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer who asked; null for a guest return (D164). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    storeCode: text('store_code').notNull(),
    status: text('status', {
      enum: ['requested', 'approved', 'denied', 'received', 'processed', 'rejected'],
    })
      .notNull()
      .default('requested'),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => returnReasons.code),
    comment: text('comment').notNull().default(''),
    /** Asked within the free-return window (spec 001 §9: 30 days). */
    isFree: boolean('is_free').notNull(),
    ...timestamps,
  },
  (table) => [
    index('commerce_returns_customer_idx').on(table.customerId, table.id),
    index('commerce_returns_order_idx').on(table.orderId),
    index('commerce_returns_reason_idx').on(table.reasonCode),
  ],
)

export const returnItems = pgTable(
  'commerce_return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    /** The size wanted instead (an exchange); null: money back. */
    exchangeSize: text('exchange_size'),
  },
  (table) => [
    index('commerce_return_items_return_idx').on(table.returnId),
    index('commerce_return_items_order_item_idx').on(table.orderItemId),
    check('commerce_return_items_qty_check', sql`${table.qty} > 0`),
  ],
)

/**
 * Product reviews (vsf-api-contract §1.7; D230): Magento's statuses, a review posted by a shopper is
 * pending (2) until the shop approves (1) or rejects (3) it; only approved reviews are shown, in the
 * store view they were written in. `customerId` is the logged-in author, null for a guest.
 */
export const reviews = pgTable(
  'commerce_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    status: integer('status').notNull().default(2),
    ...timestamps,
  },
  (table) => [
    index('commerce_reviews_product_idx').on(table.productId, table.storeCode, table.status),
    index('commerce_reviews_status_idx').on(table.status),
    index('commerce_reviews_customer_idx').on(table.customerId),
    check('commerce_reviews_status_check', sql`${table.status} in (1, 2, 3)`),
  ],
)
