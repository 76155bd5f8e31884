// The product page's data (spec 000 §2, §4 "Product loading"): the product by its sku; status 2 or
// higher is not found; a hidden child (visibility 1) redirects to its configurable parent with 301;
// configurable children are prepared by @vitrine/variants; linked products (grouped members,
// bundle choices, colour siblings) are fetched as priced tiles in one more query.
import type { MetaDescriptor } from '@remix-run/node'
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import type { StoreView } from '@vitrine/contracts/store-views'
import { checkProductLoadable } from '@vitrine/variants/check-product-loadable'
import { prepareConfigurableProduct } from '@vitrine/variants/prepare-configurable-product'
import type { Crumb } from '~/lib/catalog/category-page-data'
import { selectCategoryTrail } from '~/lib/catalog/category-trail'
import { loadTiles } from '~/lib/catalog/load-product-cards'
import { buildProductCard, COLOUR_RELATION, listColourRelations } from '~/lib/catalog/product-card'
import { listLinkedSkus, type ShownProduct } from '~/lib/catalog/product-document'
import type { ProductPageData } from '~/lib/catalog/product-page-data'
import { showsProductExtras } from '~/lib/catalog/product-extras'
import { buildCategoryPath, buildProductPath } from '~/lib/catalog/product-path'
import { buildSizeGuidePath } from '~/lib/catalog/size-guide'
import { describeSpecialUntil } from '~/lib/catalog/special-until'
import { buildProductMeta } from '~/lib/seo/route-seo'
import { toJsonPayload, type JsonPayload } from '~/lib/json-payload'
import { ROOT_ROUTE_ID } from '~/lib/site-config'
import { getEnv } from './env.server'
import { readShownProduct } from './product-document-check.server'
import { trimProductPageData } from './product-page-trim.server'
import { readSiteConfig } from './site-config.server'
import { isCatalogValue } from './catalog-path-values.server'
import { readLazyStyleSheets } from './lazy-style-sheets.server'
import { listProductAlternatePaths, type StoreClients } from './store-alternates.server'
import { loadProductReviews } from './product-reviews.server'
import { REVIEW_PAGE_PARAM } from '~/lib/reviews/review-form'
import { readReviewPage } from '~/lib/reviews/shown-review'
import { readChosenOptions } from '~/lib/cart/product-form'
import { answerOptionChoice } from './product-choice.server'

export type ProductPageOutcome =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; data: ProductPageData }

/** Attributes whose store-view labels the page shows (options, labels, tags, colour swatches). */
const LABELLED_ATTRIBUTES = ['color', 'size', 'product_labels', 'product_tags']

async function findProduct(
  bff: BffClient,
  field: 'sku' | 'configurable_children.sku',
  sku: string,
  { labels = true }: { labels?: boolean } = {},
): Promise<{ product: ShownProduct | undefined; metadata: AttributeMetadata[] }> {
  const filters = [{ field, op: 'eq' as const, value: sku }]
  const answer = await queryCatalog(bff, {
    type: 'product',
    use: field === 'sku' ? 'single' : 'parent',
    // The aggregations are asked for their attributeMetadata: the labels of this store view.
    query: labels ? { filters, aggregations: LABELLED_ATTRIBUTES } : { filters },
    size: 1,
  })
  return { product: readShownProduct(answer.items), metadata: answer.attributeMetadata }
}

function listLinkedProductSkus(product: ShownProduct): string[] {
  const bundle = (product.bundle_options ?? []).flatMap((option) =>
    option.product_links.map((link) => link.sku),
  )
  const related = listLinkedSkus(product, COLOUR_RELATION)
  return [
    ...listLinkedSkus(product, 'associated'),
    ...bundle,
    ...(related.length > 0 ? [product.sku, ...related] : []),
  ]
}

/** A configurable product's children prepared (spec 000 §4), its errors named. */
function prepareProduct(found: ShownProduct): {
  product: ShownProduct
  errors: Record<string, string>
} {
  if (found.type_id !== 'configurable') return { product: found, errors: {} }
  const prepared = prepareConfigurableProduct(found)
  return {
    product: prepared.product,
    errors: prepared.ok ? {} : { variants: prepared.error },
  }
}

/** The deepest category path of the product, as breadcrumbs (Sale and other side paths aside). */
export function buildProductCrumbs(product: ShownProduct, storeView: StoreView): Crumb[] {
  return selectCategoryTrail(product.category).map((category) => ({
    name: category.name,
    link: buildCategoryPath(storeView, category.slug ?? ''),
  }))
}

export async function loadProductPage(
  bff: BffClient,
  storeView: StoreView,
  request: { sku: string; childSku: string | null; reviewPage?: number },
): Promise<ProductPageOutcome> {
  const { product: found, metadata } = await findProduct(bff, 'sku', request.sku)
  if (!found) return { kind: 'not-found' }
  const check = checkProductLoadable(found)
  if (!check.ok) return { kind: 'not-found' }
  if (check.action === 'redirect-to-parent') {
    const { product: parent } = await findProduct(bff, 'configurable_children.sku', check.childSku)
    if (!parent) return { kind: 'not-found' }
    return { kind: 'redirect', location: buildProductPath(storeView, parent, check.childSku) }
  }

  const { product, errors } = prepareProduct(found)
  const productId = Number(product.id)
  const [tiles, reviews] = await Promise.all([
    loadTiles(bff, listLinkedProductSkus(product), ['color']),
    Number.isSafeInteger(productId) && productId > 0
      ? loadProductReviews(
          bff,
          storeView,
          productId,
          request.reviewPage ?? 1,
          getEnv().STORE_TIME_ZONE,
        )
      : null,
  ])
  const allMetadata = [...metadata, ...tiles.metadata]
  return {
    kind: 'page',
    data: {
      product,
      errors,
      linked: tiles.products,
      metadata: allMetadata,
      breadcrumbs: buildProductCrumbs(product, storeView),
      childSku: request.childSku,
      sizeGuidePath: buildSizeGuidePath(product),
      colours: listColourRelations(product, tiles.products, allMetadata, storeView),
      specialUntil: describeSpecialUntil(product, storeView, getEnv().STORE_TIME_ZONE),
      card: buildProductCard(product, { metadata: allMetadata, siblings: [], storeView }),
      reviews,
    },
  }
}

export interface ProductForCart {
  product: ShownProduct
  errors: Record<string, string>
  /** Grouped members and bundle choices, priced. */
  linked: ShownProduct[]
}

/**
 * The product a form puts in the cart (D235): prepared as the page shows it (configurable
 * children, errors) with its grouped members and bundle choices; null when it is not sold.
 */
export async function loadProductForCart(
  bff: BffClient,
  sku: string,
): Promise<ProductForCart | null> {
  // The cart needs no labels: no aggregations to compute.
  const { product: found } = await findProduct(bff, 'sku', sku, { labels: false })
  if (!found || !checkProductLoadable(found).ok) return null
  const { product, errors } = prepareProduct(found)
  const bundle = (product.bundle_options ?? []).flatMap((option) =>
    option.product_links.map((link) => link.sku),
  )
  const skus = [...listLinkedSkus(product, 'associated'), ...bundle]
  const linked = skus.length > 0 ? (await loadTiles(bff, skus, [])).products : []
  return { product, errors, linked }
}

/**
 * What the product routes' loaders answer: the page and its SEO tags (title, description,
 * canonical, hreflang, JSON-LD), built here so the builders never reach the browser; the routes'
 * `meta` only reads them, also after a client-side navigation (D64).
 */
export interface ProductRouteData {
  /** What the page reads, as one JSON text (D45). */
  page: JsonPayload<ProductPageData>
  seo: MetaDescriptor[]
  /** The style sheets of the lazily loaded parts the server renders for this product (D206). */
  styleSheets?: readonly string[]
}

/** The loader of the product route: the page, a 301 to the parent, or the not-found page. */
export async function respondProductPage(
  context: StoreClients,
  params: { parentSku?: string; slug?: string; childSku?: string },
  url: URL,
): Promise<ProductRouteData> {
  const childSku = params.childSku ?? url.searchParams.get('childSku')
  const nameable = [params.parentSku, params.slug, childSku].every(isCatalogValue)
  const outcome =
    params.parentSku && nameable
      ? await loadProductPage(context.bff, context.storeView, {
          sku: params.parentSku,
          childSku,
          reviewPage: readReviewPage(url.searchParams.get(REVIEW_PAGE_PARAM)),
        })
      : ({ kind: 'not-found' } as const)
  if (outcome.kind === 'redirect') {
    // spec 000 §2: a hidden child redirects to its parent, server side with status 301.
    throw new Response(null, { status: 301, headers: { location: outcome.location } })
  }
  if (outcome.kind === 'not-found') {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
  const product = outcome.data.product
  const choice = await answerOptionChoice(url, context.storeView, product)
  if (choice) throw choice
  // Options chosen without JavaScript while the configuration is not complete (D235).
  const chosenOptions = childSku ? {} : readChosenOptions(url.searchParams, product)
  if (Object.keys(chosenOptions).length > 0) outcome.data.chosenOptions = chosenOptions
  // The other store views' addresses come with the product's document (D84, D180).
  const alternatePaths = await listProductAlternatePaths(context, outcome.data.product)
  const seo = buildProductMeta({
    data: { ...outcome.data, alternatePaths },
    matches: [{ id: ROOT_ROUTE_ID, data: readSiteConfig(url.href) }],
    location: { pathname: url.pathname },
  })
  // SEO tags built from the whole data; the browser gets only what the page reads (D68).
  const page = toJsonPayload(trimProductPageData(outcome.data))
  return showsProductExtras(outcome.data.product)
    ? { page, seo, styleSheets: readLazyStyleSheets('productExtras') }
    : { page, seo }
}
