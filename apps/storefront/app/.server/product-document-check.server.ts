// The check of the product document a product page is built from (decision D69). The BFF is our
// own service: it decoded every document with the contract's ProductSchema at import and answers
// them as stored, and its contract is tested on both sides. So the page does not parse the whole
// document again with zod on every render; it checks, by hand, the fields the loader and the page
// rely on (identity, type, status, visibility, prices in cents, stock state, variants, options,
// links, categories, pictures) and refuses anything else with a 502 naming the field.
import { BffError } from '@vitrine/contracts/bff-client'
import { productTypes } from '@vitrine/contracts/catalog/product'
import type { ShownProduct } from '~/lib/catalog/product-document'

type Value = unknown
type Path = string

class MalformedDocument extends Error {}

function fail(path: Path, expected: string): never {
  throw new MalformedDocument(`${path}: expected ${expected}`)
}

function isRecord(value: Value): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function record(value: Value, path: Path): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, 'an object')
}

function text(value: Value, path: Path, options: { optional?: boolean } = {}): void {
  if (options.optional && (value === undefined || value === null)) return
  if (typeof value !== 'string') fail(path, 'a string')
}

function integer(value: Value, path: Path, options: { optional?: boolean } = {}): void {
  if (options.optional && (value === undefined || value === null)) return
  if (!Number.isInteger(value)) fail(path, 'an integer')
}

function amount(value: Value, path: Path): void {
  if (value === undefined || value === null) return
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a number')
}

function flag(value: Value, path: Path): void {
  if (value !== undefined && value !== null && typeof value !== 'boolean') fail(path, 'a boolean')
}

/** An optional list, each entry checked by `entry`. */
function list(value: Value, path: Path, entry: (item: Value, path: Path) => void): void {
  if (value === undefined || value === null) return
  if (!Array.isArray(value)) fail(path, 'a list')
  value.forEach((item, index) => entry(item, `${path}.${index}`))
}

function cents(value: Value, path: Path): void {
  const taxed = record(value, path)
  integer(taxed.excl, `${path}.excl`)
  integer(taxed.tax, `${path}.tax`)
  integer(taxed.incl, `${path}.incl`)
}

function prices(value: Value, path: Path): void {
  if (value === undefined) return
  const shown = record(value, path)
  cents(shown.final, `${path}.final`)
  cents(shown.original, `${path}.original`)
  if (shown.special !== null) cents(shown.special, `${path}.special`)
}

function stock(value: Value, path: Path): void {
  if (value === undefined) return
  flag(record(value, path).is_in_stock, `${path}.is_in_stock`)
}

function child(value: Value, path: Path): void {
  const item = record(value, path)
  if (typeof item.sku !== 'string' || item.sku === '') fail(`${path}.sku`, 'a sku')
  integer(item.status, `${path}.status`, { optional: true })
  stock(item.stock, `${path}.stock`)
  prices(item.prices, `${path}.prices`)
  amount(item.price_incl_tax, `${path}.price_incl_tax`)
  text(item.image, `${path}.image`, { optional: true })
  list(item.custom_attributes, `${path}.custom_attributes`, (attribute, at) =>
    text(record(attribute, at).attribute_code, `${at}.attribute_code`),
  )
}

function configurableOption(value: Value, path: Path): void {
  const option = record(value, path)
  text(option.attribute_code, `${path}.attribute_code`)
  if (!Array.isArray(option.values)) fail(`${path}.values`, 'a list')
  list(option.values, `${path}.values`, (entry, at) => {
    const index = record(entry, at).value_index
    if (typeof index !== 'number' && typeof index !== 'string') fail(`${at}.value_index`, 'an id')
  })
}

function productLink(value: Value, path: Path): void {
  const link = record(value, path)
  text(link.link_type, `${path}.link_type`)
  text(link.linked_product_sku, `${path}.linked_product_sku`)
}

function bundleOption(value: Value, path: Path): void {
  const option = record(value, path)
  if (!Array.isArray(option.product_links)) fail(`${path}.product_links`, 'a list')
  list(option.product_links, `${path}.product_links`, (entry, at) => {
    const link = record(entry, at)
    text(link.sku, `${at}.sku`)
    amount(link.qty, `${at}.qty`)
  })
}

/** Throws a MalformedDocument naming the first field that is not as the page needs it. */
function checkDocument(value: Value): asserts value is ShownProduct {
  const product = record(value, 'product')
  if (typeof product.sku !== 'string' || product.sku === '') fail('product.sku', 'a sku')
  text(product.name, 'product.name')
  if (!productTypes.includes(product.type_id as (typeof productTypes)[number])) {
    fail('product.type_id', `one of ${productTypes.join(', ')}`)
  }
  integer(product.status, 'product.status')
  integer(product.visibility, 'product.visibility')
  prices(product.prices, 'product.prices')
  stock(product.stock, 'product.stock')
  text(product.image, 'product.image', { optional: true })
  text(product.description, 'product.description', { optional: true })
  list(product.media_gallery, 'product.media_gallery', (entry, at) =>
    text(record(entry, at).image, `${at}.image`),
  )
  list(product.category, 'product.category', (entry, at) =>
    text(record(entry, at).name, `${at}.name`),
  )
  list(product.configurable_children, 'product.configurable_children', child)
  list(product.configurable_options, 'product.configurable_options', configurableOption)
  list(product.product_links, 'product.product_links', productLink)
  list(product.bundle_options, 'product.bundle_options', bundleOption)
  list(product.custom_options, 'product.custom_options', record)
}

/** The first product document of an answer, checked; a malformed one is a 502 naming the field. */
export function readShownProduct(items: readonly unknown[]): ShownProduct | undefined {
  const [first] = items
  if (first === undefined) return undefined
  try {
    checkDocument(first)
  } catch (error) {
    if (!(error instanceof MalformedDocument)) throw error
    throw new BffError(502, `Unexpected product document from the BFF (${error.message})`)
  }
  return first
}
