// From what the shopper chose on a product page or tile to the cart line to add (spec 000 §3
// "Cart item", "Configurable item option", "Bundle selection"): a configurable product is added
// as its chosen child with the chosen options; bundle selections and custom options go into
// product_option; a grouped product carries its associated products (split by @vitrine/cart).
import { readChildAttribute } from '@vitrine/variants/variant-child'
import type {
  BundleChoices,
  Configuration,
  CustomOptionChoices,
} from '../catalog/product-configuration'
import { resolveConfiguration } from '../catalog/product-configuration'
import type { ShownChild, ShownProduct } from '../catalog/product-document'
import { buildProductPath } from '../catalog/product-path'
import type { ProductToAdd } from './cart-types'

/** The product page of a line, without the store prefix (the default store view's path). */
function selectProductPath(product: ShownProduct): string {
  return buildProductPath({ url: '' }, product)
}

/** The picture a cart line shows: the child's own, else the product's. */
function selectLineImage(product: ShownProduct, child?: ShownChild): string | null {
  const own = child?.image
  return (typeof own === 'string' && own !== '' ? own : null) ?? product.image ?? null
}

/**
 * The configuration with every option that offers a single value chosen: a one-size cap needs
 * no size pick (spec 001 §2: a one-size product shows a single disabled button).
 */
export function completeSingleValueOptions(
  product: ShownProduct,
  configuration: Configuration,
): Configuration {
  const completed = { ...configuration }
  for (const option of product.configurable_options ?? []) {
    const [only, ...others] = option.values
    if (completed[option.attribute_code] == null && only && others.length === 0) {
      completed[option.attribute_code] = String(only.value_index)
    }
  }
  return completed
}

/** The child a configuration points at once complete (single-value options filled in). */
export function resolveChildToAdd(
  product: ShownProduct,
  configuration: Configuration,
): ShownChild | undefined {
  const outcome = resolveConfiguration(product, completeSingleValueOptions(product, configuration))
  return outcome.ok && outcome.complete ? outcome.variant : undefined
}

/** A configurable product's chosen child as a cart line. */
export function buildConfigurableToAdd(
  product: ShownProduct,
  child: ShownChild,
  qty: number = 1,
): ProductToAdd {
  const configurable_item_options = (product.configurable_options ?? []).flatMap((option) => {
    const value = readChildAttribute(child, option.attribute_code)
    return value === undefined ? [] : [{ option_id: option.attribute_id, option_value: value }]
  })
  // The chosen values' labels ('Black / 57'): the analytics item_variant of the line.
  const variant = (product.configurable_options ?? [])
    .flatMap((option) => {
      const value = readChildAttribute(child, option.attribute_code)
      const label = option.values.find((entry) => String(entry.value_index) === String(value))
      return label?.label ? [label.label] : []
    })
    .join(' / ')
  return {
    sku: child.sku,
    parentSku: product.sku,
    type_id: 'configurable',
    qty,
    name: product.name,
    image: selectLineImage(product, child),
    productPath: selectProductPath(product),
    ...(variant ? { variant } : {}),
    product_option: { extension_attributes: { configurable_item_options } },
    ...(child.prices ? { price_incl_tax: child.prices.final.incl } : {}),
  }
}

/** A product with no variant to choose (simple, virtual, downloadable, bundle) as a cart line. */
export function buildSimpleToAdd(
  product: ShownProduct,
  choices: { bundle?: BundleChoices; custom?: CustomOptionChoices; priceInclTax?: number } = {},
  qty: number = 1,
): ProductToAdd {
  const custom_options = (product.custom_options ?? []).flatMap((option) => {
    const chosen = choices.custom?.[String(option.option_id)] ?? []
    // spec 001 §3: a custom option value is comma-separated when several are chosen.
    return chosen.length === 0
      ? []
      : [{ option_id: option.option_id, option_value: chosen.join(',') }]
  })
  const bundle_options =
    product.type_id === 'bundle'
      ? (product.bundle_options ?? []).flatMap((option) => {
          const linkId = choices.bundle?.[String(option.option_id)]
          const link = option.product_links.find((candidate) => String(candidate.id) === linkId)
          return link?.id === undefined
            ? []
            : [
                {
                  option_id: option.option_id,
                  option_qty: Math.max(0, Math.trunc(Number(link.qty ?? 1))),
                  option_selections: [link.id],
                },
              ]
        })
      : []
  const price = choices.priceInclTax ?? product.prices?.final.incl
  return {
    sku: product.sku,
    type_id: product.type_id,
    qty,
    name: product.name,
    image: selectLineImage(product),
    productPath: selectProductPath(product),
    ...(custom_options.length > 0 || bundle_options.length > 0
      ? {
          product_option: {
            extension_attributes: {
              ...(custom_options.length > 0 ? { custom_options } : {}),
              ...(bundle_options.length > 0 ? { bundle_options } : {}),
            },
          },
        }
      : {}),
    ...(price === undefined ? {} : { price_incl_tax: price }),
  }
}

/** A grouped product with its associated products loaded from `linked` (spec 000 §4). */
export function buildGroupedToAdd(
  product: ShownProduct,
  linked: readonly ShownProduct[],
): ProductToAdd {
  const bySku = new Map(linked.map((item) => [item.sku, item]))
  return {
    sku: product.sku,
    type_id: 'grouped',
    name: product.name,
    image: selectLineImage(product),
    price_incl_tax: 0,
    product_links: (product.product_links ?? [])
      .filter((link) => link.link_type === 'associated')
      .map((link) => {
        const member = bySku.get(link.linked_product_sku)
        return {
          link_type: link.link_type,
          linked_product_sku: link.linked_product_sku,
          product: member ? buildSimpleToAdd(member) : null,
        }
      }),
  }
}
