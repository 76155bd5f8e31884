// The cart session's state and its queue (D54): the lines, token, last-synced hash, totals and
// methods between two changes, read from and written to the CartStore (IndexedDB). Changes run
// one at a time (the queue) and each starts from the stored cart, so tabs sharing the store do
// not undo each other; with the browser's Web Locks (cart-tab-lock.ts) no two tabs run one at once.
import type { BffClient } from '@vitrine/contracts/bff-client'
import type { CartTotals } from '@vitrine/contracts/cart'
import type { CartConfig } from './cart-config'
import { readLineId } from './cart-lines'
import type {
  CartSnapshot,
  CartStore,
  CheckoutMethods,
  LocalCartItem,
  StoredCart,
} from './cart-types'
import { emptyCheckoutMethods } from './checkout-methods'

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

export type CartClient = Pick<BffClient, 'call'>
export type SessionConfig = Omit<CartConfig, 'minicartCountType'>

export class CartSessionState {
  items: LocalCartItem[] = []
  token: string | null = null
  lastSyncedHash: string | null = null
  totals: CartTotals | null = null
  bypassTs: number | null = null
  bypassCounter = 0
  syncDisabled = false
  isLoaded = false
  methods: CheckoutMethods = emptyCheckoutMethods
  readonly now: () => number
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly store: CartStore,
    readonly options: CartSessionOptions = {},
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

  /** Runs `task` after the work queued before it (across tabs too, when `exclusive` is given). */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    const { exclusive } = this.options
    const guarded = exclusive ? () => exclusive(task) : task
    const run = this.queue.then(guarded, guarded)
    this.queue = run.catch(() => undefined)
    return run
  }

  findLine(itemId: number): LocalCartItem | undefined {
    return this.items.find((item, index) => readLineId(item, index) === itemId)
  }

  async readStore(): Promise<void> {
    const stored = await this.store.read()
    this.items = stored.items
    this.token = stored.token
    this.lastSyncedHash = stored.hash
    this.totals = stored.totals
    this.bypassTs = stored.bypassTs
  }

  async saveStore(): Promise<void> {
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
