// The cart session's synchronisation with the server cart (spec 000 §4 "Cart synchronisation";
// D54): a cart token is obtained (guest fallback, bypass counter), the server lines are pulled,
// @vitrine/cart plans the merge, the plan is run (refused updates roll back), totals are read and
// the hash recorded; shipping and payment methods are fetched again only when the cart hash
// changed, and per-line stock marks are refreshed. It works on the session's state; the session
// (cart-session.ts) decides when.
import { decideCartConnect, type CartTokenReply } from '@vitrine/cart/cart-connect'
import { planCartMerge } from '@vitrine/cart/cart-diff'
import { decideCartSync, hashCartItems } from '@vitrine/cart/cart-hash'
import { applyStockResult } from '@vitrine/cart/stock-sync'
import { createCart, listStock, pullCart, readCartTotals } from '@vitrine/contracts/cart-client'
import { runMergePlan, toRuleServerItem, type CartRefusal } from './cart-merge-run'
import { mergeServerLines } from './cart-server-lines'
import { refreshCheckoutMethods, shouldRefreshMethods } from './cart-methods'
import { isOffline, isUnknownCart, toReply, whileOnline } from './cart-online'
import type { CartClient, CartSessionState, SessionConfig } from './cart-session-state'

export class CartSync {
  constructor(
    private readonly state: CartSessionState,
    private readonly client: CartClient,
    private readonly config: SessionConfig,
  ) {}

  /** spec 000 §4: a stock answer marks the line (or drops it, per the shop's settings). */
  applyStock(sku: string, isInStock: boolean): void {
    const { state } = this
    state.items = applyStockResult(
      state.items,
      { sku, is_in_stock: isInStock },
      {
        allowOutOfStockInCart: this.config.allowOutOfStockInCart,
        serverSyncEnabled: this.config.serverSyncEnabled && !state.syncDisabled,
      },
    ).items
  }

  /** spec 000 §4 per-item stock sync for every line (one call per 15 skus). */
  async syncLineStock(): Promise<void> {
    const { state } = this
    if (state.items.length === 0) return
    const records = await listStock(
      this.client,
      state.items.map((item) => item.sku),
    )
    for (const record of records) this.applyStock(record.sku, record.is_in_stock)
    await state.saveStore()
  }

  /**
   * D235: the server cart the shop's forms wrote to becomes this cart, with its lines as the
   * server has them (the local copy's names and pictures kept for the lines it knew). A cart the
   * server does not know is left alone.
   */
  async adoptServerCart(token: string): Promise<void> {
    const { state } = this
    let lines
    try {
      lines = await pullCart(this.client, token)
    } catch (error) {
      if (isUnknownCart(error)) return
      throw error
    }
    state.token = token
    state.items = mergeServerLines(lines, state.items)
    state.lastSyncedHash = null
    await state.saveStore()
  }

  /** After a local change: connect when needed, then sync; offline the change stays local. */
  async syncAfterChange(): Promise<CartRefusal[]> {
    let refusals: CartRefusal[] = []
    await whileOnline(async () => {
      if (!this.state.token && !(await this.connect({ syncAfter: false }))) return
      refusals = await this.sync()
    })
    return refusals
  }

  /**
   * spec 000 §4: obtains a cart token (a 200 stores it; anything else retries as a guest cart
   * until the bypass counter reaches its maximum, then sync is disabled). With a token already
   * there, the cart is synced instead.
   */
  async connect(options: { syncAfter?: boolean; forced?: boolean } = {}): Promise<boolean> {
    const { state } = this
    if (!this.config.serverSyncEnabled || state.syncDisabled) return false
    if (state.token) {
      await this.sync({ forced: options.forced ?? false })
      return true
    }
    for (;;) {
      const reply = await createCart(this.client).then(
        (token): CartTokenReply => ({ resultCode: 200, result: token }),
        toReply,
      )
      const decision = decideCartConnect(reply, {
        bypassCounter: state.bypassCounter,
        maxBypassAttempts: this.config.maxBypassAttempts,
      })
      state.bypassCounter = decision.bypassCounter
      if (decision.kind === 'sync-disabled') {
        state.syncDisabled = true
        return false
      }
      if (decision.kind === 'connected') {
        state.token = decision.token
        state.lastSyncedHash = null
        await state.saveStore()
        if (options.syncAfter ?? true) await this.sync()
        return true
      }
      state.bypassTs = state.now()
    }
  }

  /** spec 000 §4: pull, plan the merge, run it, sync totals, record the hash. */
  async sync(
    options: { forced?: boolean; dryRun?: boolean; forceClientState?: boolean } = {},
  ): Promise<CartRefusal[]> {
    const { state } = this
    const token = state.token
    const decision = decideCartSync({
      syncEnabled: this.config.serverSyncEnabled && !state.syncDisabled,
      connected: token !== null,
      currentHash: hashCartItems(state.items, token),
      lastSyncedHash: state.lastSyncedHash,
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
      clientItems: state.items,
      serverItems: serverLines.map(toRuleServerItem),
      config: this.config,
      dryRun: options.dryRun ?? false,
      forceClientState: options.forceClientState ?? false,
    })
    if (options.dryRun) {
      console.info('cart sync (dry run)', plan.diffs, plan.clientStatus, plan.serverStatus)
      return []
    }
    const outcome = await runMergePlan(this.client, token, state.items, plan, serverLines)
    state.items = outcome.items
    await this.syncTotals()
    state.lastSyncedHash = hashCartItems(state.items, token)
    await state.saveStore()
    this.scheduleMethodsRefresh()
    return outcome.refusals
  }

  async syncTotals(): Promise<void> {
    const { state } = this
    if (!state.token) return
    try {
      state.totals = await readCartTotals(this.client, state.token)
    } catch (error) {
      // spec 000 §8: a totals fetch that is not 200 is logged.
      if (isOffline(error)) throw error
      console.warn('the cart totals could not be read', error)
    }
  }

  /** A cart token the server does not know (401, 404): forget it and connect a guest cart. */
  private async fallBackToGuestCart(reply: CartTokenReply): Promise<void> {
    const { state } = this
    const decision = decideCartConnect(reply, {
      bypassCounter: state.bypassCounter,
      maxBypassAttempts: this.config.maxBypassAttempts,
    })
    state.bypassCounter = decision.bypassCounter
    state.token = null
    state.lastSyncedHash = null
    state.totals = null
    // The lines belonged to the old server cart; they are sent to the new one as new lines.
    state.items = state.items.map(
      ({ server_item_id: _s, item_id: _i, server_cart_id: _c, prev_qty: _p, ...line }) => line,
    )
    if (decision.kind === 'sync-disabled') {
      state.syncDisabled = true
      await state.saveStore()
      return
    }
    state.bypassTs = state.now()
    await this.connect()
  }

  /** After the current change, without holding up its answer. */
  private scheduleMethodsRefresh(): void {
    const { state } = this
    void state
      .enqueue(async () => {
        const before = state.methods
        await this.refreshMethods()
        if (state.methods !== before) state.options.onChange?.(state.snapshot())
      })
      .catch((error: unknown) => console.warn('the methods refresh was skipped', error))
  }

  /** spec 000 §4: shipping and payment methods only when the cart changed; defaults set. */
  private async refreshMethods(forced = false): Promise<void> {
    const { state } = this
    const token = state.token
    const cartHash = hashCartItems(state.items, token)
    if (
      !token ||
      state.items.length === 0 ||
      !shouldRefreshMethods(state.methods, cartHash, forced)
    )
      return
    try {
      state.methods = await refreshCheckoutMethods(this.client, token, state.items, state.methods, {
        cartHash,
        country: this.config.defaultCountry,
      })
    } catch (error) {
      if (isOffline(error)) throw error
      console.warn('the shipping and payment methods could not be read', error)
    }
  }
}
