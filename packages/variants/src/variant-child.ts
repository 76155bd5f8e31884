// The minimal shapes of a configurable product the variant rules read (spec 000 §3 "Product"), and
// the availability of one child: spec 000 §4, a variant with status 2 or higher or out of stock is
// not available. A child without status counts as enabled; without stock data, as in stock.

export interface CustomAttribute {
  readonly attribute_code: string
  readonly value: unknown
}

export interface VariantChild {
  readonly sku: string
  readonly status?: number | null
  readonly stock?: { readonly is_in_stock?: boolean | null } | null
  readonly price_incl_tax?: number | null
  readonly custom_attributes?: readonly CustomAttribute[] | null
}

export interface ConfigurableOptionValue {
  readonly label?: string | null
  readonly value_index: number | string
}

export interface ConfigurableOption {
  readonly attribute_id?: number | string
  readonly attribute_code: string
  readonly label?: string | null
  readonly values: readonly ConfigurableOptionValue[]
}

export interface ConfigurableProduct<C extends VariantChild = VariantChild> {
  readonly configurable_children?: readonly C[] | null
  readonly configurable_options?: readonly ConfigurableOption[] | null
}

/** A chosen value (or values) per attribute code; null or missing means "not chosen". */
export type VariantConfiguration = Readonly<
  Record<string, string | number | readonly (string | number)[] | null | undefined>
>

/** spec 000 §4: status 2 or higher is unavailable. */
export function isEnabledStatus(status: number | null | undefined): boolean {
  return Number(status ?? 1) < 2
}

/** True when a child is in stock (or carries no stock data). */
export function isVariantInStock(child: Pick<VariantChild, 'stock'>): boolean {
  return child.stock?.is_in_stock !== false
}

/** True when a variant can be chosen: enabled and in stock. */
export function isVariantAvailable(child: Pick<VariantChild, 'status' | 'stock'>): boolean {
  return isEnabledStatus(child.status) && isVariantInStock(child)
}

/**
 * A child's value for an attribute, as text: from its custom_attributes, or from a flattened field
 * of the same name (as the catalogue index stores children).
 */
export function readChildAttribute(child: VariantChild, attributeCode: string): string | undefined {
  const attribute = child.custom_attributes?.find((item) => item.attribute_code === attributeCode)
  const value =
    attribute !== undefined
      ? attribute.value
      : (child as unknown as Readonly<Record<string, unknown>>)[attributeCode]
  // Catalogue attribute values are text, numbers or lists of ids (joined by commas), as before.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- untyped catalogue value
  return value === undefined || value === null ? undefined : String(value)
}

/** The chosen values of a configuration as text, per attribute code, leaving out unchosen ones. */
export function listChosenValues(configuration: VariantConfiguration): Map<string, string[]> {
  const chosen = new Map<string, string[]>()
  for (const [code, value] of Object.entries(configuration)) {
    if (value === null || value === undefined) continue
    const values = (Array.isArray(value) ? value : [value]).map(String)
    if (values.length > 0) chosen.set(code, values)
  }
  return chosen
}
