// Generates the whole seed catalogue in memory, deterministically: the same seed, size and
// reference day always give the same documents (ARCHITECTURE §5). The format is the Vue
// Storefront 1 Elasticsearch document format, one list per entity type.
import type { AttributeDocument } from '@vitrine/contracts/catalog/attribute'
import type { CatalogEntityType } from '@vitrine/contracts/catalog/catalog-entities'
import type { CategoryDocument } from '@vitrine/contracts/catalog/category'
import type { CmsBlockDocument, CmsPageDocument } from '@vitrine/contracts/catalog/cms'
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import type { TaxRuleDocument } from '@vitrine/contracts/catalog/tax-rule'
import type { UrlRewriteDocument } from '@vitrine/contracts/catalog/url-rewrite'
import { buildAttributes } from './build-attributes.js'
import { buildCategoryTree, toCategoryDocuments } from './build-categories.js'
import { buildCmsBlocks, buildCmsPages } from './build-cms.js'
import { buildTaxRules } from './build-tax-rules.js'
import { buildUrlRewrites } from './build-url-rewrites.js'
import { resolveCatalogSize } from './catalog-sizes.js'
import { parseReferenceDay } from './catalog-values.js'
import { generateProducts } from './generate-products.js'
import { createProductContext, type MediaImage } from './product-context.js'
import { createRandom } from './random.js'

export interface CatalogOptions {
  /** tiny, default or large. */
  size: string
  seed: number
  /** The reference day `yyyy-MM-dd` that special-price windows and dates are relative to. */
  today: string
}

export interface CatalogDocuments {
  product: ProductDocument[]
  category: CategoryDocument[]
  attribute: AttributeDocument[]
  taxrule: TaxRuleDocument[]
  cms_page: CmsPageDocument[]
  cms_block: CmsBlockDocument[]
  url_rewrite: UrlRewriteDocument[]
}

export interface Catalog {
  options: CatalogOptions
  documents: CatalogDocuments & Record<CatalogEntityType, unknown[]>
  /** The pictures the documents reference, each to be rendered at the spec's sizes. */
  media: MediaImage[]
}

export const defaultCatalogOptions: CatalogOptions = {
  size: 'default',
  seed: 42,
  today: '2026-11-01',
}

export function generateCatalog(options: Partial<CatalogOptions> = {}): Catalog {
  const resolved = { ...defaultCatalogOptions, ...options }
  if (!Number.isInteger(resolved.seed))
    throw new Error(`seed must be an integer, got ${resolved.seed}`)
  const { productCount } = resolveCatalogSize(resolved.size)
  const referenceMs = parseReferenceDay(resolved.today)
  const random = createRandom(resolved.seed)
  const attributes = buildAttributes()
  const categoryRoot = buildCategoryTree()
  const ctx = createProductContext(
    random.fork('products'),
    referenceMs,
    attributes.lookup,
    categoryRoot,
  )
  generateProducts(ctx, productCount)
  const category = toCategoryDocuments(
    categoryRoot,
    countVisibleProducts(ctx.products),
    referenceMs,
  )
  const cmsPages = buildCmsPages(referenceMs)
  return {
    options: resolved,
    documents: {
      product: ctx.products,
      category,
      attribute: attributes.documents,
      taxrule: buildTaxRules(),
      cms_page: cmsPages,
      cms_block: buildCmsBlocks(referenceMs),
      url_rewrite: buildUrlRewrites(random.fork('rewrites'), ctx.products, category, cmsPages),
    },
    media: ctx.images(),
  }
}

/** Enabled products a shopper can find, per category id (the categories' product_count). */
function countVisibleProducts(products: readonly ProductDocument[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const product of products) {
    if (product.visibility === 1 || product.status !== 1) continue
    for (const id of product.category_ids ?? [])
      counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1)
  }
  return counts
}
