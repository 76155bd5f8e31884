// Variant choice (spec 000 §4 "Product loading"):
// - out-of-stock variants and variants with status 2 or higher are skipped;
// - a child sku given (route or query `childSku`) picks that variant when it is available;
// - otherwise the variant matching the most chosen options wins, ties broken by the lower
//   price_incl_tax (then catalogue order);
// - with nothing chosen or nothing matching, the first available child when the store is configured
//   to fall back to it, else the cheapest available child;
// - a filter change (requireFullMatch) with no variant matching every chosen option yields the
//   'No such configuration' outcome.
import type { VariantChild, VariantConfiguration } from './variant-child.js'
import { isVariantAvailable, listChosenValues, readChildAttribute } from './variant-child.js'
import { NO_AVAILABLE_VARIANTS_MESSAGE, NO_SUCH_CONFIGURATION_MESSAGE } from './variant-messages.js'

export interface SelectVariantOptions {
  readonly configuration?: VariantConfiguration
  /** A child sku asked for by the route or query. */
  readonly sku?: string | null
  /** A filter change: every chosen option must match, or the outcome is 'No such configuration'. */
  readonly requireFullMatch?: boolean
  /** Store setting: with nothing chosen or matched, take the first available child. */
  readonly fallbackToFirstAvailable?: boolean
}

export type VariantSelection<C extends VariantChild> =
  | {
      readonly ok: true
      readonly variant: C
      /** How many chosen options the variant matches. */
      readonly matchedOptions: number
      /** True when it matches every chosen option. */
      readonly fullMatch: boolean
    }
  | {
      readonly ok: false
      readonly error: typeof NO_SUCH_CONFIGURATION_MESSAGE | typeof NO_AVAILABLE_VARIANTS_MESSAGE
    }

/** How many of the chosen options a variant matches. */
export function countMatchingOptions(
  child: VariantChild,
  configuration: VariantConfiguration,
): number {
  let matches = 0
  for (const [code, values] of listChosenValues(configuration)) {
    const value = readChildAttribute(child, code)
    if (value !== undefined && values.includes(value)) matches += 1
  }
  return matches
}

function priceOf(child: VariantChild): number {
  return typeof child.price_incl_tax === 'number' ? child.price_incl_tax : Number.POSITIVE_INFINITY
}

/** Chooses the variant of a configurable product for the chosen options. */
export function selectVariant<C extends VariantChild>(
  children: readonly C[],
  options: SelectVariantOptions = {},
): VariantSelection<C> {
  const available = children.filter(isVariantAvailable)
  const configuration = options.configuration ?? {}
  const requested = listChosenValues(configuration).size
  const bySku = options.sku ? available.find((child) => child.sku === options.sku) : undefined
  if (bySku) {
    const matched = countMatchingOptions(bySku, configuration)
    return { ok: true, variant: bySku, matchedOptions: matched, fullMatch: matched === requested }
  }

  let best: C | undefined
  let bestMatches = -1
  for (const child of available) {
    const matches = countMatchingOptions(child, configuration)
    if (
      matches > bestMatches ||
      (matches === bestMatches && best && priceOf(child) < priceOf(best))
    ) {
      best = child
      bestMatches = matches
    }
  }
  if (best === undefined) return { ok: false, error: NO_AVAILABLE_VARIANTS_MESSAGE }
  if (requested > 0 && bestMatches === requested) {
    return { ok: true, variant: best, matchedOptions: bestMatches, fullMatch: true }
  }
  if (options.requireFullMatch && requested > 0) {
    return { ok: false, error: NO_SUCH_CONFIGURATION_MESSAGE }
  }
  const chosen = bestMatches === 0 && options.fallbackToFirstAvailable ? available[0] : best
  return {
    ok: true,
    variant: chosen ?? best,
    matchedOptions: bestMatches,
    fullMatch: requested === 0,
  }
}
