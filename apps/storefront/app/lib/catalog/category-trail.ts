// The category trail of a product: its deepest category path, top level first (Sale and other side
// paths aside). Product breadcrumbs and the data layer's five category levels (spec 000 §7) use it.
import type { ProductCategory } from '@vitrine/contracts/catalog/product-parts'

function splitPath(path: string | undefined): string[] {
  return (path ?? '').split('/').filter(Boolean)
}

function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => segment === path[index])
}

/** The categories on the deepest path of `categories`, shortest path first; only addressable ones. */
export function selectCategoryTrail(
  categories: readonly ProductCategory[] | null | undefined,
): ProductCategory[] {
  const shown = (categories ?? []).filter((category) => category.path && category.slug)
  const deepest = [...shown].sort((a, b) => splitPath(b.path).length - splitPath(a.path).length)[0]
  if (!deepest) return []
  const path = splitPath(deepest.path)
  return shown
    .filter((category) => isPrefix(splitPath(category.path), path))
    .sort((a, b) => splitPath(a.path).length - splitPath(b.path).length)
}
