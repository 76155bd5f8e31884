// The non-fashion product types of spec 000 §3: bundle (a gift set whose options choose among
// one-size items), grouped (a look of several items), virtual (gift cards) and downloadable
// (style guide e-books). Bundle and grouped prices are the sums the shop computes (spec 000 §4:
// bundle = default link of each option × its qty; grouped = each associated item once).
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import { buildProductDocument } from './build-product-document.js'
import { taxClasses, vatRates } from './build-tax-rules.js'
import {
  describeGiftCard,
  describeStyleGuide,
  giftSetTexts,
  lookTexts,
  nameGiftCard,
  nameStyleGuide,
  styleGuideTitles,
  localizeProductTexts,
} from './catalog-texts.js'
import { toPrice } from './catalog-values.js'
import type { ProductContext } from './product-context.js'
import { giftCardKind, styleGuideKind } from './product-kinds.js'
import {
  buildPriceFields,
  drawSpecialWindow,
  sumPrices,
  type PriceFields,
} from './product-pricing.js'

/** Bundles and grouped products need this many one-size items to choose from. */
export const minimumSetComponents = 4

const fixedPrices = (price: number): PriceFields => ({
  price,
  regular_price: price,
  final_price: price,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
})

const mainColour = (product: ProductDocument): string => {
  const image = product.image ?? ''
  const match = /\/[^/]+-([a-z]+)\.jpg$/.exec(image)
  return match?.[1] ?? 'black'
}
const kindOf = (product: ProductDocument): string =>
  /\/([a-z]+)-[a-z]+\.jpg$/.exec(product.image ?? '')?.[1] ?? 'cap'

export function buildBundle(ctx: ProductContext): ProductDocument {
  const { random } = ctx
  const pool = random.sample(ctx.setComponents, random.int(minimumSetComponents, 6))
  const optionCount = pool.length >= 6 ? 3 : 2
  const groups = Array.from({ length: optionCount }, (_, index) =>
    pool.filter((_, itemIndex) => itemIndex % optionCount === index),
  )
  const defaults = groups.map((group) => group[0] as ProductDocument)
  const theme = random.pick(['Beach', 'Festival', 'Weekend', 'City', 'Holiday'])
  const product = buildProductDocument(ctx, {
    sku: ctx.nextSkuNumber('SET'),
    ...localizeProductTexts(giftSetTexts[theme]!.name, giftSetTexts[theme]!.description),
    typeId: 'bundle',
    visibility: 4,
    kindCode: kindOf(defaults[0] as ProductDocument),
    colours: [mainColour(defaults[0] as ProductDocument)],
    prices: fixedPrices(sumPrices(defaults.map((item) => Number(item.price)))),
    taxClassId: taxClasses.standard,
    categoryPaths: ['gifts/sets'],
    attributes: { gender: ctx.attributes.optionId('gender', 'unisex') },
    stock: 'in',
    createdDays: -random.int(0, 300),
  })
  product.bundle_options = groups.map((group, index) => ({
    option_id: index + 1,
    title: ['Choose your first piece', 'Choose your second piece', 'Add a finishing touch'][index],
    required: true,
    type: index === 2 ? 'checkbox' : 'radio',
    position: index + 1,
    sku: product.sku,
    product_links: group.map((item, position) => ({
      id: Number(product.id) * 100 + index * 10 + position,
      sku: item.sku,
      option_id: index + 1,
      qty: 1,
      position: position + 1,
      is_default: position === 0,
      price: item.price,
      price_type: 0,
      can_change_quantity: 0,
    })),
  }))
  // a composite product has no stock of its own; its parts do
  if (product.stock) product.stock.qty = 0
  ctx.products.push(product)
  return product
}

export function buildGrouped(ctx: ProductContext): ProductDocument {
  const { random } = ctx
  const items = random.sample(ctx.setComponents, random.int(2, minimumSetComponents))
  const first = items[0] as ProductDocument
  const look = random.pick(['Summer', 'Sunday', 'Gallery', 'Harbour', 'Garden'])
  const product = buildProductDocument(ctx, {
    sku: ctx.nextSkuNumber('LOOK'),
    ...localizeProductTexts(lookTexts[look]!.name, lookTexts[look]!.description),
    typeId: 'grouped',
    visibility: 4,
    kindCode: kindOf(first),
    colours: [mainColour(first)],
    prices: fixedPrices(sumPrices(items.map((item) => Number(item.price)))),
    taxClassId: taxClasses.standard,
    categoryPaths: ['gifts/sets'],
    attributes: { gender: ctx.attributes.optionId('gender', 'unisex') },
    stock: 'in',
    createdDays: -random.int(0, 300),
  })
  product.product_links = items.map((item, index) => ({
    sku: product.sku,
    link_type: 'associated',
    linked_product_sku: item.sku,
    linked_product_type: item.type_id,
    position: index + 1,
    qty: 1,
    extension_attributes: { qty: 1 },
  }))
  if (product.stock) product.stock.qty = 0
  ctx.products.push(product)
  return product
}

const giftCardValues = [25, 50, 75, 100, 150, 200]

/** A gift card: virtual, no stock kept, not taxed when sold (a multi-purpose voucher). */
export function buildGiftCard(ctx: ProductContext, serial: number): ProductDocument {
  const value = giftCardValues[serial % giftCardValues.length] as number
  const edition = Math.floor(serial / giftCardValues.length)
  const product = buildProductDocument(ctx, {
    sku: ctx.nextSkuNumber(giftCardKind.skuPrefix),
    ...localizeProductTexts(nameGiftCard(value, edition), describeGiftCard(value)),
    typeId: 'virtual',
    visibility: 4,
    kindCode: giftCardKind.code,
    colours: [giftCardKind.colour],
    prices: fixedPrices(toPrice(value * 100)),
    taxClassId: taxClasses.none,
    categoryPaths: ['gifts/gift-cards'],
    attributes: { product_tags: [ctx.attributes.optionId('product_tags', 'gift-idea')] },
    stock: 'unmanaged',
    createdDays: -ctx.random.int(0, 700),
  })
  product.custom_options = [
    {
      option_id: 1,
      product_sku: product.sku,
      title: 'Personal message',
      type: 'area',
      sort_order: 1,
      is_require: false,
      price: 0,
      price_type: 'fixed',
      max_characters: 200,
    },
  ]
  ctx.products.push(product)
  return product
}

const guideTitles = [
  'Summer Style Guide',
  'Capsule Wardrobe Guide',
  'Jewellery Layering Guide',
  'Hat Fitting Guide',
  'Swimwear Fit Guide',
]

/** A style guide e-book: downloadable, at the reduced VAT rate for e-books. */
export function buildStyleGuide(ctx: ProductContext, serial: number): ProductDocument {
  const title = guideTitles[serial % guideTitles.length] as string
  const titles = styleGuideTitles[title]!
  const edition = Math.floor(serial / guideTitles.length)
  const grossCents = ctx.random.pick([995, 1495, 1995])
  const product = buildProductDocument(ctx, {
    sku: ctx.nextSkuNumber(styleGuideKind.skuPrefix),
    ...localizeProductTexts(nameStyleGuide(titles, edition), describeStyleGuide(titles)),
    typeId: 'downloadable',
    visibility: 4,
    kindCode: styleGuideKind.code,
    colours: [styleGuideKind.colour],
    prices: buildPriceFields(
      ctx.random,
      ctx.referenceMs,
      grossCents,
      vatRates.NL.reduced,
      drawSpecialWindow(ctx.random),
    ),
    taxClassId: taxClasses.reduced,
    categoryPaths: ['gifts/style-guides'],
    attributes: { material: [ctx.attributes.optionId('material', 'paper')] },
    stock: 'unmanaged',
    createdDays: -ctx.random.int(0, 700),
  })
  product.links_purchased_separately = 0
  product.downloadable_links = [
    {
      id: Number(product.id),
      title,
      price: 0,
      number_of_downloads: 5,
      is_shareable: 0,
      link_type: 'url',
      link_url: `/downloads/${product.url_key}.pdf`,
    },
  ]
  ctx.products.push(product)
  return product
}
