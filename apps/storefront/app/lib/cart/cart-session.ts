// The shopper's cart in the browser, kept locally and synchronised with the server cart
// (spec 000 §4 "Add to cart", "Cart synchronisation"; D54). The lines, token and
// last-synced hash live in a CartStore (IndexedDB); every change is made locally first, stored,
// then synchronised (cart-sync.ts). Changes run one at a time (a queue, cart-session-state.ts)
// and each starts from the stored cart, so tabs sharing the store do not undo each other. Every
// rule comes from @vitrine/cart; this file is the session's public face, the top of the cart
// library: the start sequence, going online and the shopper's changes.
import { removeCartItem, updateCartItem } from '@vitrine/cart/cart-item-update'
import { BffError } from '@vitrine/contracts/bff-client'
import { applyCoupons, deleteCartItem, deleteCoupon } from '@vitrine/contracts/cart-client'
import type { CouponResult } from '@vitrine/contracts/coupons'
import { addProducts } from './cart-add'
import { setDefaultMethods } from './cart-methods'
import { isOffline, whileOnline } from './cart-online'
import {
  CartSessionState,
  type CartClient,
  type CartSessionOptions,
  type SessionConfig,
} from './cart-session-state'
import { CartSync } from './cart-sync'
import type {
  AddOutcome,
  CartSnapshot,
  CartStartOptions,
  CartStore,
  ProductToAdd,
} from './cart-types'
import { emptyCheckoutMethods } from './checkout-methods'

export class CartSession {
  private readonly state: CartSessionState
  private readonly sync: CartSync

  constructor(
    private readonly client: CartClient,
    store: CartStore,
    private readonly config: SessionConfig,
    private readonly options: CartSessionOptions = {},
  ) {
    this.state = new CartSessionState(store, options)
    this.sync = new CartSync(this.state, client, config)
  }

  snapshot(): CartSnapshot {
    return this.state.snapshot()
  }

  /**
   * spec 000 §4 "On start": checkout-method defaults, the cached cart, the token from the cache
   * (or `restoreQuoteId` when logged out), then a sync when a token exists, else a new cart.
   * A server cart the shop's forms wrote to is adopted first (D235). With server merge off, the
   * start sync is a dry run. Offline, the cached cart is kept.
   */
  start(options: CartStartOptions = {}): Promise<CartSnapshot> {
    const { state, sync } = this
    return state.enqueue(async () => {
      state.methods = setDefaultMethods(state.methods)
      await state.readStore()
      state.isLoaded = true
      if (!state.token && !this.options.loggedIn && options.restoreQuoteId) {
        state.token = options.restoreQuoteId
      }
      const server = options.serverCart
      await whileOnline(async () => {
        if (server && (server.changed || !state.token)) await sync.adoptServerCart(server.token)
        // A cart created now for an empty local cart is empty too: nothing to pull or total until
        // the first change, whose sync does both (one less wait before the first add shows).
        const syncAfter = state.token !== null || state.items.length > 0
        if (this.config.serverMergeByDefault) await sync.connect({ forced: true, syncAfter })
        else await sync.sync({ forced: true, dryRun: true })
        await sync.syncLineStock()
      })
      return state.snapshot()
    })
  }

  /** Another tab changed the stored cart: take it over (no server call). */
  reloadFromStore(): Promise<CartSnapshot> {
    const { state } = this
    return state.enqueue(async () => {
      await state.readStore()
      return state.snapshot()
    })
  }

  /** spec 000 §4 "Going online": the pending local changes go out and the cart is reloaded. */
  goOnline(): Promise<CartSnapshot> {
    const { state, sync } = this
    return state.enqueue(async () => {
      await state.readStore()
      await whileOnline(async () => {
        if (state.token) await sync.sync({ forced: true })
        else await sync.connect()
      })
      return state.snapshot()
    })
  }

  /** Adds products after validation and the stock check; announces the outcome (cart-add.ts). */
  add(products: readonly ProductToAdd[]): Promise<AddOutcome> {
    const { state, sync, client, config } = this
    return addProducts({ state, sync, client, config }, products)
  }

  /** Sets a line's quantity; a refusal (e.g. more than the stock) rejects with the server's text. */
  setQuantity(itemId: number, qty: number): Promise<CartSnapshot> {
    const { state, sync } = this
    return state.enqueue(async () => {
      await state.readStore()
      const line = state.findLine(itemId)
      if (!line) return state.snapshot()
      state.items = updateCartItem(state.items, line, { qty })
      await state.saveStore()
      const [refusal] = await sync.syncAfterChange()
      if (refusal) throw new Error(refusal.message)
      return state.snapshot()
    })
  }

  /** Removes a line (and its children by parent sku) from the server cart, then locally. */
  remove(itemId: number): Promise<CartSnapshot> {
    const { state, sync } = this
    return state.enqueue(async () => {
      await state.readStore()
      const line = state.findLine(itemId)
      if (!line) return state.snapshot()
      const serverId = line.server_item_id ?? line.item_id
      if (state.token && serverId !== undefined && !state.syncDisabled) {
        try {
          await deleteCartItem(this.client, state.token, { item_id: serverId, sku: line.sku })
        } catch (error) {
          // An unknown line is already gone; offline, the removal waits for the next sync.
          if (!isOffline(error) && !(error instanceof BffError && error.status === 404)) {
            throw error
          }
        }
      }
      state.items = removeCartItem(state.items, line)
      await state.saveStore()
      await sync.syncAfterChange()
      return state.snapshot()
    })
  }

  /**
   * spec 000 §4 "Clearing": empties the lines, optionally syncs (the server lines go too) and
   * optionally disconnects by dropping the token (after an order, without a server sync).
   */
  clear(options: { sync?: boolean; disconnect?: boolean } = {}): Promise<CartSnapshot> {
    const { state, sync } = this
    return state.enqueue(async () => {
      state.items = []
      if (options.sync ?? true) {
        await state.saveStore()
        await whileOnline(() => sync.sync({ forced: true, forceClientState: true }))
      }
      if (options.disconnect) {
        state.token = null
        state.lastSyncedHash = null
        state.totals = null
        state.methods = emptyCheckoutMethods
      }
      await state.saveStore()
      return state.snapshot()
    })
  }

  /** Replaces the cart's coupons with the usable ones among `codes`; a result per code. */
  setCoupons(codes: readonly string[]): Promise<CouponResult[]> {
    const { state, sync } = this
    return state.enqueue(async () => {
      if (!state.token && !(await sync.connect())) {
        return codes.map((code) => ({ code, applied: false }))
      }
      const token = state.token as string
      const results =
        codes.length === 0
          ? (await deleteCoupon(this.client, token), [])
          : await applyCoupons(this.client, token, codes)
      await sync.syncTotals()
      await state.saveStore()
      return results
    })
  }
}
