// The SEO tags of the home, category, CMS and product pages (D51), from the loader data and
// the root's site configuration: title and description from the meta fields with fallbacks, the
// canonical URL, hreflang alternates, noindex for filtered listings, and JSON-LD.
import type { MetaDescriptor } from '@remix-run/node'
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import type { CategoryPageData } from '../catalog/category-page-data'
import type { CmsPageData } from '../content/cms-page-data'
import { buildImageUrl } from '../catalog/image-url'
import { hasActiveFilters } from '../catalog/listing-state'
import { describeProductOffer } from '../catalog/product-offer'
import type { ProductPageData } from '../catalog/product-page-data'
import { buildProductPath } from '../catalog/product-path'
import { buildTitle, translatorForPath } from '../route-meta'
import { findSiteConfig } from '../site-config'
import { buildStorePath } from '../store-path'
import { listAlternates, toAbsoluteUrl } from './alternates'
import { buildBreadcrumbJsonLd, buildProductJsonLd } from './json-ld'
import { buildSeoMeta, pickDescription, readText } from './page-meta'

/** spec 000 §9: the gallery picture size, used for JSON-LD images. */
const JSON_LD_IMAGE = { width: 1080, height: 1920 } as const

export interface SeoMetaArgs<Data> {
  data: Data | undefined
  matches: readonly { id: string; data: unknown }[]
  location: { pathname: string }
}

function pageTags(
  args: SeoMetaArgs<unknown>,
  page: {
    title: string
    description: string
    path: string
    /** The page's path in each store view, when its address differs per store view (D84). */
    alternatePaths?: Readonly<Record<string, string>> | undefined
    noindex?: boolean
    jsonLd?: (origin: string, url: string) => Record<string, unknown>[]
  },
): MetaDescriptor[] {
  const site = findSiteConfig(args.matches)
  if (!site) return [{ title: page.title }, { name: 'description', content: page.description }]
  const canonical = toAbsoluteUrl(site.origin, page.path)
  return buildSeoMeta({
    title: page.title,
    description: page.description,
    canonical,
    alternates: listAlternates(site.origin, page.path, undefined, page.alternatePaths),
    noindex: page.noindex ?? false,
    jsonLd: page.jsonLd?.(site.origin, canonical) ?? [],
  })
}

export function buildHomeMeta(args: SeoMetaArgs<unknown>): MetaDescriptor[] {
  const t = translatorForPath(args.location.pathname)
  const { storeView } = resolveStoreFromPath(args.location.pathname)
  return pageTags(args, {
    title: buildTitle(),
    description: t('seo.homeDescription'),
    path: buildStorePath(storeView, '/'),
  })
}

/** A CMS page: its meta title and description, else its title and the start of its text. */
export function buildCmsMeta(args: SeoMetaArgs<CmsPageData>): MetaDescriptor[] {
  const page = args.data
  if (!page) return [{ title: buildTitle() }]
  return pageTags(args, {
    title: page.metaTitle?.trim() || buildTitle(page.title),
    description: pickDescription([page.metaDescription, page.html]),
    path: args.location.pathname,
  })
}

/** The tags of whatever the URL dispatcher rendered in place. */
export function buildDispatchedMeta(
  args: SeoMetaArgs<
    { kind: 'category'; page: CategoryPageData } | { kind: 'cms'; page: CmsPageData }
  >,
): MetaDescriptor[] {
  const dispatched = args.data
  if (dispatched?.kind === 'cms') return buildCmsMeta({ ...args, data: dispatched.page })
  return buildCategoryMeta({ ...args, data: dispatched?.page })
}

/**
 * Category pages are canonical without their query; a listing narrowed by filters is
 * `noindex,follow` (its products stay reachable), a sort alone stays indexable.
 */
export function buildCategoryMeta(args: SeoMetaArgs<CategoryPageData>): MetaDescriptor[] {
  const page = args.data
  if (!page) return [{ title: buildTitle() }]
  const t = translatorForPath(args.location.pathname)
  const { category } = page
  const home = buildStorePath(resolveStoreFromPath(args.location.pathname).storeView, '/')
  return pageTags(args, {
    title: category.metaTitle?.trim() || buildTitle(category.name),
    description: pickDescription([
      category.metaDescription,
      category.description,
      t('seo.categoryDescription', { name: category.name }),
    ]),
    path: args.location.pathname,
    alternatePaths: page.alternatePaths,
    noindex: hasActiveFilters(page.state),
    jsonLd: (origin, url) => [
      buildBreadcrumbJsonLd(
        origin,
        [
          { name: t('breadcrumbs.home'), link: home },
          ...page.breadcrumbs,
          { name: category.name, link: null },
        ],
        url,
      ),
    ],
  })
}

/** Product pages are canonical at the parent's `/p/{sku}/{slug}` (variants are one page). */
export function buildProductMeta(args: SeoMetaArgs<ProductPageData>): MetaDescriptor[] {
  const page = args.data
  if (!page) return [{ title: buildTitle() }]
  const t = translatorForPath(args.location.pathname)
  const { storeView } = resolveStoreFromPath(args.location.pathname)
  const { product } = page
  const description = pickDescription([
    readText(product, 'meta_description'),
    readText(product, 'short_description'),
    product.description,
    product.name,
  ])
  const offer = describeProductOffer(page)
  const pictures = (product.media_gallery ?? []).map((entry) => entry.image)
  const images = pictures.length > 0 ? pictures : product.image ? [product.image] : []
  return pageTags(args, {
    title: readText(product, 'meta_title') ?? buildTitle(product.name),
    description,
    path: buildProductPath(storeView, product),
    alternatePaths: page.alternatePaths,
    jsonLd: (origin, url) => [
      buildProductJsonLd({
        name: product.name,
        sku: product.sku,
        description,
        url,
        images: images.map((image) =>
          toAbsoluteUrl(origin, buildImageUrl(image, JSON_LD_IMAGE.width, JSON_LD_IMAGE.height)),
        ),
        priceCents: offer.priceCents,
        currency: storeView.i18n.currencyCode,
        inStock: offer.inStock,
      }),
      buildBreadcrumbJsonLd(
        origin,
        [
          { name: t('breadcrumbs.home'), link: buildStorePath(storeView, '/') },
          ...page.breadcrumbs,
          { name: product.name, link: null },
        ],
        url,
      ),
    ],
  })
}
