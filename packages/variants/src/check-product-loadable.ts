// spec 000 §4 "Product loading": a product with status 2 or higher is unavailable and the load
// fails; a product with visibility 1 (a child not viewable on its own) redirects to its
// configurable parent, or fails when that redirect is disabled. Finding the parent (a catalogue
// query) is the caller's job; this says what to do.
import { isEnabledStatus } from './variant-child.js'
import { formatProductStatusMessage, formatProductVisibilityMessage } from './variant-messages.js'

/** spec 000 §3: visibility 1 = not visible individually. */
export const VISIBILITY_NOT_VISIBLE_INDIVIDUALLY = 1

export interface LoadableProduct {
  readonly sku: string
  readonly status?: number | null
  readonly visibility?: number | null
  readonly parentSku?: string | null
}

export interface LoadOptions {
  /** Redirect a hidden child to its configurable parent (on unless configured off). */
  readonly redirectToParent?: boolean
}

export type LoadCheck =
  | { readonly ok: true; readonly action: 'show' }
  | {
      readonly ok: true
      readonly action: 'redirect-to-parent'
      readonly childSku: string
      /** Known when the product carries it; otherwise look up the parent by child sku. */
      readonly parentSku?: string
    }
  | { readonly ok: false; readonly error: string }

/** Decides whether a loaded product is shown, redirected to its parent, or unavailable. */
export function checkProductLoadable(
  product: LoadableProduct,
  options: LoadOptions = {},
): LoadCheck {
  if (!isEnabledStatus(product.status)) {
    return { ok: false, error: formatProductStatusMessage(Number(product.status)) }
  }
  if (product.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) {
    if (options.redirectToParent === false) {
      return { ok: false, error: formatProductVisibilityMessage(product.visibility) }
    }
    return {
      ok: true,
      action: 'redirect-to-parent',
      childSku: product.sku,
      ...(product.parentSku ? { parentSku: product.parentSku } : {}),
    }
  }
  return { ok: true, action: 'show' }
}
