// Whether a page address can name anything in the catalogue at all (D181): a sku, slug or child
// sku longer than a catalogue filter value, or a path longer than the URL map reads, names no page
// and is a 404 here, rather than a request the BFF refuses (400) and a failed page (500).
import { CatalogScalarSchema } from '@vitrine/contracts/catalog-query'
import { UrlMapRequestSchema } from '@vitrine/contracts/url-map'

export function isCatalogValue(value: string | null | undefined): boolean {
  return value == null || CatalogScalarSchema.safeParse(value).success
}

export function isMappableUrl(url: string): boolean {
  return UrlMapRequestSchema.shape.url.safeParse(url).success
}
