// The shared traits of one fashion model (name, price, attributes, labels, tags, categories) and
// the custom options some one-size items offer (spec 000 §3 custom options; §4 option prices).
import type { FashionPlan } from './build-fashion-products.js'
import { vatRates } from './build-tax-rules.js'
import { describeModel, type Localized } from './catalog-texts.js'
import { toPrice } from './catalog-values.js'
import type { ProductContext } from './product-context.js'
import { composeModelName } from './product-vocabulary.js'
import { buildPriceFields, drawShelfCents, isOnSale, type PriceFields } from './product-pricing.js'

export interface ModelTraits {
  /** The model's name in each store view's language (D80). */
  names: Localized
  /** The materials' labels in each language, for descriptions. */
  materialLabels: Readonly<Record<keyof Localized, string[]>>
  prices: PriceFields
  attributes: Record<string, number | number[]>
  createdDays: number
  descriptions: Localized
  categoryPaths: readonly string[]
}

export function drawModel(ctx: ProductContext, plan: FashionPlan): ModelTraits {
  const { random, attributes: lookup } = ctx
  const { kind } = plan
  const adjective = random.pick(kind.adjectives)
  const noun = random.pick(kind.nouns)
  const names: Localized = {
    en: `${adjective} ${noun}`,
    nl: composeModelName('nl', adjective, noun),
    de: composeModelName('de', adjective, noun),
  }
  const prices = buildPriceFields(
    random,
    ctx.referenceMs,
    drawShelfCents(random, kind.priceEuros),
    vatRates.NL.standard,
    plan.window,
  )
  const createdDays = -random.int(0, 700)
  const materials = random.sample(kind.materials, random.int(1, 2))
  const isNew = createdDays > -30
  const labels = [
    ...(isNew ? ['new'] : []),
    ...(isOnSale(prices) ? ['sale'] : []),
    ...(materials.some((m) => m === 'organic-cotton' || m === 'polyester') ? ['sustainable'] : []),
    ...random.sample(['bestseller', 'online-exclusive', 'limited'], random.chance(0.3) ? 1 : 0),
  ]
  const materialLabels = {
    en: materials.map((m) => lookup.option('material', m).labels.en),
    nl: materials.map((m) => lookup.option('material', m).labels.nl),
    de: materials.map((m) => lookup.option('material', m).labels.de),
  }
  return {
    names,
    materialLabels,
    prices,
    createdDays,
    categoryPaths: kind.categories[plan.gender] ?? [],
    descriptions: {
      en: describeModel('en', names.en, materialLabels.en),
      nl: describeModel('nl', names.nl, materialLabels.nl),
      de: describeModel('de', names.de, materialLabels.de),
    },
    attributes: {
      gender: lookup.optionId('gender', plan.gender),
      material: materials.map((m) => lookup.optionId('material', m)),
      activity: random
        .sample(kind.activities, random.int(1, 2))
        .map((a) => lookup.optionId('activity', a)),
      new: isNew ? 1 : 0,
      sale: isOnSale(prices) ? 1 : 0,
      product_labels: labels.map((label) => lookup.optionId('product_labels', label)),
      product_tags: random
        .sample(
          [
            'summer',
            'festival',
            'basics',
            'holiday',
            'gift-idea',
            'vintage',
            'minimal',
            'statement',
          ],
          random.int(0, 4),
        )
        .map((tag) => lookup.optionId('product_tags', tag)),
    },
  }
}

/** Embroidery (fixed price) and a gift box (percent of the base price, spec 000 §4). */
export function buildCustomOptions(sku: string, netPrice: number) {
  const priceCents = Math.round(netPrice * 100)
  const embroideryCents = 409 // € 4.95 including 21 % VAT
  return [
    {
      option_id: 1,
      product_sku: sku,
      title: 'Embroidered initials',
      type: 'field',
      sort_order: 1,
      is_require: false,
      price: toPrice(embroideryCents),
      price_type: 'fixed' as const,
      max_characters: 3,
    },
    {
      option_id: 2,
      product_sku: sku,
      title: 'Gift box',
      type: 'drop_down',
      sort_order: 2,
      is_require: false,
      values: [
        {
          option_type_id: 1,
          title: 'Gift box',
          sort_order: 1,
          price: 10,
          price_type: 'percent' as const,
        },
        {
          option_type_id: 2,
          title: 'Gift box with card',
          sort_order: 2,
          price: toPrice(Math.max(1, Math.round((priceCents * 15) / 100))),
          price_type: 'fixed' as const,
        },
      ],
    },
  ]
}
