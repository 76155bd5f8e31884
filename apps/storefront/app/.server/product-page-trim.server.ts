// The product page's loader data as the browser needs it (decision D68). The loader answers it
// inlined in the document (and on client-side navigation), so what the page never reads is left
// out: the colour siblings' tiles (the page links them through `colours`, built by the loader), the
// labels of attributes the option pickers do not show, and the fields of configurable children
// that neither the variant rules (@vitrine/variants), the price block nor the cart line read.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import { listLinkedSkus, type ShownChild, type ShownProduct } from '~/lib/catalog/product-document'
import type { ProductPageData } from '~/lib/catalog/product-page-data'

/**
 * Fields of a child the browser never reads: its own page and pictures (a line shows `image`), the
 * catalogue's float prices and sale dates (the page shows `prices`, integer cents computed by the
 * BFF; `price_incl_tax` stays, the variant rules order by it), and bookkeeping.
 */
const UNREAD_CHILD_FIELDS = new Set([
  'id',
  'visibility',
  'url_key',
  'url_path',
  'slug',
  'small_image',
  'thumbnail',
  'price',
  'final_price',
  'special_price',
  'regular_price',
  'price_tax',
  'original_price_incl_tax',
  'final_price_incl_tax',
  'final_price_tax',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'tax_class_id',
  'created_at',
  'updated_at',
])

/** A child without its unread fields; an option's attribute (read by name) is always kept. */
export function trimChild(child: ShownChild, optionCodes: ReadonlySet<string>): ShownChild {
  const trimmed: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(child)) {
    if (UNREAD_CHILD_FIELDS.has(field) && !optionCodes.has(field)) continue
    trimmed[field] = value
  }
  // The page reads only whether a child is in stock.
  if (child.stock) trimmed.stock = { qty: child.stock.qty, is_in_stock: child.stock.is_in_stock }
  return trimmed as ShownChild
}

/** Labels of the configurable options' attributes and of their offered values only. */
export function selectOptionMetadata(
  product: Pick<ShownProduct, 'configurable_options'>,
  metadata: readonly AttributeMetadata[],
): AttributeMetadata[] {
  const options = product.configurable_options ?? []
  return options.flatMap((option) => {
    const attribute = metadata.find((entry) => entry.attribute_code === option.attribute_code)
    if (!attribute) return []
    const offered = new Set(option.values.map((value) => String(value.value_index)))
    return [{ ...attribute, options: attribute.options.filter((o) => offered.has(o.value)) }]
  })
}

/** The linked tiles the page itself shows or prices: grouped members and bundle choices. */
export function selectShownLinks(product: ShownProduct, linked: readonly ShownProduct[]) {
  const shown = new Set([
    ...listLinkedSkus(product, 'associated'),
    ...(product.bundle_options ?? []).flatMap((option) =>
      option.product_links.map((link) => link.sku),
    ),
  ])
  return linked.filter((tile) => shown.has(tile.sku))
}

export function trimProductPageData(data: ProductPageData): ProductPageData {
  // The other store views' slugs (D180) became the page's alternatePaths on the server.
  const { store_slugs: _storeSlugs, ...product } = data.product
  const optionCodes = new Set(
    (product.configurable_options ?? []).map((option) => option.attribute_code),
  )
  return {
    ...data,
    product: product.configurable_children
      ? {
          ...product,
          configurable_children: product.configurable_children.map((child) =>
            trimChild(child, optionCodes),
          ),
        }
      : product,
    linked: selectShownLinks(product, data.linked),
    metadata: selectOptionMetadata(product, data.metadata),
  }
}
