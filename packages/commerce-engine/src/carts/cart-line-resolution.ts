// From what a shopper asked for (sku + product_option) to what is sold (D21; vsf-api
// §1.3 "Configurable items"): a configurable parent with its chosen options becomes the matching
// child; a child sku stays itself and keeps its parent; custom options and bundle selections are
// checked against the catalogue. Also says which skus a line takes from stock, per unit.
import { ProductNotFoundError, ProductOptionError } from '../errors.js'
import type { ProductOptionInput } from './cart.types.js'
import type { StockLine } from '../stock/stock.types.js'
import type { products, StoredProductOptions } from '../db/schema.js'

export type ProductRow = typeof products.$inferSelect
export type CatalogueLookup = ReadonlyMap<string, ProductRow>

export const NO_SUCH_CONFIGURATION_MESSAGE =
  'No such configuration for the product. Please do choose another combination of attributes.'

export interface ChosenCustomValue {
  optionId: string
  label: string
  value: string
  /** Undefined for free-text options, which carry no option_type_id (spec 000 §4 "Prices"). */
  optionTypeId?: string
  price: number
  priceType: 'fixed' | 'percent'
}

export interface ChosenBundleOption {
  optionId: string
  qty: number | undefined
  selections: string[]
}

export interface ResolvedLine {
  sold: ProductRow
  parent: ProductRow | null
  productType: string
  name: string
  customValues: ChosenCustomValue[]
  bundleSelections: ChosenBundleOption[]
  labels: Array<{ label: string; value: string }>
  /** Units taken from stock for one unit of the line. */
  stockPerUnit: StockLine[]
}

function isSellable(row: ProductRow | undefined): row is ProductRow {
  // spec 000 §4: status 2 or higher is unavailable
  return row !== undefined && row.status < 2
}

function resolveConfigurable(
  parent: ProductRow,
  chosen: NonNullable<ProductOptionInput['extension_attributes']>['configurable_item_options'],
  catalogue: CatalogueLookup,
): { child: ProductRow; labels: ResolvedLine['labels'] } {
  const options = parent.options.configurableOptions ?? []
  const wanted = new Map((chosen ?? []).map((o) => [String(o.option_id), String(o.option_value)]))
  const variant = (parent.options.variants ?? []).find(
    (candidate) =>
      options.length > 0 &&
      options.every((option) => {
        const value = wanted.get(option.attributeId)
        return value !== undefined && candidate.values[option.attributeId] === value
      }),
  )
  const child = variant ? catalogue.get(variant.sku) : undefined
  if (!variant || !isSellable(child)) throw new ProductOptionError(NO_SUCH_CONFIGURATION_MESSAGE)
  return { child, labels: labelConfigurable(options, variant.values) }
}

function labelConfigurable(
  options: NonNullable<StoredProductOptions['configurableOptions']>,
  values: Record<string, string>,
): ResolvedLine['labels'] {
  return options.flatMap((option) => {
    const value = option.values.find((entry) => entry.valueIndex === values[option.attributeId])
    return value ? [{ label: option.label, value: value.label }] : []
  })
}

function resolveCustomOptions(
  owner: ProductRow,
  chosen: NonNullable<ProductOptionInput['extension_attributes']>['custom_options'],
): ChosenCustomValue[] {
  const definitions = owner.options.customOptions ?? []
  return (chosen ?? []).flatMap((choice) => {
    const definition = definitions.find((option) => option.optionId === String(choice.option_id))
    if (!definition) {
      throw new ProductOptionError(`The product has no custom option ${String(choice.option_id)}.`)
    }
    const text = String(choice.option_value)
    if (!definition.values) {
      return [
        {
          optionId: definition.optionId,
          label: definition.title,
          value: text,
          price: definition.price ?? 0,
          priceType: definition.priceType ?? 'fixed',
        },
      ]
    }
    return text.split(',').map((id) => {
      const value = definition.values?.find((entry) => entry.optionTypeId === id.trim())
      if (!value) {
        throw new ProductOptionError(
          `The value ${id} is not a choice of the option ${definition.title}.`,
        )
      }
      return {
        optionId: definition.optionId,
        label: definition.title,
        value: value.title,
        optionTypeId: value.optionTypeId,
        price: value.price,
        priceType: value.priceType,
      }
    })
  })
}

function resolveBundle(
  bundle: ProductRow,
  chosen: NonNullable<ProductOptionInput['extension_attributes']>['bundle_options'],
): { selections: ChosenBundleOption[]; stockPerUnit: StockLine[] } {
  const options = bundle.options.bundleOptions ?? []
  const selections = (chosen ?? []).map((choice) => {
    const option = options.find((entry) => entry.optionId === String(choice.option_id))
    const ids = choice.option_selections.map(String)
    if (!option || ids.some((id) => !option.links.some((link) => link.id === id))) {
      throw new ProductOptionError(
        `The bundle option ${String(choice.option_id)} is not available.`,
      )
    }
    const qty = choice.option_qty === undefined ? undefined : Number(choice.option_qty)
    return { optionId: option.optionId, qty, selections: ids }
  })
  const stockPerUnit = options.flatMap((option) => {
    const selection = selections.find((entry) => entry.optionId === option.optionId)
    const links = selection?.selections.length
      ? option.links.filter((link) => selection.selections.includes(link.id))
      : [option.links.find((link) => link.isDefault) ?? option.links[0]].flatMap((l) => l ?? [])
    return links.map((link) => ({ sku: link.sku, qty: selection?.qty ?? link.qty }))
  })
  return { selections, stockPerUnit }
}

/** Resolves a requested line; throws ProductNotFoundError for an unknown product, ProductOptionError for bad options. */
export function resolveCartLine(
  sku: string,
  productOption: ProductOptionInput | null | undefined,
  catalogue: CatalogueLookup,
): ResolvedLine {
  const requested = catalogue.get(sku)
  if (!isSellable(requested)) throw new ProductNotFoundError(sku)
  const attributes = productOption?.extension_attributes
  if (requested.typeId === 'grouped') {
    throw new ProductOptionError(
      'A grouped product is added to the cart as its associated products.',
    )
  }

  let sold = requested
  let parent: ProductRow | null = null
  let labels: ResolvedLine['labels'] = []
  if (requested.typeId === 'configurable') {
    const resolved = resolveConfigurable(
      requested,
      attributes?.configurable_item_options,
      catalogue,
    )
    sold = resolved.child
    parent = requested
    labels = resolved.labels
  } else if (requested.parentSku) {
    const owner = catalogue.get(requested.parentSku)
    if (isSellable(owner) && owner.typeId === 'configurable') {
      parent = owner
      const variant = owner.options.variants?.find((entry) => entry.sku === requested.sku)
      labels = labelConfigurable(owner.options.configurableOptions ?? [], variant?.values ?? {})
    }
  }

  const customValues = resolveCustomOptions(parent ?? sold, attributes?.custom_options)
  const bundle =
    sold.typeId === 'bundle'
      ? resolveBundle(sold, attributes?.bundle_options)
      : { selections: [], stockPerUnit: [{ sku: sold.sku, qty: 1 }] }

  return {
    sold,
    parent,
    productType: parent ? 'configurable' : sold.typeId,
    name: parent?.name ?? sold.name,
    customValues,
    bundleSelections: bundle.selections,
    labels: [...labels, ...customValues.map(({ label, value }) => ({ label, value }))],
    stockPerUnit: bundle.stockPerUnit,
  }
}

/** The skus whose rows pricing and resolution need for these lines (parents, bundle links). */
export function listRelatedSkus(rows: Iterable<ProductRow>): string[] {
  const skus = new Set<string>()
  for (const row of rows) {
    if (row.parentSku) skus.add(row.parentSku)
    for (const variant of row.options.variants ?? []) skus.add(variant.sku)
    for (const option of row.options.bundleOptions ?? []) {
      for (const link of option.links) skus.add(link.sku)
    }
  }
  return [...skus]
}
