// Preparing a configurable product on load (spec 000 §4 "Product loading", §5):
// - attribute codes containing a dot are skipped (child attributes and configurable options);
// - out-of-stock children are removed unless listing out-of-stock products is allowed;
// - an option with an empty label is skipped, and so is an option value with an empty label;
// - when no child is left the product gets 'No available product variants'.
import type {
  ConfigurableOption,
  ConfigurableProduct,
  CustomAttribute,
  VariantChild,
} from './variant-child.js'
import { isVariantInStock } from './variant-child.js'
import { NO_AVAILABLE_VARIANTS_MESSAGE } from './variant-messages.js'

export interface PrepareOptions {
  /** Store setting: keep out-of-stock children listed (off by default, spec 000 §9). */
  readonly listOutOfStockProducts?: boolean
}

export interface PreparedProduct<C extends VariantChild> {
  readonly configurable_children: C[]
  readonly configurable_options: ConfigurableOption[]
}

export type PrepareResult<P, C extends VariantChild> =
  | { readonly ok: true; readonly product: P & PreparedProduct<C> }
  | {
      readonly ok: false
      readonly error: typeof NO_AVAILABLE_VARIANTS_MESSAGE
      readonly product: P & PreparedProduct<C>
    }

/** spec 000 §4: attribute codes containing a dot are skipped on loading. */
export function isLoadableAttributeCode(code: string): boolean {
  return !code.includes('.')
}

function hasLabel(item: { readonly label?: string | null }): boolean {
  return typeof item.label === 'string' && item.label.trim() !== ''
}

function withoutDottedAttributes<C extends VariantChild>(child: C): C {
  if (!child.custom_attributes) return child
  const custom_attributes: CustomAttribute[] = child.custom_attributes.filter((attribute) =>
    isLoadableAttributeCode(attribute.attribute_code),
  )
  return { ...child, custom_attributes }
}

/** Applies the loading rules to a configurable product's children and options. */
export function prepareConfigurableProduct<
  C extends VariantChild,
  P extends ConfigurableProduct<C>,
>(product: P, options: PrepareOptions = {}): PrepareResult<P, C> {
  const configurable_children = (product.configurable_children ?? [])
    .filter((child) => options.listOutOfStockProducts || isVariantInStock(child))
    .map(withoutDottedAttributes)
  const configurable_options = (product.configurable_options ?? [])
    .filter((option) => isLoadableAttributeCode(option.attribute_code) && hasLabel(option))
    .map((option) => ({ ...option, values: option.values.filter(hasLabel) }))
  const prepared = { ...product, configurable_children, configurable_options }
  if (configurable_children.length === 0) {
    return { ok: false, error: NO_AVAILABLE_VARIANTS_MESSAGE, product: prepared }
  }
  return { ok: true, product: prepared }
}
