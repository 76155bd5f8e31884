// What the cart provider does once the cart runtime is there (D48): the cart as the shopper sees
// it (lines, totals, coupons) built from a snapshot of the session, and what an add, a quantity
// change, a removal and an opened mini-cart tell the shopper and report (spec 000 §4, §7, §8).
// It comes with the runtime's chunk (cart-runtime.ts), because every snapshot and every finished
// cart action comes from the session the runtime made; a page whose cart is empty and untouched
// loads neither.
import type { StoreView } from '@vitrine/contracts/store-views'
import { pushViewCart } from '../data-layer/cart-events'
import type { NotificationInput } from '../notifications'
import type { Translate } from '../i18n/translate'
import type { SizeFitConfig } from '../size-fit/size-fit-events'
import { eventLineOfView, reportAdded, reportQuantityChange, reportRemoved } from './cart-analytics'
import { buildCartViewLines, buildCartViewTotals, listCouponCodes } from './cart-lines'
import { translateNotice } from './cart-notices'
import type { AddOutcome, CartSnapshot, CartView, CartViewLine } from './cart-types'

export function buildCartView(snapshot: CartSnapshot): CartView {
  return {
    lines: buildCartViewLines(snapshot.items, snapshot.totals),
    totals: buildCartViewTotals(snapshot.totals),
    couponCodes: listCouponCodes(snapshot.totals),
  }
}

/** The refusal of a cart change in the store view's language. */
export function describeFailure(error: unknown, t: Translate): string {
  return translateNotice({ type: 'danger', text: error instanceof Error ? error.message : '' }, t)
}

export interface AddContext {
  t: Translate
  notify: (notification: NotificationInput) => void
  sizeFit: SizeFitConfig | null
  storeView: Pick<StoreView, 'url'>
  /** 'Proceed to checkout' on the added notice. */
  proceedToCheckout: () => void
}

/** The add's analytics events and its notifications (spec 000 §7, §8). */
export function announceAdd(outcome: AddOutcome, context: AddContext): void {
  if (outcome.lines && outcome.lines.length > 0) {
    reportAdded(outcome.lines, {
      sizeFit: context.sizeFit,
      storeView: context.storeView,
      origin: window.location.origin,
    })
  }
  for (const notice of outcome.notices) {
    context.notify({
      message: translateNotice(notice, context.t),
      type: notice.type,
      ...(notice.proceedToCheckout
        ? {
            action2: {
              label: context.t('cart.proceedToCheckout'),
              onSelect: context.proceedToCheckout,
            },
          }
        : {}),
    })
  }
}

/** spec 000 §7 view_cart for the lines the opened mini-cart shows. */
export function reportCartView(lines: readonly CartViewLine[]): void {
  pushViewCart(lines.map((line) => eventLineOfView(line)))
}

export { reportQuantityChange, reportRemoved }
