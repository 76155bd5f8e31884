// The size selector (spec 001 §5 "Product size selector", 000 §5): a dropdown when the size
// attribute has more than 5 values, buttons otherwise, and a single disabled button for a one-size
// product. A product without sizes shows no selector.
import type { ConfigurableOption } from './variant-child.js'

/** spec 001 §9: the size selector becomes a dropdown above this many sizes. */
export const SIZE_DROPDOWN_THRESHOLD = 5

/** The attribute code of the size option. */
export const SIZE_ATTRIBUTE_CODE = 'size'

export type SizeSelectorMode = 'none' | 'single-disabled-button' | 'buttons' | 'dropdown'

/** The number of sizes a product offers: the values of its size option. */
export function countSizes(
  options: readonly ConfigurableOption[] | null | undefined,
  sizeAttributeCode: string = SIZE_ATTRIBUTE_CODE,
): number {
  return options?.find((option) => option.attribute_code === sizeAttributeCode)?.values.length ?? 0
}

/** How the size selector shows for a number of sizes. */
export function chooseSizeSelectorMode(sizeCount: number): SizeSelectorMode {
  if (sizeCount <= 0) return 'none'
  if (sizeCount === 1) return 'single-disabled-button'
  return sizeCount > SIZE_DROPDOWN_THRESHOLD ? 'dropdown' : 'buttons'
}
