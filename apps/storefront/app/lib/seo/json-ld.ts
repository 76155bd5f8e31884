// Structured data (schema.org JSON-LD) of product and category pages (D51): a Product
// with its Offer (price including tax as a decimal string made from cents, EUR, stock) and the
// page's BreadcrumbList. Pure; the routes' meta functions put the objects in `script:ld+json`.
import { formatMinorAsDecimal } from '@vitrine/pricing/money'
import { toAbsoluteUrl } from './alternates'

export const SCHEMA_ORG = 'https://schema.org'
export const IN_STOCK = 'https://schema.org/InStock'
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

export interface ProductJsonLdInput {
  name: string
  sku: string
  description: string
  /** Absolute URL of the page (the canonical one). */
  url: string
  /** Absolute picture URLs. */
  images: readonly string[]
  /** The price the page shows first, in cents including tax; null when unknown. */
  priceCents: number | null
  currency: string
  inStock: boolean
}

export function buildProductJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    url: input.url,
    ...(input.priceCents === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: formatMinorAsDecimal(input.priceCents),
            priceCurrency: input.currency,
            availability: input.inStock ? IN_STOCK : OUT_OF_STOCK,
          },
        }),
  }
}

export interface BreadcrumbStep {
  name: string
  /** A path of the shop (`/c/women-3`); null for the current page. */
  link: string | null
}

/** The trail from the home page to the current page; the last step is the page's own URL. */
export function buildBreadcrumbJsonLd(
  origin: string,
  steps: readonly BreadcrumbStep[],
  currentUrl: string,
): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.link === null ? currentUrl : toAbsoluteUrl(origin, step.link),
    })),
  }
}
