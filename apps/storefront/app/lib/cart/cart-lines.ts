// The cart as the shopper sees it, built from the server's answers (ARCHITECTURE §1: the server
// decides lines and totals). The local copy keeps what the server does not send back (name,
// picture, parent sku) so a line keeps its 150x150 picture (spec 000 §9) across reloads.
// Amounts arrive as decimals in euros and become integer cents here, once.
import { IN_STOCK_INFO, OUT_OF_STOCK_ITEM_ERROR } from '@vitrine/cart/cart-messages'
import type { ProductOption } from '@vitrine/cart/cart-item.types'
import type { CartTotals } from '@vitrine/contracts/cart'
import type { CartItemInput } from '@vitrine/contracts/cart-client'
import { parseDecimalToMinor } from '@vitrine/pricing/money'
import type { CartOptionLabel, CartViewLine, CartViewTotals, LocalCartItem } from './cart-types'
import { emptyTotals } from './empty-cart-view'
import { readChosenShippingTitle } from './shipping-choice'

// The line and view types live in cart-types.ts; the components read them from here too.
export type { CartOptionLabel, CartViewLine, CartViewTotals, LocalCartItem }

/** A decimal amount of the cart API (euros) in cents. */
export function toCents(amount: number): number {
  return parseDecimalToMinor(amount)
}

/** The `options` text of a totals row (a JSON list of `{label, value}`), read leniently. */
export function parseOptionLabels(text: string): CartOptionLabel[] {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return []
      const { label, value } = entry as Record<string, unknown>
      return typeof label === 'string' && (typeof value === 'string' || typeof value === 'number')
        ? [{ label, value: String(value) }]
        : []
    })
  } catch {
    return []
  }
}

/**
 * The id the mini-cart knows a line by: the server's item id, or -(position + 1) for a line the
 * server has not answered for yet (added offline, or before the first sync).
 */
export function readLineId(item: LocalCartItem, index: number): number {
  const serverId = Number(item.server_item_id ?? item.item_id)
  return Number.isInteger(serverId) && serverId > 0 ? serverId : -(index + 1)
}

/** spec 000 §4: the stock mark the per-item stock sync left on a line. */
export function readLineStock(item: LocalCartItem): CartViewLine['stock'] {
  if (item.errors?.stock === OUT_OF_STOCK_ITEM_ERROR) return 'out-of-stock'
  if (item.info?.stock === IN_STOCK_INFO) return 'in-stock'
  return null
}

/** The mini-cart's lines: the local lines with the row totals and options of the server. */
export function buildCartViewLines(
  items: readonly LocalCartItem[],
  totals: CartTotals | null,
): CartViewLine[] {
  return items.map((item, index) => {
    const itemId = readLineId(item, index)
    const row = itemId > 0 ? totals?.items.find((entry) => entry.item_id === itemId) : undefined
    return {
      itemId,
      sku: item.sku,
      parentSku: item.parentSku ?? null,
      name: item.name ?? row?.name ?? item.sku,
      qty: item.qty,
      variant: item.variant ?? null,
      unitPriceInclTax: item.price_incl_tax ?? (row ? toCents(row.price_incl_tax) : 0),
      stock: readLineStock(item),
      image: item.image ?? null,
      options: row ? parseOptionLabels(row.options) : [],
      rowTotalInclTax: row
        ? toCents(row.row_total_incl_tax)
        : (item.price_incl_tax ?? 0) * item.qty,
      discount: row ? toCents(row.discount_amount) : 0,
    }
  })
}

/** The totals block: subtotal incl. tax, shipping, payment cost, discount and grand total. */
export function buildCartViewTotals(totals: CartTotals | null): CartViewTotals {
  if (!totals) return emptyTotals
  return {
    subtotalInclTax: toCents(totals.subtotal_incl_tax),
    shippingInclTax: toCents(totals.shipping_incl_tax),
    paymentCostInclTax: toCents(totals.payment_cost_incl_tax),
    // Magento sends the discount negative; the shop shows it as an amount taken off.
    discount: Math.abs(toCents(totals.discount_amount)),
    grandTotal: toCents(totals.grand_total),
    shippingChosen: readChosenShippingTitle(totals) !== null,
  }
}

/** The coupon codes on the cart, from the totals' comma list. */
export function listCouponCodes(totals: CartTotals | null): string[] {
  return (totals?.coupon_code ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
}

/** The chosen options as the cart API takes them (mutable lists). */
export function copyProductOption(option: ProductOption): CartItemInput['product_option'] {
  const chosen = option.extension_attributes
  if (!chosen) return {}
  return {
    extension_attributes: {
      ...(chosen.configurable_item_options
        ? {
            configurable_item_options: chosen.configurable_item_options.map((entry) => ({
              ...entry,
            })),
          }
        : {}),
      ...(chosen.bundle_options
        ? {
            bundle_options: chosen.bundle_options.map((entry) => ({
              ...entry,
              option_selections: [...entry.option_selections],
            })),
          }
        : {}),
      ...(chosen.custom_options
        ? { custom_options: chosen.custom_options.map((entry) => ({ ...entry })) }
        : {}),
    },
  }
}
