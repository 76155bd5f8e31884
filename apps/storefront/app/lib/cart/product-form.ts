// The product page's add-to-cart form (D235): one form that posts to the product route's action
// without JavaScript and is handled by the browser's cart with it. The configurable options
// chosen so far ride along as hidden `cfg.{code}` fields; an option button sends `choose` =
// `{code}:{value}` to the page itself (a GET), so a choice works without scripts too; bundle
// and custom option pickers are plain radios, check boxes and selects. The same readers serve the
// route's loader, its action and the page.
import type { ShownProduct } from '../catalog/product-document'
import {
  createInitialBundleChoices,
  type BundleChoices,
  type Configuration,
  type CustomOptionChoices,
} from '../catalog/product-configuration'

export const ADD_TO_CART_INTENT = 'add-to-cart'
export const CHOOSE_FIELD = 'choose'
/** A tile's add names the page to come back to (a path of this shop). */
export const RETURN_FIELD = 'return'
const CONFIG_PREFIX = 'cfg.'

export type FormFields = Pick<URLSearchParams, 'getAll' | 'get'> | Pick<FormData, 'getAll' | 'get'>

export const configFieldName = (code: string) => `${CONFIG_PREFIX}${code}`
export const bundleFieldName = (optionId: number | string) => `bundle-${optionId}`
export const customFieldName = (optionId: number | string) => `option-${optionId}`
export const chooseValue = (code: string, value: string) => `${code}:${value}`

function texts(fields: FormFields, name: string): string[] {
  return fields.getAll(name).filter((value): value is string => typeof value === 'string')
}

function isOptionValue(product: ShownProduct, code: string, value: string): boolean {
  const option = product.configurable_options?.find((entry) => entry.attribute_code === code)
  return option?.values.some((entry) => String(entry.value_index) === value) ?? false
}

/** The configurable options the fields name (`cfg.*`), each checked against the product's. */
export function readChosenOptions(fields: FormFields, product: ShownProduct): Configuration {
  const chosen: Configuration = {}
  for (const option of product.configurable_options ?? []) {
    const value = fields.get(configFieldName(option.attribute_code))
    if (typeof value === 'string' && isOptionValue(product, option.attribute_code, value)) {
      chosen[option.attribute_code] = value
    }
  }
  return chosen
}

/** The option an option button chose (`choose` = `{code}:{value}`); null without a valid one. */
export function readChoice(
  fields: FormFields,
  product: ShownProduct,
): { code: string; value: string } | null {
  const raw = fields.get(CHOOSE_FIELD)
  if (typeof raw !== 'string') return null
  const at = raw.indexOf(':')
  const code = raw.slice(0, at)
  const value = raw.slice(at + 1)
  return at > 0 && isOptionValue(product, code, value) ? { code, value } : null
}

/** The bundle selections of the fields; an option not sent keeps its default link. */
export function readBundleChoices(fields: FormFields, product: ShownProduct): BundleChoices {
  const choices = createInitialBundleChoices(product)
  for (const option of product.bundle_options ?? []) {
    const value = fields.get(bundleFieldName(option.option_id))
    const known = option.product_links.some((link) => String(link.id) === value)
    if (typeof value === 'string' && known) choices[String(option.option_id)] = value
  }
  return choices
}

/** The custom option values the fields chose (a check box sends one field per value). */
export function readCustomChoices(fields: FormFields, product: ShownProduct): CustomOptionChoices {
  const choices: CustomOptionChoices = {}
  for (const option of product.custom_options ?? []) {
    const known = new Set((option.values ?? []).map((value) => String(value.option_type_id)))
    const chosen = [...new Set(texts(fields, customFieldName(option.option_id)))].filter((value) =>
      known.has(value),
    )
    const several = option.type === 'checkbox' || option.type === 'multiple'
    if (chosen.length > 0) choices[String(option.option_id)] = several ? chosen : chosen.slice(0, 1)
  }
  return choices
}

/** The page an add from a tile comes back to: a path of this shop, else null. */
export function readReturnPath(fields: FormFields): string | null {
  const value = fields.get(RETURN_FIELD)
  if (typeof value !== 'string' || value.length > 2048) return null
  return /^\/(?![/\\])/.test(value) ? value : null
}
