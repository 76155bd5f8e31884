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
import { translatedLanguages, type TranslatedLanguage } from './product-vocabulary.js'
import { createRandom } from './random.js'
import { createProductTranslator } from './translate-products.js'

/** spec 000 §1: the translated store views (code = language) and their store ids. */
export const translatedStoreViews: readonly { code: TranslatedLanguage; storeId: number }[] = [
  { code: 'nl', storeId: 3 },
  { code: 'de', storeId: 4 },
]
const defaultStoreId = 1

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

export type StoreViewDocuments = CatalogDocuments & Record<CatalogEntityType, unknown[]>

export interface Catalog {
  options: CatalogOptions
  /** The default store view's catalogue (English, store 1): VSF1's `vue_storefront_catalog`. */
  documents: StoreViewDocuments
  /**
   * The Dutch and German store views' catalogues (D80), each complete as VSF1 indexes a store
   * view (`vue_storefront_catalog_nl`, `_de`): the same products, categories and prices with the
   * store view's names, descriptions and url keys, and its own url rewrites.
   */
  storeViews: Record<TranslatedLanguage, StoreViewDocuments>
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
  const counts = countVisibleProducts(ctx.products)
  const category = toCategoryDocuments(categoryRoot, counts, referenceMs)
  const cmsPages = buildCmsPages(referenceMs)
  const cmsBlocks = buildCmsBlocks(referenceMs)
  const taxRules = buildTaxRules()
  const translated = translatedLanguages.map((language) => {
    const translator = createProductTranslator(
      language,
      ctx.translations,
      categoryRoot,
      attributes.lookup,
    )
    return {
      language,
      product: ctx.products.map((product) => translator.translate(product)),
      category: toCategoryDocuments(categoryRoot, counts, referenceMs, language),
    }
  })
  const rewrites = buildUrlRewrites(
    random.fork('rewrites'),
    [
      { storeId: defaultStoreId, products: ctx.products, categories: category },
      ...translated.map(({ language, product, category: categories }) => ({
        storeId: storeIdOf(language),
        products: product,
        categories,
      })),
    ],
    cmsPages,
  )
  const shared = { attribute: attributes.documents, taxrule: taxRules, cms_page: cmsPages }
  const storeViews = Object.fromEntries(
    translated.map(({ language, product, category: categories }, index) => [
      language,
      {
        product,
        category: categories,
        ...shared,
        cms_block: cmsBlocks,
        url_rewrite: rewrites[index + 1] ?? [],
      },
    ]),
  ) as Record<TranslatedLanguage, StoreViewDocuments>
  return {
    options: resolved,
    documents: {
      product: ctx.products,
      category,
      ...shared,
      cms_block: cmsBlocks,
      url_rewrite: rewrites[0] ?? [],
    },
    storeViews,
    media: ctx.images(),
  }
}

function storeIdOf(language: TranslatedLanguage): number {
  const store = translatedStoreViews.find((view) => view.code === language)
  if (!store) throw new Error(`no store view for '${language}'`)
  return store.storeId
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
