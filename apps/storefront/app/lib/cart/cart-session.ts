// The shopper's cart in the browser, kept locally and synchronised with the server cart
// (spec 000 §4 "Add to cart", "Cart synchronisation"; D54). The lines, token and
// last-synced hash live in a CartStore (IndexedDB); every change is made locally first, stored,
// then synchronised: the server lines are pulled, @vitrine/cart plans the merge, the plan is
// run (refused updates roll back), totals are read and the hash recorded. Shipping and payment
// methods are fetched again only when the cart hash changed. Changes run one at a time (a
// queue) and each starts from the stored cart, so tabs sharing the store do not undo each
// other. Every rule comes from @vitrine/cart; this file does the calls and the bookkeeping.
import {
  addCartItem,
  chooseAddNotification,
  decideStockOutcome,
  parseQuantity,
  splitGroupedProduct,
  type StockStatus,
} from '@vitrine/cart/add-to-cart'
import { decideCartConnect, type CartTokenReply } from '@vitrine/cart/cart-connect'
import { planCartMerge } from '@vitrine/cart/cart-diff'
import { decideCartSync, hashCartItems } from '@vitrine/cart/cart-hash'
import { removeCartItem, updateCartItem } from '@vitrine/cart/cart-item-update'
import { applyStockResult } from '@vitrine/cart/stock-sync'
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import type { CartTotals } from '@vitrine/contracts/cart'
import {
  applyCoupons,
  checkStock,
  createCart,
  deleteCartItem,
  deleteCoupon,
  listStock,
  pullCart,
  readCartTotals,
} from '@vitrine/contracts/cart-client'
import type { CouponResult } from '@vitrine/contracts/coupons'
import { validateAddToCart } from '@vitrine/variants/add-to-cart-validation'
import type { CartConfig } from './cart-config'
import { readLineId, type LocalCartItem } from './cart-lines'
import { runMergePlan, toRuleServerItem, type CartRefusal } from './cart-merge-run'
import {
  emptyCheckoutMethods,
  refreshCheckoutMethods,
  setDefaultMethods,
  shouldRefreshMethods,
  type CheckoutMethods,
} from './cart-methods'
import { describeAddNotice, type CartNotice } from './cart-notices'
import type { CartStore, StoredCart } from './cart-store'

/** A product handed to "add to cart": a cart line to be, with what validation needs. */
export interface ProductToAdd extends Omit<LocalCartItem, 'qty'> {
  qty?: number | string | null
  /** Unit price incl. tax in cents; unknown prices are refused (spec 000 §5). */
  price_incl_tax?: number
  errors?: Readonly<Record<string, string>>
  /** Grouped products: the associated products, already loaded (spec 000 §4). */
  product_links?: ReadonlyArray<{
    link_type: string
    linked_product_sku?: string
    product?: ProductToAdd | null
  }>
}

export interface CartSnapshot {
  token: string | null
  items: LocalCartItem[]
  totals: CartTotals | null
  methods: CheckoutMethods
  /** spec 000 §3 cartIsLoaded: the stored cart has been read. */
  isLoaded: boolean
  /** The bypass counter ran out: the cart stays local (spec 000 §4). */
  syncDisabled: boolean
}

/** A line that went into the cart, as the analytics events describe it. */
export interface AddedLine {
  item: LocalCartItem
  /** The units this add put in. */
  qty: number
}

export interface AddOutcome {
  notices: CartNotice[]
  /** True when a product could not be added because of an error (spec 000 §4: add-to-cart-failed). */
  failed: boolean
  added: number
  lines?: AddedLine[]
}

export interface CartStartOptions {
  /** spec 000 §4: the `restoreQuoteId` query parameter, used when logged out without a token. */
  restoreQuoteId?: string | null
}

export interface CartSessionOptions {
  /** Called after the stored cart changed (other tabs are told). */
  onStored?: () => void
  /** Called when work in the background (the methods refresh) changed the cart state. */
  onChange?: (snapshot: CartSnapshot) => void
  /** A customer is logged in (their token travels with the client). */
  loggedIn?: boolean
  now?: () => number
  /**
   * Runs a piece of the session's work while no other tab's session runs one (the browser's Web
   * Locks, cart-tab-lock.ts): every piece reads the stored cart first, so a tab never works from
   * a line another tab has stored but not yet sent to the server. Without it, work runs at once.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
}

type Client = Pick<BffClient, 'call'>
type SessionConfig = Omit<CartConfig, 'minicartCountType'>

/** A BffError is an answer; anything else (offline, time-out) means the server was not reached. */
const toReply = (error: unknown): CartTokenReply => {
  if (error instanceof BffError) return { resultCode: error.status }
  throw error
}
const isUnknownCart = (error: unknown) =>
  error instanceof BffError && (error.status === 401 || error.status === 404)
const isOffline = (error: unknown) => !(error instanceof BffError)

/** spec 000 §4: a product without a known price (or with errors) is not added. */
function isPriced(part: ProductToAdd): boolean {
  return validateAddToCart({
    price_incl_tax: part.price_incl_tax ?? null,
    errors: part.errors ?? null,
  }).ok
}

export class CartSession {
  private items: LocalCartItem[] = []
  private token: string | null = null
  private lastSyncedHash: string | null = null
  private totals: CartTotals | null = null
  private bypassTs: number | null = null
  private bypassCounter = 0
  private syncDisabled = false
  private isLoaded = false
  private methods: CheckoutMethods = emptyCheckoutMethods
  private queue: Promise<unknown> = Promise.resolve()
  private readonly now: () => number

  constructor(
    private readonly client: Client,
    private readonly store: CartStore,
    private readonly config: SessionConfig,
    private readonly options: CartSessionOptions = {},
  ) {
    this.now = options.now ?? Date.now
  }

  snapshot(): CartSnapshot {
    return {
      token: this.token,
      items: [...this.items],
      totals: this.totals,
      methods: this.methods,
      isLoaded: this.isLoaded,
      syncDisabled: this.syncDisabled,
    }
  }

  /**
   * spec 000 §4 "On start": checkout-method defaults, the cached cart, the token from the cache
   * (or `restoreQuoteId` when logged out), then a sync when a token exists, else a new cart.
   * With server merge off, the start sync is a dry run. Offline, the cached cart is kept.
   */
  start(options: CartStartOptions = {}): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      this.methods = setDefaultMethods(this.methods)
      await this.readStore()
      this.isLoaded = true
      if (!this.token && !this.options.loggedIn && options.restoreQuoteId) {
        this.token = options.restoreQuoteId
      }
      await this.whileOnline(async () => {
        // A cart created now for an empty local cart is empty too: nothing to pull or total until
        // the first change, whose sync does both (one less wait before the first add shows).
        const syncAfter = this.token !== null || this.items.length > 0
        if (this.config.serverMergeByDefault) await this.connect({ forced: true, syncAfter })
        else await this.sync({ forced: true, dryRun: true })
        await this.syncLineStock()
      })
      return this.snapshot()
    })
  }

  /** Another tab changed the stored cart: take it over (no server call). */
  reloadFromStore(): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      await this.readStore()
      return this.snapshot()
    })
  }

  /** spec 000 §4 "Going online": the pending local changes go out and the cart is reloaded. */
  goOnline(): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      await this.readStore()
      await this.whileOnline(async () => {
        if (this.token) await this.sync({ forced: true })
        else await this.connect()
      })
      return this.snapshot()
    })
  }

  /** Adds products after validation and the stock check; announces the outcome. */
  add(products: readonly ProductToAdd[]): Promise<AddOutcome> {
    // The stock checks do not depend on the cart: they start now, while earlier work (the start
    // sequence on a first add) is still running, and the add waits for their answers in turn.
    const stockChecks = new Map<string, ReturnType<CartSession['checkPartStock']>>()
    for (const product of products) {
      for (const part of splitGroupedProduct(product).products) {
        if (stockChecks.has(part.sku) || !isPriced(part)) continue
        const check = this.checkPartStock(part.sku)
        check.catch(() => undefined) // awaited (and its failure handled) by the add below
        stockChecks.set(part.sku, check)
      }
    }
    return this.enqueue(async () => {
      await this.readStore()
      const notices: CartNotice[] = []
      const lines: AddedLine[] = []
      let failed = false
      let lastChange: 'added' | 'updated' | null = null
      for (const product of products) {
        const { products: parts, missingSkus } = splitGroupedProduct(product)
        // spec 000 §8: a grouped product without an associated product is logged only.
        if (missingSkus.length > 0) console.warn('grouped product links not loaded', missingSkus)
        for (const part of parts) {
          if (!isPriced(part)) {
            notices.push({ type: 'danger', key: 'cart.priceUnknown' })
            failed = true
            continue
          }
          let stock: Awaited<ReturnType<CartSession['checkPartStock']>>
          try {
            stock = await (stockChecks.get(part.sku) ?? this.checkPartStock(part.sku))
          } catch (error) {
            failed = true
            notices.push({ type: 'danger', text: error instanceof Error ? error.message : '' })
            continue
          }
          const decision = decideStockOutcome(stock.status, this.config)
          if (decision.notification) notices.push(describeAddNotice(decision.notification))
          if (decision.kind !== 'add') continue
          const qty = parseQuantity(part.qty)
          const { product_links: _links, errors: _errors, ...line } = part
          const result = addCartItem(this.items, { ...line, qty })
          this.items = result.items
          if (stock.isInStock !== null) this.applyStock(part.sku, stock.isInStock)
          lastChange = result.change
          lines.push({ item: { ...line, qty }, qty })
        }
      }
      if (lines.length === 0) return { notices, failed, added: 0, lines }
      await this.saveStore()
      // Local first (spec 000 §4): the shopper sees the line now; the server sync that follows
      // confirms it, or rolls it back with the server's refusal.
      this.options.onChange?.(this.snapshot())
      const refusals = await this.syncAfterChange()
      const kept = lines.filter(
        (line) => !refusals.some((refusal) => refusal.sku === line.item.sku),
      )
      for (const refusal of refusals) notices.push({ type: 'danger', text: refusal.message })
      if (refusals.length > 0) failed = true
      if (kept.length > 0 && lastChange) {
        const notice = describeAddNotice(chooseAddNotification(lastChange))
        const offerCheckout = lastChange === 'added' && !this.config.externalCheckout
        notices.push(offerCheckout ? { ...notice, proceedToCheckout: true } : notice)
      }
      return { notices, failed, added: kept.length, lines: kept }
    })
  }

  /** Sets a line's quantity; a refusal (e.g. more than the stock) rejects with the server's text. */
  setQuantity(itemId: number, qty: number): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      await this.readStore()
      const line = this.findLine(itemId)
      if (!line) return this.snapshot()
      this.items = updateCartItem(this.items, line, { qty })
      await this.saveStore()
      const [refusal] = await this.syncAfterChange()
      if (refusal) throw new Error(refusal.message)
      return this.snapshot()
    })
  }

  /** Removes a line (and its children by parent sku) from the server cart, then locally. */
  remove(itemId: number): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      await this.readStore()
      const line = this.findLine(itemId)
      if (!line) return this.snapshot()
      const serverId = line.server_item_id ?? line.item_id
      if (this.token && serverId !== undefined && !this.syncDisabled) {
        try {
          await deleteCartItem(this.client, this.token, { item_id: serverId, sku: line.sku })
        } catch (error) {
          // An unknown line is already gone; offline, the removal waits for the next sync.
          if (!isOffline(error) && !(error instanceof BffError && error.status === 404)) {
            throw error
          }
        }
      }
      this.items = removeCartItem(this.items, line)
      await this.saveStore()
      await this.syncAfterChange()
      return this.snapshot()
    })
  }

  /**
   * spec 000 §4 "Clearing": empties the lines, optionally syncs (the server lines go too) and
   * optionally disconnects by dropping the token (after an order, without a server sync).
   */
  clear(options: { sync?: boolean; disconnect?: boolean } = {}): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      this.items = []
      if (options.sync ?? true) {
        await this.saveStore()
        await this.whileOnline(() => this.sync({ forced: true, forceClientState: true }))
      }
      if (options.disconnect) {
        this.token = null
        this.lastSyncedHash = null
        this.totals = null
        this.methods = emptyCheckoutMethods
      }
      await this.saveStore()
      return this.snapshot()
    })
  }

  /** Replaces the cart's coupons with the usable ones among `codes`; a result per code. */
  setCoupons(codes: readonly string[]): Promise<CouponResult[]> {
    return this.enqueue(async () => {
      if (!this.token && !(await this.connect())) {
        return codes.map((code) => ({ code, applied: false }))
      }
      const token = this.token as string
      const results =
        codes.length === 0
          ? (await deleteCoupon(this.client, token), [])
          : await applyCoupons(this.client, token, codes)
      await this.syncTotals()
      await this.saveStore()
      return results
    })
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const { exclusive } = this.options
    const guarded = exclusive ? () => exclusive(task) : task
    const run = this.queue.then(guarded, guarded)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Runs server work. A network failure or a server error (5xx, also the storefront's answer
   * when the BFF is down) leaves the local cart as it is for the next sync.
   */
  private async whileOnline(work: () => Promise<unknown>): Promise<void> {
    try {
      await work()
    } catch (error) {
      if (!isOffline(error) && !(error instanceof BffError && error.status >= 500)) throw error
      console.warn('the cart stays local until the shop is reachable', error)
    }
  }

  private findLine(itemId: number): LocalCartItem | undefined {
    return this.items.find((item, index) => readLineId(item, index) === itemId)
  }

  /** The stock check of an add; offline the item is added and checked at the next sync. */
  private async checkPartStock(
    sku: string,
  ): Promise<{ status: StockStatus; isInStock: boolean | null }> {
    try {
      const record = await checkStock(this.client, sku)
      return { status: record.status, isInStock: record.is_in_stock }
    } catch (error) {
      if (!isOffline(error)) throw error
      return { status: 'ok', isInStock: null }
    }
  }

  private applyStock(sku: string, isInStock: boolean): void {
    this.items = applyStockResult(
      this.items,
      { sku, is_in_stock: isInStock },
      {
        allowOutOfStockInCart: this.config.allowOutOfStockInCart,
        serverSyncEnabled: this.config.serverSyncEnabled && !this.syncDisabled,
      },
    ).items
  }

  /** spec 000 §4 per-item stock sync for every line (one call per 15 skus). */
  private async syncLineStock(): Promise<void> {
    if (this.items.length === 0) return
    const records = await listStock(
      this.client,
      this.items.map((item) => item.sku),
    )
    for (const record of records) this.applyStock(record.sku, record.is_in_stock)
    await this.saveStore()
  }

  /** After a local change: connect when needed, then sync; offline the change stays local. */
  private async syncAfterChange(): Promise<CartRefusal[]> {
    let refusals: CartRefusal[] = []
    await this.whileOnline(async () => {
      if (!this.token && !(await this.connect({ syncAfter: false }))) return
      refusals = await this.sync()
    })
    return refusals
  }

  /**
   * spec 000 §4: obtains a cart token (a 200 stores it; anything else retries as a guest cart
   * until the bypass counter reaches its maximum, then sync is disabled). With a token already
   * there, the cart is synced instead.
   */
  private async connect(options: { syncAfter?: boolean; forced?: boolean } = {}): Promise<boolean> {
    if (!this.config.serverSyncEnabled || this.syncDisabled) return false
    if (this.token) {
      await this.sync({ forced: options.forced ?? false })
      return true
    }
    for (;;) {
      const reply = await createCart(this.client).then(
        (token): CartTokenReply => ({ resultCode: 200, result: token }),
        toReply,
      )
      const decision = decideCartConnect(reply, {
        bypassCounter: this.bypassCounter,
        maxBypassAttempts: this.config.maxBypassAttempts,
      })
      this.bypassCounter = decision.bypassCounter
      if (decision.kind === 'sync-disabled') {
        this.syncDisabled = true
        return false
      }
      if (decision.kind === 'connected') {
        this.token = decision.token
        this.lastSyncedHash = null
        await this.saveStore()
        if (options.syncAfter ?? true) await this.sync()
        return true
      }
      this.bypassTs = this.now()
    }
  }

  /** A cart token the server does not know (401, 404): forget it and connect a guest cart. */
  private async fallBackToGuestCart(reply: CartTokenReply): Promise<void> {
    const decision = decideCartConnect(reply, {
      bypassCounter: this.bypassCounter,
      maxBypassAttempts: this.config.maxBypassAttempts,
    })
    this.bypassCounter = decision.bypassCounter
    this.token = null
    this.lastSyncedHash = null
    this.totals = null
    // The lines belonged to the old server cart; they are sent to the new one as new lines.
    this.items = this.items.map(
      ({ server_item_id: _s, item_id: _i, server_cart_id: _c, prev_qty: _p, ...line }) => line,
    )
    if (decision.kind === 'sync-disabled') {
      this.syncDisabled = true
      await this.saveStore()
      return
    }
    this.bypassTs = this.now()
    await this.connect()
  }

  /** spec 000 §4: pull, plan the merge, run it, sync totals, record the hash. */
  private async sync(
    options: { forced?: boolean; dryRun?: boolean; forceClientState?: boolean } = {},
  ): Promise<CartRefusal[]> {
    const token = this.token
    const decision = decideCartSync({
      syncEnabled: this.config.serverSyncEnabled && !this.syncDisabled,
      connected: token !== null,
      currentHash: hashCartItems(this.items, token),
      lastSyncedHash: this.lastSyncedHash,
      forced: options.forced ?? false,
    })
    if (!decision.sync || token === null) return []
    let serverLines
    try {
      serverLines = await pullCart(this.client, token)
    } catch (error) {
      if (!isUnknownCart(error)) throw error
      await this.fallBackToGuestCart(toReply(error))
      return []
    }
    const plan = planCartMerge({
      clientItems: this.items,
      serverItems: serverLines.map(toRuleServerItem),
      config: this.config,
      dryRun: options.dryRun ?? false,
      forceClientState: options.forceClientState ?? false,
    })
    if (options.dryRun) {
      console.info('cart sync (dry run)', plan.diffs, plan.clientStatus, plan.serverStatus)
      return []
    }
    const outcome = await runMergePlan(this.client, token, this.items, plan, serverLines)
    this.items = outcome.items
    await this.syncTotals()
    this.lastSyncedHash = hashCartItems(this.items, token)
    await this.saveStore()
    this.scheduleMethodsRefresh()
    return outcome.refusals
  }

  /** After the current change, without holding up its answer. */
  private scheduleMethodsRefresh(): void {
    void this.enqueue(async () => {
      const before = this.methods
      await this.refreshMethods()
      if (this.methods !== before) this.options.onChange?.(this.snapshot())
    }).catch((error: unknown) => console.warn('the methods refresh was skipped', error))
  }

  private async syncTotals(): Promise<void> {
    if (!this.token) return
    try {
      this.totals = await readCartTotals(this.client, this.token)
    } catch (error) {
      // spec 000 §8: a totals fetch that is not 200 is logged.
      if (isOffline(error)) throw error
      console.warn('the cart totals could not be read', error)
    }
  }

  /** spec 000 §4: shipping and payment methods only when the cart changed; defaults set. */
  private async refreshMethods(forced = false): Promise<void> {
    const token = this.token
    const cartHash = hashCartItems(this.items, token)
    if (!token || this.items.length === 0 || !shouldRefreshMethods(this.methods, cartHash, forced))
      return
    try {
      this.methods = await refreshCheckoutMethods(this.client, token, this.items, this.methods, {
        cartHash,
        country: this.config.defaultCountry,
      })
    } catch (error) {
      if (isOffline(error)) throw error
      console.warn('the shipping and payment methods could not be read', error)
    }
  }

  private async readStore(): Promise<void> {
    const stored = await this.store.read()
    this.items = stored.items
    this.token = stored.token
    this.lastSyncedHash = stored.hash
    this.totals = stored.totals
    this.bypassTs = stored.bypassTs
  }

  private async saveStore(): Promise<void> {
    const changes: StoredCart = {
      items: this.items,
      token: this.token,
      hash: this.lastSyncedHash,
      totals: this.totals,
      bypassTs: this.bypassTs,
    }
    await this.store.write(changes)
    this.options.onStored?.()
  }
}
