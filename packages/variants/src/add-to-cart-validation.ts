// Add-to-cart checks of one product (spec 000 §5, 001 §5):
// - a product is not addable when price_incl_tax is below 0 (or unknown), or 0 when the store does
//   not allow zero prices, or when it carries any error: 'Product price is unknown, product cannot
//   be added to the cart!';
// - with more than one size and none chosen nothing is added: more than 5 sizes open the size
//   selector, otherwise the 'no size selected' message shows;
// - the button is disabled while the product has errors, its regular price is 0, or an add is in
//   progress.
import { SIZE_DROPDOWN_THRESHOLD } from './size-selector.js'
import { NO_SIZE_SELECTED_MESSAGE, PRODUCT_PRICE_UNKNOWN_MESSAGE } from './variant-messages.js'

/** Product errors as the catalogue carries them: a map of messages (or a list). */
export type ProductErrors =
  Readonly<Record<string, unknown>> | readonly unknown[] | null | undefined

export interface AddableProduct {
  readonly price_incl_tax?: number | null
  readonly errors?: ProductErrors
}

export interface AddToCartOptions {
  /** Store setting: a zero price may be added (allowed unless configured off). */
  readonly allowZeroPrice?: boolean
}

export type AddToCartCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: typeof PRODUCT_PRICE_UNKNOWN_MESSAGE }

export type SizeCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly action: 'open-size-selector' }
  | {
      readonly ok: false
      readonly action: 'show-message'
      readonly error: typeof NO_SIZE_SELECTED_MESSAGE
    }

/** True when the product carries any error message. */
export function hasProductErrors(errors: ProductErrors): boolean {
  if (!errors) return false
  const values = Array.isArray(errors) ? errors : Object.values(errors)
  return values.some(
    (value) => value !== null && value !== undefined && value !== '' && value !== false,
  )
}

/** Checks that a product may be added to the cart by its price and errors. */
export function validateAddToCart(
  product: AddableProduct,
  options: AddToCartOptions = {},
): AddToCartCheck {
  const price = product.price_incl_tax
  const priceKnown = typeof price === 'number' && Number.isFinite(price)
  const allowZero = options.allowZeroPrice ?? true
  if (!priceKnown || price < 0 || (price === 0 && !allowZero) || hasProductErrors(product.errors)) {
    return { ok: false, error: PRODUCT_PRICE_UNKNOWN_MESSAGE }
  }
  return { ok: true }
}

/** Checks that a size is chosen when the product has more than one. */
export function checkSizeChosen(
  sizeCount: number,
  selectedSize: string | number | null | undefined,
): SizeCheck {
  if (
    sizeCount <= 1 ||
    (selectedSize !== null && selectedSize !== undefined && selectedSize !== '')
  ) {
    return { ok: true }
  }
  if (sizeCount > SIZE_DROPDOWN_THRESHOLD) return { ok: false, action: 'open-size-selector' }
  return { ok: false, action: 'show-message', error: NO_SIZE_SELECTED_MESSAGE }
}

/** True when the add-to-cart button is disabled. */
export function isAddToCartDisabled(state: {
  readonly errors?: ProductErrors
  readonly regularPrice: number | null | undefined
  readonly isAddingToCart: boolean
}): boolean {
  return state.isAddingToCart || state.regularPrice === 0 || hasProductErrors(state.errors)
}
