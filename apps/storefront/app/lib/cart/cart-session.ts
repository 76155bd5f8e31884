// The shopper's server cart from the browser (spec 000 §4 "Add to cart", "Cart synchronisation"):
// a guest cart token created on the first add and kept in local storage, every change sent to the
// BFF, then the lines and totals pulled again so the server stays the source of truth. Changes
// run one at a time (a queue), so quick clicks cannot interleave. An unknown cart (404: expired
// or closed) is replaced by a new guest cart once. The rules come from @vitrine/cart.
import {
  addCartItem,
  chooseAddNotification,
  decideStockOutcome,
  parseQuantity,
  splitGroupedProduct,
} from '@vitrine/cart/add-to-cart'
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import type { CartTotals } from '@vitrine/contracts/cart'
import {
  applyCoupons,
  checkStock,
  createCart,
  deleteCartItem,
  deleteCoupon,
  pullCart,
  readCartTotals,
  updateCartItem,
} from '@vitrine/contracts/cart-client'
import type { CouponResult } from '@vitrine/contracts/coupons'
import { validateAddToCart } from '@vitrine/variants/add-to-cart-validation'
import type { CartConfig } from './cart-config'
import { copyProductOption, mergeServerLines, type LocalCartItem } from './cart-lines'
import { describeAddNotice, type CartNotice } from './cart-notices'
import {
  readCartItems,
  readCartToken,
  writeCartItems,
  writeCartToken,
  type KeyValueStorage,
} from './cart-storage'

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
}

export interface AddOutcome {
  notices: CartNotice[]
  /** True when a product could not be added because of an error (spec 000 §4: add-to-cart-failed). */
  failed: boolean
  added: number
}

type Client = Pick<BffClient, 'call'>

const isUnknownCart = (error: unknown) => error instanceof BffError && error.status === 404

export class CartSession {
  private token: string | null
  private items: LocalCartItem[]
  private totals: CartTotals | null = null
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly client: Client,
    private readonly storage: KeyValueStorage | null,
    private readonly config: Pick<CartConfig, 'allowOutOfStockInCart' | 'externalCheckout'>,
  ) {
    this.token = readCartToken(storage)
    this.items = readCartItems(storage)
  }

  snapshot(): CartSnapshot {
    return { token: this.token, items: [...this.items], totals: this.totals }
  }

  /** Reads the server cart named by the stored token; an unknown cart is forgotten. */
  load(): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      if (!this.token) return this.snapshot()
      try {
        await this.refresh(this.token)
      } catch (error) {
        if (!isUnknownCart(error)) throw error
        this.forget()
      }
      return this.snapshot()
    })
  }

  /** Adds products after validation and the stock check; announces the outcome. */
  add(products: readonly ProductToAdd[]): Promise<AddOutcome> {
    return this.enqueue(async () => {
      const notices: CartNotice[] = []
      let failed = false
      let lastChange: 'added' | 'updated' | null = null
      let added = 0
      for (const product of products) {
        const { products: parts, missingSkus } = splitGroupedProduct(product)
        // spec 000 §8: a grouped product without an associated product is logged only.
        if (missingSkus.length > 0) console.warn('grouped product links not loaded', missingSkus)
        for (const part of parts) {
          const check = validateAddToCart({
            price_incl_tax: part.price_incl_tax ?? null,
            errors: part.errors ?? null,
          })
          if (!check.ok) {
            notices.push({ type: 'danger', key: 'cart.priceUnknown' })
            failed = true
            continue
          }
          try {
            const stock = await checkStock(this.client, part.sku)
            const decision = decideStockOutcome(stock.status, this.config)
            if (decision.notification) notices.push(describeAddNotice(decision.notification))
            if (decision.kind !== 'add') continue
            const qty = parseQuantity(part.qty)
            await this.withCart((token) =>
              updateCartItem(this.client, token, {
                sku: part.sku,
                qty,
                ...(part.product_option
                  ? { product_option: copyProductOption(part.product_option) }
                  : {}),
              }),
            )
            const { product_links: _links, errors: _errors, ...line } = part
            const result = addCartItem(this.items, { ...line, qty })
            this.items = result.items
            lastChange = result.change
            added++
          } catch (error) {
            failed = true
            notices.push({ type: 'danger', text: readErrorMessage(error) })
          }
        }
      }
      if (added > 0 && this.token) {
        await this.refresh(this.token)
        if (lastChange) {
          const notice = describeAddNotice(chooseAddNotification(lastChange))
          const offerCheckout = lastChange === 'added' && !this.config.externalCheckout
          notices.push(offerCheckout ? { ...notice, proceedToCheckout: true } : notice)
        }
      }
      return { notices, failed, added }
    })
  }

  /** Sets a line's quantity; a refusal (e.g. more than the stock) rejects with the server's text. */
  setQuantity(itemId: number, qty: number): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      const item = this.items.find((line) => Number(line.server_item_id ?? line.item_id) === itemId)
      if (!item) return this.snapshot()
      try {
        await this.withCart((token) =>
          updateCartItem(this.client, token, { sku: item.sku, qty, item_id: itemId }),
        )
      } finally {
        // spec 000 §4: after a failed update the line shows the server's quantity again.
        if (this.token) await this.refresh(this.token)
      }
      return this.snapshot()
    })
  }

  remove(itemId: number): Promise<CartSnapshot> {
    return this.enqueue(async () => {
      const item = this.items.find((line) => Number(line.server_item_id ?? line.item_id) === itemId)
      if (!item || !this.token) return this.snapshot()
      await this.withCart((token) =>
        deleteCartItem(this.client, token, { item_id: itemId, sku: item.sku }),
      )
      if (this.token) await this.refresh(this.token)
      return this.snapshot()
    })
  }

  /** Replaces the cart's coupons with the usable ones among `codes`; a result per code. */
  setCoupons(codes: readonly string[]): Promise<CouponResult[]> {
    return this.enqueue(async () => {
      if (!this.token) return codes.map((code) => ({ code, applied: false }))
      const results =
        codes.length === 0
          ? (await this.withCart((token) => deleteCoupon(this.client, token)), [])
          : await this.withCart((token) => applyCoupons(this.client, token, codes))
      if (this.token) await this.refresh(this.token)
      return results
    })
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Runs a call on the cart, creating it first; an unknown cart is replaced once. */
  private async withCart<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = this.token ?? (await this.createToken())
    try {
      return await call(token)
    } catch (error) {
      if (!isUnknownCart(error)) throw error
      this.forget()
      return call(await this.createToken())
    }
  }

  private async createToken(): Promise<string> {
    const token = await createCart(this.client)
    this.token = token
    writeCartToken(this.storage, token)
    return token
  }

  private async refresh(token: string): Promise<void> {
    const [lines, totals] = await Promise.all([
      pullCart(this.client, token),
      readCartTotals(this.client, token),
    ])
    this.items = mergeServerLines(lines, this.items)
    this.totals = totals
    writeCartItems(this.storage, this.items)
  }

  private forget(): void {
    this.token = null
    this.items = []
    this.totals = null
    writeCartToken(this.storage, null)
    writeCartItems(this.storage, [])
  }
}

function readErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
