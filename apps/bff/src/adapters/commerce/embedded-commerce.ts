// The embedded commerce engine (ARCHITECTURE §1): the commerce port on Drizzle ORM over PGlite (a
// folder under DATA_DIR, zero setup) or PostgreSQL (DATABASE_URL, many replicas). Every change
// that touches more than one row runs in a transaction; a cart row is locked while its lines
// change, so concurrent adds to one cart never lose an update.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { and, eq, gt, sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { AppError, BadRequestError, NotFoundError } from '../../errors.js'
import { CatalogueReferenceCache } from './catalogue-reference-cache.js'
import { importCatalogueInto } from './catalogue-import.js'
import { evaluateCart, type EngineSettings } from './cart-evaluation.js'
import { requireShippingMethod, touchCart, writeCartLine } from './cart-line-writer.js'
import { offerPaymentMethods } from './cart-totals.js'
import { generateCartId, requireCart } from './cart-store.js'
import type {
  AddressInput,
  CartAccess,
  CartLine,
  CartLineInput,
  CartTotals,
  CatalogueImport,
  CatalogueImportSummary,
  CommercePort,
  CouponDefinition,
  CouponOutcome,
  MethodsInput,
  PaymentMethodOffer,
  PricingScope,
  ShippingInformationInput,
  ShippingMethodOffer,
  StockLevel,
  StockLine,
  StockReservation,
  CustomerRecord,
  CustomerSignUp,
  CustomerTokens,
  OrderPage,
  OrderPlacement,
  OrderSummary,
  PlacedOrderRecord,
  TokenLifetimes,
} from './commerce.port.js'
import { COMMERCE_PORT } from './commerce.port.js'
import {
  openCommerceDatabase,
  type CommerceDatabase,
  type CommerceDb,
  type OpenCommerceDatabaseOptions,
} from './commerce-database.js'
import { cartItems, carts, customerTokens } from './commerce.schema.js'
import {
  CouponRedemptionFailed,
  findCouponRows,
  readCartCouponCodes,
  redeemCouponsInTransaction,
  replaceCartCouponCodes,
  saveCouponRow,
  seedCouponRows,
} from './coupon-store.js'
import { checkCouponUsable, normalizeCouponCode } from './coupon-rules.js'
import { readStockLevels, releaseStock, reserveStock } from './stock-store.js'
import { burnPasswordCheck, verifyPassword } from './customer-passwords.js'
import { findOrCreateCustomerCart, mergeGuestCartInTransaction } from './customer-carts.js'
import {
  consumeRefreshToken,
  findCustomerRowByEmail,
  insertCustomer,
  insertTokenPair,
  readCustomerRow,
  toCustomerRecord,
} from './customer-store.js'
import { isUniqueViolation, placeOrderInTransaction } from './order-placement.js'
import { countCustomerOrders, listCustomerOrderSummaries } from './order-store.js'

/** Customer tokens: an hour of access, 30 days to refresh (issue 5 item 5). */
export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessSeconds: 3600,
  refreshSeconds: 30 * 24 * 3600,
}

/** A transaction that lost a race on a unique index is run again: it then sees the winner. */
const UNIQUE_RACE_ATTEMPTS = 3

export interface EmbeddedCommerceOptions extends OpenCommerceDatabaseOptions {
  settings: EngineSettings
  /** Coupons inserted at start when missing (embedded-coupons.ts). */
  seedCoupons?: readonly CouponDefinition[]
  tokenLifetimes?: TokenLifetimes
}

// SQLSTATE classes and socket errors that mean the database itself is unreachable.
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return (
    code.startsWith('08') || code === '57P01' || code.startsWith('ECONN') || code === 'ETIMEDOUT'
  )
}

export class EmbeddedCommerce implements CommercePort {
  private health: AdapterStatus
  private database: CommerceDatabase | null = null
  private opening: Promise<CommerceDatabase> | null = null
  private closed = false
  private readonly settings: EngineSettings

  private constructor(private readonly options: EmbeddedCommerceOptions) {
    this.settings = {
      ...options.settings,
      reference: options.settings.reference ?? new CatalogueReferenceCache(),
    }
    this.health = { port: COMMERCE_PORT, adapter: this.adapterName(), status: 'up' }
  }

  /** Opens the database now: migrations and the coupon seed run before this resolves. */
  static async open(options: EmbeddedCommerceOptions): Promise<EmbeddedCommerce> {
    const engine = new EmbeddedCommerce(options)
    await engine.ensureOpen()
    return engine
  }

  /** Opens the database on first use (COMMERCE_LAZY_START: test apps that never touch it). */
  static createLazily(options: EmbeddedCommerceOptions): EmbeddedCommerce {
    return new EmbeddedCommerce(options)
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

  private adapterName(): string {
    return this.options.databaseUrl ? 'embedded-postgres' : 'embedded-pglite'
  }

  private markDown(error: unknown): void {
    const detail = error instanceof Error ? error.message : String(error)
    this.health = { port: COMMERCE_PORT, adapter: this.adapterName(), status: 'down', detail }
  }

  /** Runs an operation on the open database, keeping the readiness status in step with it. */
  private async track<T>(operation: () => Promise<T>): Promise<T> {
    await this.ensureOpen()
    try {
      const result = await operation()
      if (this.health.status !== 'up') {
        this.health = { port: COMMERCE_PORT, adapter: this.adapterName(), status: 'up' }
      }
      return result
    } catch (error) {
      if (isConnectionFailure(error)) this.markDown(error)
      throw error
    }
  }

  status(): AdapterStatus {
    return { ...this.health }
  }

  async close(): Promise<void> {
    this.closed = true
    const database = this.opening ? await this.opening.catch(() => null) : null
    await database?.close()
    this.health = {
      port: COMMERCE_PORT,
      adapter: this.adapterName(),
      status: 'down',
      detail: 'closed',
    }
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
    return this.track(async () => {
      const tokenHash = createHash('sha256').update(token).digest('hex')
      const [row] = await this.db
        .select({ customerId: customerTokens.customerId })
        .from(customerTokens)
        .where(
          and(
            eq(customerTokens.tokenHash, tokenHash),
            eq(customerTokens.kind, 'access'),
            gt(customerTokens.expiresAt, this.settings.now()),
          ),
        )
      return row?.customerId ?? null
    })
  }

  createCart(input: { customerId: number | null; storeCode: string }): Promise<string> {
    return this.track(async () => {
      if (input.customerId !== null) {
        return (await findOrCreateCustomerCart(this.db, input.customerId, input.storeCode)).id
      }
      const id = generateCartId()
      await this.db
        .insert(carts)
        .values({ id, customerId: input.customerId, storeCode: input.storeCode })
      return id
    })
  }

  listCartLines(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartLine[]> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      return (await evaluateCart(this.db, cart, scope, this.settings)).lines
    })
  }

  saveCartLine(
    cartId: string,
    access: CartAccess,
    input: CartLineInput,
    scope: PricingScope,
  ): Promise<CartLine> {
    if (!Number.isSafeInteger(input.qty) || input.qty < 1) {
      throw new BadRequestError('The quantity must be a whole number of at least 1.')
    }
    return this.track(() =>
      this.db.transaction(async (tx) => {
        const cart = await requireCart(tx, cartId, access, true)
        const itemId = await writeCartLine(tx, cart, input, scope, this.settings)
        // Priced inside the transaction: the line as stored, with no second look-up of the cart.
        const { lines } = await evaluateCart(tx, cart, scope, this.settings)
        const line = lines.find((candidate) => candidate.itemId === itemId)
        if (!line) throw new AppError(500, `cart line ${itemId} vanished after saving`)
        return line
      }),
    )
  }

  removeCartLine(cartId: string, access: CartAccess, itemId: number): Promise<void> {
    return this.track(() =>
      this.db.transaction(async (tx) => {
        const cart = await requireCart(tx, cartId, access, true)
        const removed = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemId, itemId)))
          .returning({ itemId: cartItems.itemId })
        if (removed.length === 0) {
          throw new NotFoundError(`The ${cartId} Cart doesn't contain the ${itemId} item.`)
        }
        await touchCart(tx, cart.id)
      }),
    )
  }

  collectTotals(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartTotals> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      return (await evaluateCart(this.db, cart, scope, this.settings)).totals
    })
  }

  listPaymentMethods(cartId: string, access: CartAccess): Promise<PaymentMethodOffer[]> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      const rows = await this.db
        .select({ productType: cartItems.productType })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
      return offerPaymentMethods(rows, this.settings)
    })
  }

  estimateShippingMethods(
    cartId: string,
    access: CartAccess,
    address: AddressInput,
    scope: PricingScope,
  ): Promise<ShippingMethodOffer[]> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      const evaluation = await evaluateCart(this.db, cart, scope, this.settings, address.country_id)
      return evaluation.shippingMethods
    })
  }

  saveShippingInformation(
    cartId: string,
    access: CartAccess,
    input: ShippingInformationInput,
    scope: PricingScope,
  ): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      const country = input.shippingAddress.country_id.toUpperCase()
      const preview = await evaluateCart(this.db, cart, scope, this.settings, country)
      const chosen = requireShippingMethod(preview.shippingMethods, input)
      const [updated] = await this.db
        .update(carts)
        .set({
          shippingAddress: { ...input.shippingAddress, country_id: country },
          billingAddress: input.billingAddress ?? null,
          shippingCarrierCode: chosen?.carrierCode ?? null,
          shippingMethodCode: chosen?.methodCode ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(carts.id, cart.id))
        .returning()
      const evaluation = await evaluateCart(this.db, updated ?? cart, scope, this.settings)
      return { paymentMethods: evaluation.paymentMethods, totals: evaluation.totals }
    })
  }

  selectMethods(
    cartId: string,
    access: CartAccess,
    input: MethodsInput,
    scope: PricingScope,
  ): Promise<CartTotals> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      const preview = await evaluateCart(this.db, cart, scope, this.settings)
      const shipping = requireShippingMethod(preview.shippingMethods, input)
      const payment =
        input.paymentMethodCode === undefined
          ? undefined
          : preview.paymentMethods.find((method) => method.code === input.paymentMethodCode)
      if (input.paymentMethodCode !== undefined && !payment) {
        throw new BadRequestError('The requested Payment Method is not available.')
      }
      const [updated] = await this.db
        .update(carts)
        .set({
          ...(shipping
            ? { shippingCarrierCode: shipping.carrierCode, shippingMethodCode: shipping.methodCode }
            : {}),
          ...(payment ? { paymentMethodCode: payment.code } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(carts.id, cart.id))
        .returning()
      return (await evaluateCart(this.db, updated ?? cart, scope, this.settings)).totals
    })
  }

  applyCoupons(
    cartId: string,
    access: CartAccess,
    codes: readonly string[],
    scope: PricingScope,
    options: { requireAll?: boolean } = {},
  ): Promise<CouponOutcome[]> {
    return this.track(() =>
      this.db.transaction(async (tx) => {
        const cart = await requireCart(tx, cartId, access, true)
        const evaluation = await evaluateCart(tx, cart, scope, this.settings)
        const rows = await findCouponRows(tx, codes)
        const now = this.settings.now()
        const accepted: string[] = []
        const outcomes = codes.map((code): CouponOutcome => {
          const normalized = normalizeCouponCode(code)
          const rejection = checkCouponUsable(rows.get(normalized), {
            now,
            subtotalInclTaxCents: evaluation.totals.subtotal.incl,
          })
          if (rejection) return { code, applied: false, reason: rejection }
          if (!accepted.includes(normalized)) accepted.push(normalized)
          return { code, applied: true }
        })
        if (options.requireAll && outcomes.some((outcome) => !outcome.applied)) return outcomes
        await replaceCartCouponCodes(tx, cart.id, accepted)
        await touchCart(tx, cart.id)
        return outcomes
      }),
    )
  }

  removeCoupons(cartId: string, access: CartAccess): Promise<void> {
    return this.track(() =>
      this.db.transaction(async (tx) => {
        const cart = await requireCart(tx, cartId, access, true)
        await replaceCartCouponCodes(tx, cart.id, [])
        await touchCart(tx, cart.id)
      }),
    )
  }

  listCartCoupons(cartId: string, access: CartAccess): Promise<string[]> {
    return this.track(async () => {
      const cart = await requireCart(this.db, cartId, access)
      return readCartCouponCodes(this.db, cart.id)
    })
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

  createCustomer(input: CustomerSignUp): Promise<CustomerRecord> {
    return this.track(() =>
      this.retryUniqueRaces(() =>
        this.db.transaction((tx) => insertCustomer(tx, input, 'body.customer.email')),
      ),
    )
  }

  authenticateCustomer(email: string, password: string): Promise<CustomerRecord | null> {
    return this.track(async () => {
      const row = await findCustomerRowByEmail(this.db, email)
      if (!row?.passwordHash) {
        await burnPasswordCheck(password)
        return null
      }
      return (await verifyPassword(password, row.passwordHash)) ? toCustomerRecord(row) : null
    })
  }

  readCustomer(customerId: number): Promise<CustomerRecord | null> {
    return this.track(async () => {
      const row = await readCustomerRow(this.db, customerId)
      return row ? toCustomerRecord(row) : null
    })
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
      this.db.transaction(async (tx) => {
        const now = this.settings.now()
        const customerId = await consumeRefreshToken(tx, refreshToken, now)
        if (customerId === null) return null
        return {
          customerId,
          tokens: await insertTokenPair(tx, customerId, this.tokenLifetimes, now),
        }
      }),
    )
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

  placeOrder(input: OrderPlacement, scope: PricingScope): Promise<PlacedOrderRecord> {
    return this.track(() =>
      this.retryUniqueRaces(() =>
        this.db.transaction((tx) => placeOrderInTransaction(tx, input, scope, this.settings)),
      ),
    )
  }

  listCustomerOrders(customerId: number, page?: OrderPage): Promise<OrderSummary[]> {
    return this.track(() => listCustomerOrderSummaries(this.db, customerId, page))
  }

  countCustomerOrders(customerId: number): Promise<number> {
    return this.track(() => countCustomerOrders(this.db, customerId))
  }
}
