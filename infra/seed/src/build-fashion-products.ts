// Families of fashion products (spec 000 §3, ARCHITECTURE §5). A family is one model:
// - matrix: one configurable product over colour and size, its children also indexed on their own
//   with visibility 1 (as Magento indexes them);
// - siblings: one product per colour (configurable over size, or simple when one-size), linked to
//   each other with `colorrelation` product links;
// - single: one colour only (a simple product when one-size, else configurable over size).
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import { taxClasses } from './build-tax-rules.js'
import {
  buildProductDocument,
  buildStock,
  drawStockProfile,
  type StockProfile,
} from './build-product-document.js'
import { localizeProductTexts, type Localized } from './catalog-texts.js'
import { buildCustomOptions, drawModel, type ModelTraits } from './draw-fashion-model.js'
import type { ProductContext } from './product-context.js'
import { sizesByScale, type ProductKind } from './product-kinds.js'
import { drawSpecialWindow, type SpecialWindow } from './product-pricing.js'
import type { Random } from './random.js'

export type FamilyPattern = 'matrix' | 'siblings' | 'single'

export interface FashionPlan {
  pattern: FamilyPattern
  kind: ProductKind
  gender: 'women' | 'men' | 'unisex'
  colours: readonly string[]
  sizes: readonly string[]
  window: SpecialWindow
  /** `low-and-out` forces one low-stock and one out-of-stock variant; `all-out` sells out the model. */
  stock: 'random' | 'low-and-out' | 'all-out'
  status: 1 | 2
  visibility: 2 | 3 | 4
  customOptions: boolean
}

/** Draws a family of a pattern for a kind; the caller may override any choice. */
export function drawFashionPlan(
  random: Random,
  pattern: FamilyPattern,
  kind: ProductKind,
): FashionPlan {
  const allSizes = sizesByScale[kind.scale]
  const sizes =
    allSizes.length > 4 && random.chance(0.4) ? allSizes.slice(1, allSizes.length - 1) : allSizes
  const colourCount = pattern === 'single' ? 1 : random.int(2, Math.min(3, kind.colours.length))
  return {
    pattern,
    kind,
    gender: random.pick(kind.genders),
    colours: random.sample(kind.colours, colourCount),
    sizes,
    window: drawSpecialWindow(random),
    stock: random.chance(0.02) ? 'all-out' : 'random',
    status: 1,
    visibility: random.chance(0.9) ? 4 : random.pick([2, 3] as const),
    customOptions: kind.scale === 'one-size' && random.chance(0.3),
  }
}

const isOneSize = (plan: FashionPlan): boolean =>
  plan.sizes.length === 1 && plan.kind.scale === 'one-size'

/** How many product documents a family makes (parents plus indexed children). */
export function countFashionDocuments(plan: FashionPlan): number {
  const perColour = isOneSize(plan) ? 1 : plan.sizes.length + 1
  if (plan.pattern === 'matrix') return 1 + plan.colours.length * plan.sizes.length
  return plan.colours.length * perColour
}

const sizeCode = (size: string): string =>
  size === 'one-size' ? 'OS' : size.replace(/^(hat|ring)-/, '')

function stockOf(ctx: ProductContext, plan: FashionPlan, index: number): StockProfile {
  if (plan.stock === 'all-out') return 'out'
  if (plan.stock === 'low-and-out' && index === 1) return 'low'
  if (plan.stock === 'low-and-out' && index === 2) return 'out'
  return drawStockProfile(ctx)
}

/** Builds a family's documents and adds them to the context, parents before their children. */
export function buildFashionFamily(ctx: ProductContext, plan: FashionPlan): void {
  const model = drawModel(ctx, plan)
  const modelSku = ctx.nextSkuNumber(plan.kind.skuPrefix)
  if (plan.pattern === 'matrix') {
    buildConfigurable(ctx, plan, model, modelSku, model.names, plan.colours, {})
    return
  }
  const siblings = plan.colours.map((colour) => {
    const colourLabels = ctx.attributes.option('color', colour).labels
    const sku = plan.pattern === 'siblings' ? `${modelSku}-${colour.toUpperCase()}` : modelSku
    const name = plan.pattern === 'siblings' ? appendColour(model.names, colourLabels) : model.names
    const colourAttributes = {
      color: ctx.attributes.optionId('color', colour),
      subcolor: ctx.attributes.optionId(
        'subcolor',
        ctx.random.pick(['light', 'dark', 'melange', 'pastel']),
      ),
    }
    return isOneSize(plan)
      ? buildOneSize(ctx, plan, model, sku, name, colour, colourAttributes)
      : buildConfigurable(ctx, plan, model, sku, name, [colour], colourAttributes)
  })
  if (plan.pattern === 'siblings') linkColourSiblings(siblings)
}

function buildOneSize(
  ctx: ProductContext,
  plan: FashionPlan,
  model: ModelTraits,
  sku: string,
  names: Localized,
  colour: string,
  colourAttributes: Record<string, number>,
): ProductDocument {
  const product = buildProductDocument(ctx, {
    sku,
    ...localizeProductTexts(names, model.descriptions),
    typeId: 'simple',
    visibility: plan.visibility,
    status: plan.status,
    kindCode: plan.kind.code,
    colours: [colour],
    prices: model.prices,
    taxClassId: taxClasses.standard,
    categoryPaths: model.categoryPaths,
    attributes: {
      ...model.attributes,
      ...colourAttributes,
      size: ctx.attributes.optionId('size', 'one-size'),
    },
    stock: stockOf(ctx, plan, ctx.random.int(0, 3)),
    createdDays: model.createdDays,
  })
  if (plan.customOptions) product.custom_options = buildCustomOptions(sku, model.prices.price)
  ctx.products.push(product)
  if (product.status === 1 && product.visibility !== 1) ctx.setComponents.push(product)
  return product
}

function buildConfigurable(
  ctx: ProductContext,
  plan: FashionPlan,
  model: ModelTraits,
  sku: string,
  names: Localized,
  colours: readonly string[],
  colourAttributes: Record<string, number>,
): ProductDocument {
  const { attributes: lookup } = ctx
  const parent = buildProductDocument(ctx, {
    sku,
    ...localizeProductTexts(names, model.descriptions),
    typeId: 'configurable',
    visibility: plan.visibility,
    status: plan.status,
    kindCode: plan.kind.code,
    colours,
    prices: model.prices,
    taxClassId: taxClasses.standard,
    categoryPaths: model.categoryPaths,
    attributes: { ...model.attributes, ...colourAttributes },
    stock: 'in',
    createdDays: model.createdDays,
  })
  const variantAxes = colours.length > 1 ? (['color', 'size'] as const) : (['size'] as const)
  const children = colours.flatMap((colour) =>
    plan.sizes.map((size) => {
      const colourOption = lookup.option('color', colour)
      const sizeOption = lookup.option('size', size)
      const child = buildProductDocument(ctx, {
        sku: `${sku}-${colours.length > 1 ? `${colour.toUpperCase()}-` : ''}${sizeCode(size)}`,
        ...localizeProductTexts(
          appendVariant(
            names,
            colours.length > 1 ? colourOption.labels : undefined,
            sizeOption.labels,
          ),
          model.descriptions,
        ),
        typeId: 'simple',
        visibility: 1,
        // a few variants are switched off in the shop (spec 000 §4: status 2 is skipped)
        status: plan.status === 2 || ctx.random.chance(0.02) ? 2 : 1,
        kindCode: plan.kind.code,
        colours: [colour],
        prices: model.prices,
        taxClassId: taxClasses.standard,
        categoryPaths: model.categoryPaths,
        attributes: { color: colourOption.id, size: sizeOption.id },
        stock: 'in',
        createdDays: model.createdDays,
      })
      return child
    }),
  )
  children.forEach((child, index) => {
    child.stock = buildStock(ctx, Number(child.id), stockOf(ctx, plan, index))
  })
  parent.configurable_options = variantAxes.map((code, position) => {
    const definition = lookup.definition(code)
    const used = new Set(children.map((child) => Number(child[code])))
    return {
      id: Number(parent.id) * 10 + position,
      attribute_id: definition.id,
      attribute_code: code,
      label: definition.labels.en,
      position,
      product_id: parent.id,
      values: definition.options
        .filter((option) => used.has(lookup.optionId(code, option.code)))
        .map((option) => ({
          value_index: lookup.optionId(code, option.code),
          label: option.labels.en,
        })),
    }
  })
  parent.color_options = [...new Set(children.map((child) => Number(child['color'])))]
  parent.size_options = [...new Set(children.map((child) => Number(child['size'])))]
  parent.configurable_children = children.map((child) => ({
    id: child.id,
    sku: child.sku,
    name: child.name,
    status: child.status,
    visibility: 1,
    price: child.price,
    regular_price: child.regular_price,
    final_price: child.final_price,
    special_price: child.special_price,
    special_from_date: child.special_from_date,
    special_to_date: child.special_to_date,
    tax_class_id: child.tax_class_id,
    color: child['color'],
    size: child['size'],
    url_key: child.url_key,
    slug: child.slug,
    image: child.image,
    small_image: child.small_image,
    thumbnail: child.thumbnail,
    stock: child.stock,
    custom_attributes: variantAxes.map((code) => ({
      attribute_code: code,
      value: String(child[code]),
    })),
  }))
  const sellable = children.some((child) => child.status === 1 && child.stock?.is_in_stock === true)
  parent.stock = { ...buildStock(ctx, Number(parent.id), sellable ? 'in' : 'out'), qty: 0 }
  ctx.products.push(parent, ...children)
  return parent
}

/** spec 000 §3: colour relations link every colour of a model to the others. */
function linkColourSiblings(siblings: readonly ProductDocument[]): void {
  for (const product of siblings) {
    product.product_links = siblings
      .filter((other) => other !== product)
      .map((other, index) => ({
        sku: product.sku,
        link_type: 'colorrelation',
        linked_product_sku: other.sku,
        linked_product_type: other.type_id,
        position: index + 1,
      }))
  }
}

/** A colour sibling's name: Dutch writes the colour in lower case ("Gewassen dad cap zwart"). */
function appendColour(names: Localized, colour: Localized): Localized {
  return {
    en: `${names.en} ${colour.en}`,
    nl: `${names.nl} ${colour.nl.toLowerCase()}`,
    de: `${names.de} ${colour.de}`,
  }
}

/** A variant's name: the model's, its colour when the model has several, and its size. */
function appendVariant(
  names: Localized,
  colour: Localized | undefined,
  size: Localized,
): Localized {
  const named = colour ? appendColour(names, colour) : names
  return {
    en: `${named.en} ${size.en}`,
    nl: `${named.nl} ${size.nl}`,
    de: `${named.de} ${size.de}`,
  }
}
