// The texts of spec 000 §5 and §8 about variants and adding products, verbatim. The apps show these
// constants (through their message catalogues) instead of retyping them.

/** spec 000 §5, §8: a configurable product without any available variant. */
export const NO_AVAILABLE_VARIANTS_MESSAGE = 'No available product variants'

/** spec 000 §8 (warning): a filter change no variant matches. */
export const NO_SUCH_CONFIGURATION_MESSAGE =
  'No such configuration for the product. Please do choose another combination of attributes.'

/** spec 000 §5, §8: a product that cannot be added because of its price or an error. */
export const PRODUCT_PRICE_UNKNOWN_MESSAGE =
  'Product price is unknown, product cannot be added to the cart!'

/**
 * The 'no size selected' message of spec 000 §5 / 001 §5. The spec gives no separate text; this is
 * the size-required locale text of spec 001 §5.
 */
export const NO_SIZE_SELECTED_MESSAGE = 'Please select a size'

/** spec 000 §8 (thrown or logged): a product whose status makes it unavailable. */
export function formatProductStatusMessage(status: number): string {
  return `Product query returned empty result product status = ${status}`
}

/** spec 000 §8 (thrown or logged): a hidden child when redirecting to its parent is disabled. */
export function formatProductVisibilityMessage(visibility: number): string {
  return `Product query returned empty result product visibility = ${visibility}`
}
