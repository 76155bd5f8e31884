// The shopper's configuration of a product page (spec 000 §4 "Product loading", "Prices"):
// configurable options through @vitrine/variants (variant choice, 'No such configuration'), and the
// price recomputed for bundle selections and custom options through @vitrine/pricing. Tax is never
// computed here: every unit price comes from the BFF (`prices`, cents including tax).
import { computeBundlePrice } from '@vitrine/pricing/bundle-price'
import { applyCustomOptions, type CustomOptionValue } from '@vitrine/pricing/custom-options'
import { readChildAttribute } from '@vitrine/variants/variant-child'
import { selectVariant } from '@vitrine/variants/select-variant'
import type { ShownChild, ShownPrices, ShownProduct, TaxedCents } from './product-document'

export type Configuration = Record<string, string | null>

function listOptionCodes(product: ShownProduct): string[] {
  return (product.configurable_options ?? []).map((option) => option.attribute_code)
}

/** A child's values of the product's configurable options. */
export function readChildConfiguration(product: ShownProduct, child: ShownChild): Configuration {
  return Object.fromEntries(
    listOptionCodes(product).map((code) => [code, readChildAttribute(child, code) ?? null]),
  )
}

/**
 * The configuration a page starts with: the asked-for child's values when it is available;
 * otherwise the default variant's values except the size (spec 000 §4: the selected size resets
 * when a product loads).
 */
export function createInitialConfiguration(
  product: ShownProduct,
  childSku: string | null,
): Configuration {
  const children = product.configurable_children ?? []
  const chosen = selectVariant(children, { sku: childSku })
  if (!chosen.ok) return {}
  const configuration = readChildConfiguration(product, chosen.variant)
  if (childSku && chosen.variant.sku === childSku) return configuration
  return 'size' in configuration ? { ...configuration, size: null } : configuration
}

export function isConfigurationComplete(
  product: ShownProduct,
  configuration: Configuration,
): boolean {
  return listOptionCodes(product).every((code) => configuration[code] != null)
}

export type ConfigurationOutcome =
  { ok: true; variant: ShownChild; complete: boolean } | { ok: false; error: string }

/** The variant of a configuration; a change with no matching variant is 'No such configuration'. */
export function resolveConfiguration(
  product: ShownProduct,
  configuration: Configuration,
): ConfigurationOutcome {
  const result = selectVariant(product.configurable_children ?? [], {
    configuration,
    requireFullMatch: true,
  })
  if (!result.ok) return result
  return {
    ok: true,
    variant: result.variant,
    complete: isConfigurationComplete(product, configuration),
  }
}

/** The prices shown for the page: the chosen variant's once fully configured, else the product's. */
export function selectShownPrices(
  product: ShownProduct,
  outcome: ConfigurationOutcome | undefined,
): ShownPrices | undefined {
  if (outcome?.ok && outcome.complete && outcome.variant.prices) return outcome.variant.prices
  return product.prices
}

/** Chosen bundle link id per option id. */
export type BundleChoices = Record<string, string>

export function createInitialBundleChoices(product: ShownProduct): BundleChoices {
  return Object.fromEntries(
    (product.bundle_options ?? []).flatMap((option) => {
      const link =
        option.product_links.find((candidate) => candidate.is_default) ?? option.product_links[0]
      return link?.id === undefined ? [] : [[String(option.option_id), String(link.id)]]
    }),
  )
}

/** spec 000 §4: the bundle price is the sum of the chosen links' prices times their quantity. */
export function computeBundleShownPrice(
  product: ShownProduct,
  linked: readonly ShownProduct[],
  choices: BundleChoices,
): TaxedCents | undefined {
  const priceOf = new Map(linked.map((item) => [item.sku, item.prices?.final]))
  const options = (product.bundle_options ?? []).map((option) => ({
    option_id: option.option_id,
    product_links: option.product_links.flatMap((link) => {
      const unitPrice = priceOf.get(link.sku)
      return unitPrice
        ? [{ id: link.id ?? null, is_default: link.is_default, qty: link.qty, unitPrice }]
        : []
    }),
  }))
  if (options.every((option) => option.product_links.length === 0)) return undefined
  return computeBundlePrice(
    options,
    Object.entries(choices).map(([option_id, id]) => ({ option_id, option_selections: [id] })),
  )
}

/** Chosen custom option value ids per option id (several for checkboxes). */
export type CustomOptionChoices = Record<string, string[]>

export function createInitialCustomChoices(product: ShownProduct): CustomOptionChoices {
  // spec 001 §5: a radio defaults to its first value, a checkbox to none.
  return Object.fromEntries(
    (product.custom_options ?? []).flatMap((option) => {
      const first = option.values?.[0]
      return option.type === 'radio' && first
        ? [[String(option.option_id), [String(first.option_type_id)]]]
        : []
    }),
  )
}

/** The unit price with the chosen custom option values added (spec 000 §4). */
export function applyCustomOptionChoices(
  base: TaxedCents,
  product: ShownProduct,
  choices: CustomOptionChoices,
): TaxedCents {
  const values: CustomOptionValue[] = (product.custom_options ?? []).flatMap((option) => {
    const chosen = choices[String(option.option_id)] ?? []
    return (option.values ?? []).filter((value) => chosen.includes(String(value.option_type_id)))
  })
  return applyCustomOptions(base, values)
}
