// The built-in commerce engine (ARCHITECTURE §1): carts, stock, coupons, customers and orders on
// Drizzle ORM over PGlite (a folder, zero setup) or PostgreSQL (many replicas). Every change that
// touches more than one row runs in a transaction; a cart row is locked while its lines change,
// so concurrent adds to one cart never lose an update. Refusals are the domain errors of
// errors.ts; each area's operations live in its folder and this class only opens the database,
// keeps its health and hands each call to its area. A new area (wishlists, returns, newsletter)
// adds its folder, its tables to db/schema.ts (+ a generated migration) and its calls here.
import type { SelectedServicePoint } from '@vitrine/contracts/service-points'
import { DatabaseUnavailableError } from './errors.js'
import { CatalogueReferenceCache } from './catalogue/catalogue-reference-cache.js'
import { importCatalogueInto } from './catalogue/catalogue-import.js'
import {
  applyCouponsIn,
  listCartCouponsIn,
  removeCouponsIn,
} from './carts/cart-coupon-operations.js'
import {
  assertLineQuantity,
  createCartIn,
  estimateShippingMethodsIn,
  listPaymentMethodsIn,
  removeCartLineIn,
  saveCartLineIn,
  saveShippingInformationIn,
  selectMethodsIn,
  type CartEngine,
} from './carts/cart-operations.js'
import { evaluateCart, type EngineSettings } from './carts/cart-evaluation.js'
import { readServicePointIn, selectServicePointIn } from './carts/cart-service-point.js'
import { requireCartWithItems } from './carts/cart-store.js'
import type {
  AddressInput,
  CartAccess,
  CartLine,
  CartLineInput,
  CartTotals,
  MethodsInput,
  PaymentMethodOffer,
  PricingScope,
  ShippingInformationInput,
  ShippingMethodOffer,
} from './carts/cart.types.js'
import type { CatalogueImport, CatalogueImportSummary } from './catalogue/catalogue.types.js'
import type { CouponDefinition, CouponOutcome } from './coupons/coupon.types.js'
import type {
  CustomerKeyGrant,
  CustomerProfile,
  CustomerProfileChange,
  CustomerProfileChangeResult,
  CustomerRecord,
  CustomerSignUp,
  CustomerSignUpResult,
  CustomerTokens,
  TokenLifetimes,
} from './customers/customer.types.js'
import type {
  OrderDetailRecord,
  OrderPage,
  OrderPlacement,
  OrderPlacementOutcome,
  OrderSummary,
} from './orders/order.types.js'
import type { StockLevel, StockLine, StockReservation } from './stock/stock.types.js'
import {
  openCommerceDatabase,
  type CommerceDatabase,
  type CommerceDb,
  type OpenCommerceDatabaseOptions,
} from './db/database.js'
import {
  CouponRedemptionFailed,
  redeemCouponsInTransaction,
  saveCouponRow,
  seedCouponRows,
} from './coupons/coupon-store.js'
import { readStockLevels, releaseStock, reserveStock } from './stock/stock-store.js'
import {
  authenticateCustomerIn,
  findCustomerIdByAccessToken,
  refreshTokenPair,
  revokeSessionOfToken,
} from './customers/customer-sessions.js'
import { mergeGuestCartInTransaction } from './customers/customer-carts.js'
import { insertCustomer, readCustomerProfile } from './customers/customer-store.js'
import { insertTokenPair } from './customers/customer-tokens.js'
import { DEFAULT_KEY_SECONDS, type CustomerKeyKind } from './customers/customer-keys.js'
import {
  activateCustomerIn,
  changePasswordIn,
  grantCustomerKeyIn,
  isEmailAvailableIn,
  resetPasswordIn,
  updateCustomerProfileIn,
} from './customers/customer-accounts.js'
import { isUniqueViolation, placeOrderInTransaction } from './orders/order-placement.js'
import {
  applyPaymentReportIn,
  findPayableOrderIn,
  hasPaymentIn,
  issuePaymentTokenIn,
  readOrderPaymentIn,
  recordCreatedPaymentIn,
} from './payments/payment-store.js'
import type {
  CreatedPayment,
  OrderPaymentView,
  PayableOrder,
  PaymentReport,
  PaymentReportOutcome,
} from './payments/payment.types.js'
import {
  addWishlistItemIn,
  createWishlistIn,
  deleteWishlistIn,
  listWishlistsIn,
  readSharedWishlistIn,
  removeWishlistItemIn,
  renameWishlistIn,
  shareWishlistIn,
} from './wishlists/wishlist-operations.js'
import { readCustomerWishlist } from './wishlists/wishlist-store.js'
import { createReviewIn, listReviewsIn, setReviewStatusIn } from './reviews/review-store.js'
import type {
  ReviewInput,
  ReviewPage,
  ReviewQuery,
  ReviewRecord,
  ReviewStatus,
} from './reviews/review.types.js'
import type {
  SharedWishlistRecord,
  WishlistItemRecord,
  WishlistRecord,
} from './wishlists/wishlist.types.js'
import {
  countCustomerOrders,
  listCustomerOrderSummaries,
  readOrderDetail,
} from './orders/order-store.js'

import {
  confirmSubscriptionIn,
  fillSubscriberMailboxes,
  isSubscribedIn,
  subscribeIn,
  unsubscribeIn,
} from './newsletter/newsletter-store.js'
import type {
  NewsletterConfirmation,
  NewsletterConfirmOutcome,
  NewsletterSubscribeOutcome,
  NewsletterSubscription,
} from './newsletter/newsletter.types.js'
import {
  listReturnReasonsIn,
  saveReturnReasonIn,
  seedReturnReasons,
  SEEDED_RETURN_REASONS,
} from './returns/return-reasons.js'
import {
  changeReturnStatusIn,
  createReturnIn,
  listCustomerReturnsIn,
  readReturnableOrderIn,
  readReturnIn,
} from './returns/return-store.js'
import type {
  ReturnableOrder,
  ReturnOwner,
  ReturnPage,
  ReturnReason,
  ReturnReasonDefinition,
  ReturnRecord,
  ReturnRequestInput,
  ReturnStatus,
} from './returns/return.types.js'
import { assertNewPassword } from './customers/password-rules.js'

export type { EngineSettings }

/** Customer tokens: an hour of access, 30 days to refresh (D26). */
export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessSeconds: 3600,
  refreshSeconds: 30 * 24 * 3600,
}

/** A transaction that lost a race on a unique index is run again: it then sees the winner. */
const UNIQUE_RACE_ATTEMPTS = 3

export interface CommerceEngineOptions extends OpenCommerceDatabaseOptions {
  settings: EngineSettings
  /** Coupons inserted at start when missing (coupons/embedded-coupons.ts). */
  seedCoupons?: readonly CouponDefinition[]
  tokenLifetimes?: TokenLifetimes
  /** Return reasons inserted at start when missing (default: returns/return-reasons.ts). */
  seedReturnReasons?: readonly ReturnReasonDefinition[]
}

// The driver's words for a connection that broke, timed out or never came (node-postgres).
const CONNECTION_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|connection error and is not queryable/i

// SQLSTATE classes, socket errors and driver messages that mean the database itself is
// unreachable, on the error or on what it wraps (Drizzle wraps the driver's error as its cause).
function isConnectionFailure(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') return false
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (
      typeof code === 'string' &&
      (code.startsWith('08') ||
        code === '57P01' ||
        code.startsWith('ECONN') ||
        code === 'ETIMEDOUT')
    ) {
      return true
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
  }
  return false
}

/** Whether the engine's database answers; `detail` says why not. */
export interface EngineHealth {
  status: 'up' | 'down'
  detail?: string
}

export class CommerceEngine {
  private healthState: EngineHealth = { status: 'up' }
  private database: CommerceDatabase | null = null
  private opening: Promise<CommerceDatabase> | null = null
  private closed = false
  private readonly settings: EngineSettings

  private constructor(private readonly options: CommerceEngineOptions) {
    this.settings = {
      ...options.settings,
      reference: options.settings.reference ?? new CatalogueReferenceCache(),
    }
  }

  /** Opens the database now: migrations and the coupon seed run before this resolves. */
  static async open(options: CommerceEngineOptions): Promise<CommerceEngine> {
    const engine = new CommerceEngine(options)
    await engine.ensureOpen()
    return engine
  }

  /** Opens the database on first use (apps, e.g. tests, that may never touch it). */
  static createLazily(options: CommerceEngineOptions): CommerceEngine {
    return new CommerceEngine(options)
  }

  private ensureOpen(): Promise<CommerceDatabase> {
    if (this.closed) return Promise.reject(new Error('the commerce engine is closed'))
    this.opening ??= this.openDatabase()
    return this.opening
  }

  private async openDatabase(): Promise<CommerceDatabase> {
    try {
      const database = await openCommerceDatabase({
        ...this.options,
        onConnectionError: (error) => {
          this.markDown(error)
          this.options.onConnectionError?.(error)
        },
      })
      const seed = this.options.seedCoupons ?? []
      if (seed.length > 0) await seedCouponRows(database.db, seed)
      await seedReturnReasons(database.db, this.options.seedReturnReasons ?? SEEDED_RETURN_REASONS)
      await fillSubscriberMailboxes(database.db)
      this.database = database
      return database
    } catch (error) {
      this.opening = null
      this.markDown(error)
      throw error
    }
  }

  private get db(): CommerceDb {
    if (!this.database) throw new Error('the commerce database is not open')
    return this.database.db
  }

  /** The database the engine runs on. */
  get kind(): 'pglite' | 'postgres' {
    return this.options.databaseUrl ? 'postgres' : 'pglite'
  }

  private markDown(error: unknown): void {
    const detail = error instanceof Error ? error.message : String(error)
    this.healthState = { status: 'down', detail }
  }

  /** Runs an operation on the open database, keeping the readiness status in step with it. */
  private async track<T>(operation: () => Promise<T>): Promise<T> {
    await this.ensureOpen()
    try {
      const result = await operation()
      if (this.healthState.status !== 'up') this.healthState = { status: 'up' }
      return result
    } catch (error) {
      if (!isConnectionFailure(error)) throw error
      this.markDown(error)
      throw new DatabaseUnavailableError(error)
    }
  }

  health(): EngineHealth {
    return { ...this.healthState }
  }

  async close(): Promise<void> {
    this.closed = true
    const database = this.opening ? await this.opening.catch(() => null) : null
    await database?.close()
    this.healthState = { status: 'down', detail: 'closed' }
  }

  importCatalogue(input: CatalogueImport): Promise<CatalogueImportSummary> {
    return this.track(async () => {
      try {
        return await importCatalogueInto(this.db, input)
      } finally {
        this.settings.reference?.clear()
      }
    })
  }

  readStock(skus: readonly string[]): Promise<StockLevel[]> {
    return this.track(() => readStockLevels(this.db, skus))
  }

  reserveStock(lines: readonly StockLine[]): Promise<StockReservation> {
    return this.track(() => reserveStock(this.db, lines))
  }

  releaseStock(lines: readonly StockLine[]): Promise<void> {
    return this.track(() => releaseStock(this.db, lines))
  }

  findCustomerIdByToken(token: string): Promise<number | null> {
    return this.track(() => findCustomerIdByAccessToken(this.db, token, this.settings.now()))
  }

  private get engine(): CartEngine {
    return { db: this.db, settings: this.settings }
  }

  createCart(input: { customerId: number | null; storeCode: string }): Promise<string> {
    return this.track(() => createCartIn(this.engine, input))
  }

  listCartLines(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartLine[]> {
    return this.track(async () => {
      const { cart, items } = await requireCartWithItems(this.db, cartId, access)
      return (await evaluateCart(this.db, cart, scope, this.settings, { items })).lines
    })
  }

  saveCartLine(
    cartId: string,
    access: CartAccess,
    input: CartLineInput,
    scope: PricingScope,
  ): Promise<CartLine> {
    assertLineQuantity(input.qty)
    return this.track(() => saveCartLineIn(this.engine, cartId, access, input, scope))
  }

  removeCartLine(cartId: string, access: CartAccess, itemId: number): Promise<void> {
    return this.track(() => removeCartLineIn(this.engine, cartId, access, itemId))
  }

  collectTotals(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartTotals> {
    return this.track(async () => {
      const { cart, items } = await requireCartWithItems(this.db, cartId, access)
      return (await evaluateCart(this.db, cart, scope, this.settings, { items })).totals
    })
  }

  listPaymentMethods(cartId: string, access: CartAccess): Promise<PaymentMethodOffer[]> {
    return this.track(() => listPaymentMethodsIn(this.engine, cartId, access))
  }

  estimateShippingMethods(
    cartId: string,
    access: CartAccess,
    address: AddressInput,
    scope: PricingScope,
  ): Promise<ShippingMethodOffer[]> {
    return this.track(() => estimateShippingMethodsIn(this.engine, cartId, access, address, scope))
  }

  saveShippingInformation(
    cartId: string,
    access: CartAccess,
    input: ShippingInformationInput,
    scope: PricingScope,
  ): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }> {
    return this.track(() => saveShippingInformationIn(this.engine, cartId, access, input, scope))
  }

  selectMethods(
    cartId: string,
    access: CartAccess,
    input: MethodsInput,
    scope: PricingScope,
  ): Promise<CartTotals> {
    return this.track(() => selectMethodsIn(this.engine, cartId, access, input, scope))
  }

  /** Stores (or, with null, forgets) the cart's pickup point (spec 000 §4). */
  selectServicePoint(
    cartId: string,
    access: CartAccess,
    point: SelectedServicePoint | null,
  ): Promise<SelectedServicePoint | null> {
    return this.track(() => selectServicePointIn(this.engine, cartId, access, point))
  }

  readServicePoint(cartId: string, access: CartAccess): Promise<SelectedServicePoint | null> {
    return this.track(() => readServicePointIn(this.engine, cartId, access))
  }

  applyCoupons(
    cartId: string,
    access: CartAccess,
    codes: readonly string[],
    scope: PricingScope,
    options: { requireAll?: boolean } = {},
  ): Promise<CouponOutcome[]> {
    return this.track(() => applyCouponsIn(this.engine, cartId, access, codes, scope, options))
  }

  removeCoupons(cartId: string, access: CartAccess): Promise<void> {
    return this.track(() => removeCouponsIn(this.engine, cartId, access))
  }

  listCartCoupons(cartId: string, access: CartAccess): Promise<string[]> {
    return this.track(() => listCartCouponsIn(this.engine, cartId, access))
  }

  saveCoupon(coupon: CouponDefinition): Promise<void> {
    return this.track(() => saveCouponRow(this.db, coupon))
  }

  redeemCoupons(codes: readonly string[]): Promise<boolean> {
    return this.track(async () => {
      try {
        await this.db.transaction((tx) => redeemCouponsInTransaction(tx, codes))
        return true
      } catch (error) {
        if (error instanceof CouponRedemptionFailed) return false
        throw error
      }
    })
  }

  private async retryUniqueRaces<T>(operation: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await operation()
      } catch (error) {
        if (attempt >= UNIQUE_RACE_ATTEMPTS || !isUniqueViolation(error)) throw error
      }
    }
  }

  private get tokenLifetimes(): TokenLifetimes {
    return this.options.tokenLifetimes ?? DEFAULT_TOKEN_LIFETIMES
  }

  private keyPolicy(kind: CustomerKeyKind) {
    const lifetimes = this.tokenLifetimes
    const seconds =
      (kind === 'confirmation' ? lifetimes.confirmationSeconds : lifetimes.resetSeconds) ??
      DEFAULT_KEY_SECONDS[kind]
    return { now: this.settings.now(), seconds }
  }

  /** A new, not yet confirmed account and the key that confirms it. */
  createCustomer(input: CustomerSignUp): Promise<CustomerSignUpResult> {
    return this.track(async () => {
      // Checked again in the transaction; first here, so the strength check's dictionaries load
      // outside it.
      await assertNewPassword(input.password, input.email)
      return this.retryUniqueRaces(() =>
        this.db.transaction((tx) => insertCustomer(tx, input, this.keyPolicy('confirmation'))),
      )
    })
  }

  isEmailAvailable(email: string): Promise<boolean> {
    return this.track(() => isEmailAvailableIn(this.db, email))
  }

  activateCustomer(email: string, key: string): Promise<CustomerProfile | null> {
    return this.track(() => activateCustomerIn(this.db, email, key, this.settings.now()))
  }

  /** A new confirmation key (null: no such account, or confirmed already). */
  grantConfirmationKey(email: string): Promise<CustomerKeyGrant | null> {
    return this.track(() =>
      grantCustomerKeyIn(this.db, email, 'confirmation', this.keyPolicy('confirmation')),
    )
  }

  /** A new password reset token (null: no such account). */
  grantPasswordReset(email: string): Promise<CustomerKeyGrant | null> {
    return this.track(() => grantCustomerKeyIn(this.db, email, 'reset', this.keyPolicy('reset')))
  }

  resetPassword(email: string, token: string, newPassword: string): Promise<boolean> {
    return this.track(() =>
      resetPasswordIn(this.db, email, token, newPassword, this.settings.now()),
    )
  }

  /** D218: every other session ends; the one `currentToken` belongs to stays. */
  changePassword(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    currentToken: string | null = null,
  ) {
    return this.track(() =>
      changePasswordIn(
        this.db,
        customerId,
        currentPassword,
        newPassword,
        currentToken,
        this.settings.now(),
      ),
    )
  }

  updateCustomerProfile(
    customerId: number,
    change: CustomerProfileChange,
  ): Promise<CustomerProfileChangeResult | null> {
    return this.track(() =>
      this.retryUniqueRaces(() =>
        updateCustomerProfileIn(this.db, customerId, change, this.keyPolicy('confirmation')),
      ),
    )
  }

  authenticateCustomer(email: string, password: string): Promise<CustomerRecord | null> {
    return this.track(() => authenticateCustomerIn(this.db, email, password))
  }

  readCustomer(customerId: number): Promise<CustomerProfile | null> {
    return this.track(() => readCustomerProfile(this.db, customerId))
  }

  issueCustomerTokens(customerId: number): Promise<CustomerTokens> {
    return this.track(() =>
      insertTokenPair(this.db, customerId, this.tokenLifetimes, this.settings.now()),
    )
  }

  refreshCustomerTokens(
    refreshToken: string,
  ): Promise<{ customerId: number; tokens: CustomerTokens } | null> {
    return this.track(() =>
      refreshTokenPair(this.db, refreshToken, this.tokenLifetimes, this.settings.now()),
    )
  }

  /** Logs out (D218): ends the session of this access or refresh token; false when none. */
  revokeCustomerSession(token: string): Promise<boolean> {
    return this.track(() => revokeSessionOfToken(this.db, token, this.settings.now()))
  }

  mergeGuestCart(guestCartId: string, customerId: number, scope: PricingScope): Promise<string> {
    return this.track(() =>
      this.retryUniqueRaces(() =>
        this.db.transaction((tx) =>
          mergeGuestCartInTransaction(tx, guestCartId, customerId, scope, this.settings),
        ),
      ),
    )
  }

  placeOrder(input: OrderPlacement, scope: PricingScope): Promise<OrderPlacementOutcome> {
    const { seconds } = this.keyPolicy('confirmation')
    return this.track(() =>
      this.retryUniqueRaces(() =>
        this.db.transaction((tx) =>
          placeOrderInTransaction(tx, input, scope, this.settings, seconds),
        ),
      ),
    )
  }

  /** One of the customer's orders; null for another customer's, a guest's or an unknown one. */
  readCustomerOrder(customerId: number, orderId: number): Promise<OrderDetailRecord | null> {
    return this.track(() => readOrderDetail(this.db, orderId, { customerId }))
  }

  /** Any order by id, for the shop's own use (the order confirmation mail); never for a caller. */
  readOrderForShop(orderId: number): Promise<OrderDetailRecord | null> {
    return this.track(() => readOrderDetail(this.db, orderId, 'any'))
  }

  listCustomerOrders(customerId: number, page?: OrderPage): Promise<OrderSummary[]> {
    return this.track(() => listCustomerOrderSummaries(this.db, customerId, page))
  }

  countCustomerOrders(customerId: number): Promise<number> {
    return this.track(() => countCustomerOrders(this.db, customerId))
  }

  /** spec 000 §7 payment-token: the cart's token, which finds the order placed from the cart. */
  issuePaymentToken(cartId: string, access: CartAccess): Promise<string> {
    return this.track(() => issuePaymentTokenIn(this.db, cartId, access))
  }

  findPayableOrder(token: string): Promise<PayableOrder | null> {
    return this.track(() => findPayableOrderIn(this.db, token))
  }

  hasPayment(id: string): Promise<boolean> {
    return this.track(() => hasPaymentIn(this.db, id))
  }

  recordCreatedPayment(payment: CreatedPayment): Promise<void> {
    return this.track(() => recordCreatedPaymentIn(this.db, payment))
  }

  /** Applies the provider's report through the transition table (payments/, D142). */
  applyPaymentReport(report: PaymentReport): Promise<PaymentReportOutcome> {
    return this.track(() => applyPaymentReportIn(this.db, report))
  }

  readOrderPayment(token: string): Promise<OrderPaymentView | null> {
    return this.track(() => readOrderPaymentIn(this.db, token))
  }

  /** A shopper's review of a product, pending until the shop approves it (D230). */
  createReview(input: ReviewInput): Promise<ReviewRecord> {
    return this.track(() => createReviewIn(this.db, input))
  }

  /** Reviews of a status, of a product and store view when given, newest first (D230). */
  listReviews(query: ReviewQuery): Promise<ReviewPage> {
    return this.track(() => listReviewsIn(this.db, query))
  }

  /** The shop's moderation: approve, reject or put back to pending (D230). */
  setReviewStatus(id: number, status: ReviewStatus): Promise<ReviewRecord> {
    return this.track(() => setReviewStatusIn(this.db, id, status))
  }

  /** The customer's wishlists, the default first; the first read creates the default (001 §4). */
  listWishlists(customerId: number): Promise<WishlistRecord[]> {
    return this.track(() => listWishlistsIn(this.db, customerId))
  }

  /** One of the customer's lists; another customer's id is WishlistNotFoundError. */
  readWishlist(customerId: number, wishlistId: number): Promise<WishlistRecord> {
    return this.track(() => readCustomerWishlist(this.db, customerId, wishlistId))
  }

  /** A new list; the sixth is WishlistLimitError, also when two arrive at once (D146). */
  createWishlist(customerId: number, name: string): Promise<WishlistRecord> {
    return this.track(() => createWishlistIn(this.db, customerId, name))
  }

  renameWishlist(customerId: number, wishlistId: number, name: string): Promise<WishlistRecord> {
    return this.track(() => renameWishlistIn(this.db, customerId, wishlistId, name))
  }

  /** Deletes a list and its items; the default list is DefaultWishlistDeleteError. */
  deleteWishlist(customerId: number, wishlistId: number): Promise<void> {
    return this.track(() => deleteWishlistIn(this.db, customerId, wishlistId))
  }

  /** The list's sharing code (128 random bits, D147), the same one when shared again. */
  shareWishlist(customerId: number, wishlistId: number): Promise<string> {
    return this.track(() => shareWishlistIn(this.db, customerId, wishlistId))
  }

  /** The shared list's name and items, for anyone with the code. */
  readSharedWishlist(sharingCode: string): Promise<SharedWishlistRecord> {
    return this.track(() => readSharedWishlistIn(this.db, sharingCode))
  }

  /** Adds a catalogue product (quantity 1); one already on the list answers its item. */
  addWishlistItem(
    customerId: number,
    wishlistId: number,
    productId: number,
  ): Promise<WishlistItemRecord> {
    return this.track(() => addWishlistItemIn(this.db, customerId, wishlistId, productId))
  }

  removeWishlistItem(customerId: number, wishlistId: number, itemId: number): Promise<void> {
    return this.track(() => removeWishlistItemIn(this.db, customerId, wishlistId, itemId))
  }

  /** spec 001 §4, D222: a pending subscription and its confirmation key, to be mailed. */
  subscribeToNewsletter(input: NewsletterSubscription): Promise<NewsletterSubscribeOutcome> {
    return this.track(() => subscribeIn(this.db, input, this.settings.now()))
  }

  /** D222: the mailed key confirms; a new mailbox gets its single-use 10 % coupon (D162). */
  confirmNewsletterSubscription(input: NewsletterConfirmation): Promise<NewsletterConfirmOutcome> {
    return this.track(() => confirmSubscriptionIn(this.db, input, this.settings.now()))
  }

  isSubscribedToNewsletter(email: string): Promise<boolean> {
    return this.track(() => isSubscribedIn(this.db, email))
  }

  /** false when the address was not subscribed. */
  unsubscribeFromNewsletter(email: string): Promise<boolean> {
    return this.track(() => unsubscribeIn(this.db, email))
  }

  listReturnReasons(storeCode: string): Promise<ReturnReason[]> {
    return this.track(() => listReturnReasonsIn(this.db, storeCode))
  }

  saveReturnReason(reason: ReturnReasonDefinition): Promise<void> {
    return this.track(() => saveReturnReasonIn(this.db, reason))
  }

  /** The order with what is left to return; null when `owner` may not return it (D164). */
  readReturnableOrder(orderId: number | null, owner: ReturnOwner): Promise<ReturnableOrder | null> {
    return this.track(() => readReturnableOrderIn(this.db, orderId, owner, this.settings.now()))
  }

  createReturn(input: ReturnRequestInput): Promise<ReturnRecord> {
    return this.track(() => createReturnIn(this.db, input, this.settings.now()))
  }

  /** One of the customer's returns; null for another customer's, a guest's or an unknown one. */
  readCustomerReturn(customerId: number, returnId: number): Promise<ReturnRecord | null> {
    return this.track(() => readReturnIn(this.db, returnId, { customerId }))
  }

  listCustomerReturns(
    customerId: number,
    page: ReturnPage,
  ): Promise<{ items: ReturnRecord[]; total: number }> {
    return this.track(() => listCustomerReturnsIn(this.db, customerId, page))
  }

  /** An operator's change along the transition table (returns/return-transitions.ts, D166). */
  changeReturnStatus(returnId: number, status: ReturnStatus): Promise<ReturnRecord> {
    return this.track(() => changeReturnStatusIn(this.db, returnId, status))
  }
}
