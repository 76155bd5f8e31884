// Availability of each option value given the current selection (spec 000 §4, 001 §5): a value is
// available when some available variant (enabled, in stock) has it together with every value
// chosen for the other options. The product page disables and strikes through the others.
import type {
  ConfigurableOption,
  ConfigurableProduct,
  VariantChild,
  VariantConfiguration,
} from './variant-child.js'
import { isVariantAvailable, listChosenValues, readChildAttribute } from './variant-child.js'

export interface OptionValueAvailability {
  readonly value_index: string
  readonly label: string
  readonly available: boolean
  readonly selected: boolean
}

export interface OptionAvailability {
  readonly attribute_code: string
  readonly label: string
  readonly values: readonly OptionValueAvailability[]
}

function matchesOthers(
  child: VariantChild,
  chosen: ReadonlyMap<string, readonly string[]>,
  exceptCode: string,
): boolean {
  for (const [code, values] of chosen) {
    if (code === exceptCode) continue
    const value = readChildAttribute(child, code)
    if (value === undefined || !values.includes(value)) return false
  }
  return true
}

/** True when choosing `valueIndex` for `attributeCode` leaves an available variant. */
export function isOptionValueAvailable(
  children: readonly VariantChild[],
  attributeCode: string,
  valueIndex: string | number,
  selection: VariantConfiguration,
): boolean {
  const chosen = listChosenValues(selection)
  const wanted = String(valueIndex)
  return children.some(
    (child) =>
      isVariantAvailable(child) &&
      readChildAttribute(child, attributeCode) === wanted &&
      matchesOthers(child, chosen, attributeCode),
  )
}

function describeOption(
  option: ConfigurableOption,
  children: readonly VariantChild[],
  selection: VariantConfiguration,
  chosen: ReadonlyMap<string, readonly string[]>,
): OptionAvailability {
  const selectedValues = chosen.get(option.attribute_code) ?? []
  return {
    attribute_code: option.attribute_code,
    label: option.label ?? option.attribute_code,
    values: option.values.map((value) => ({
      value_index: String(value.value_index),
      label: value.label ?? String(value.value_index),
      available: isOptionValueAvailable(
        children,
        option.attribute_code,
        value.value_index,
        selection,
      ),
      selected: selectedValues.includes(String(value.value_index)),
    })),
  }
}

/** Every option of a configurable product with each value's availability and selection. */
export function listOptionAvailability(
  product: ConfigurableProduct,
  selection: VariantConfiguration,
): OptionAvailability[] {
  const children = product.configurable_children ?? []
  const chosen = listChosenValues(selection)
  return (product.configurable_options ?? []).map((option) =>
    describeOption(option, children, selection, chosen),
  )
}
