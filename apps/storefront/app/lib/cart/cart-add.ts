// Add to cart in the session (spec 000 §4 "Add to cart"): each product (a grouped one split into
// its associated products) is validated (a known price), its stock checked, added locally and
// stored; the sync that follows confirms the lines or rolls them back with the server's refusal.
// The outcome carries the notices (spec 000 §8) and the added lines (spec 000 §7).
import {
  addCartItem,
  chooseAddNotification,
  decideStockOutcome,
  parseQuantity,
  splitGroupedProduct,
  type StockStatus,
} from '@vitrine/cart/add-to-cart'
import { checkStock } from '@vitrine/contracts/cart-client'
import { validateAddToCart } from '@vitrine/variants/add-to-cart-validation'
import { describeAddNotice } from './cart-notices'
import { isOffline } from './cart-online'
import type { CartClient, CartSessionState, SessionConfig } from './cart-session-state'
import type { CartSync } from './cart-sync'
import type { AddedLine, AddOutcome, CartNotice, ProductToAdd } from './cart-types'

interface PartStock {
  status: StockStatus
  isInStock: boolean | null
}

/** spec 000 §4: a product without a known price (or with errors) is not added. */
function isPriced(part: ProductToAdd): boolean {
  return validateAddToCart({
    price_incl_tax: part.price_incl_tax ?? null,
    errors: part.errors ?? null,
  }).ok
}

/** The stock check of an add; offline the item is added and checked at the next sync. */
async function checkPartStock(client: CartClient, sku: string): Promise<PartStock> {
  try {
    const record = await checkStock(client, sku)
    return { status: record.status, isInStock: record.is_in_stock }
  } catch (error) {
    if (!isOffline(error)) throw error
    return { status: 'ok', isInStock: null }
  }
}

export interface AddParts {
  state: CartSessionState
  sync: CartSync
  client: CartClient
  config: SessionConfig
}

/** Adds products after validation and the stock check; announces the outcome. */
export function addProducts(
  { state, sync, client, config }: AddParts,
  products: readonly ProductToAdd[],
): Promise<AddOutcome> {
  // The stock checks do not depend on the cart: they start now, while earlier work (the start
  // sequence on a first add) is still running, and the add waits for their answers in turn.
  const stockChecks = new Map<string, Promise<PartStock>>()
  for (const product of products) {
    for (const part of splitGroupedProduct(product).products) {
      if (stockChecks.has(part.sku) || !isPriced(part)) continue
      const check = checkPartStock(client, part.sku)
      check.catch(() => undefined) // awaited (and its failure handled) by the add below
      stockChecks.set(part.sku, check)
    }
  }
  return state.enqueue(async () => {
    await state.readStore()
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
        let stock: PartStock
        try {
          stock = await (stockChecks.get(part.sku) ?? checkPartStock(client, part.sku))
        } catch (error) {
          failed = true
          notices.push({ type: 'danger', text: error instanceof Error ? error.message : '' })
          continue
        }
        const decision = decideStockOutcome(stock.status, config)
        if (decision.notification) notices.push(describeAddNotice(decision.notification))
        if (decision.kind !== 'add') continue
        const qty = parseQuantity(part.qty)
        const { product_links: _links, errors: _errors, ...line } = part
        const result = addCartItem(state.items, { ...line, qty })
        state.items = result.items
        if (stock.isInStock !== null) sync.applyStock(part.sku, stock.isInStock)
        lastChange = result.change
        lines.push({ item: { ...line, qty }, qty })
      }
    }
    if (lines.length === 0) return { notices, failed, added: 0, lines }
    await state.saveStore()
    // Local first (spec 000 §4): the shopper sees the line now; the server sync that follows
    // confirms it, or rolls it back with the server's refusal.
    state.options.onChange?.(state.snapshot())
    const refusals = await sync.syncAfterChange()
    const kept = lines.filter((line) => !refusals.some((refusal) => refusal.sku === line.item.sku))
    for (const refusal of refusals) notices.push({ type: 'danger', text: refusal.message })
    if (refusals.length > 0) failed = true
    if (kept.length > 0 && lastChange) {
      const notice = describeAddNotice(chooseAddNotification(lastChange))
      const offerCheckout = lastChange === 'added' && !config.externalCheckout
      notices.push(offerCheckout ? { ...notice, proceedToCheckout: true } : notice)
    }
    return { notices, failed, added: kept.length, lines: kept }
  })
}
