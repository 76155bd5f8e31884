// The size guide's content path (spec 001 §2 "Product size selector"): `size-guide/` plus the
// lower-cased size-guide label with spaces turned into hyphens. The label is the product's
// `size_guide` attribute when it has one, else the name of its second-level category
// (e.g. 'Clothing' under women/clothing/dresses).
import type { ShownProduct } from './product-document'

export const SIZE_GUIDE_PREFIX = 'size-guide/'

export function formatSizeGuidePath(label: string): string {
  return `${SIZE_GUIDE_PREFIX}${label.trim().toLowerCase().replace(/\s+/g, '-')}`
}

export function selectSizeGuideLabel(
  product: Pick<ShownProduct, 'category'> & { size_guide?: unknown },
): string | undefined {
  if (typeof product.size_guide === 'string' && product.size_guide.trim() !== '') {
    return product.size_guide
  }
  const second = (product.category ?? []).find(
    (category) => (category.path ?? '').split('/').length === 2,
  )
  return second?.name
}

export function buildSizeGuidePath(product: ShownProduct): string | null {
  const label = selectSizeGuideLabel(product)
  return label ? formatSizeGuidePath(label) : null
}
