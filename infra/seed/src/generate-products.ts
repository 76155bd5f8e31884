// Fills the catalogue with product documents up to the size's exact count. It starts with a fixed
// showcase that guarantees every case the shop must handle (every product type, special-price
// windows past/current/future/open-ended, low-stock and out-of-stock variants, colour relations,
// a sold-out model, a disabled product), then adds random families; when the next family would
// overshoot the count, a single simple product takes its place.
import {
  buildFashionFamily,
  countFashionDocuments,
  drawFashionPlan,
  type FamilyPattern,
  type FashionPlan,
} from './build-fashion-products.js'
import {
  buildBundle,
  buildGiftCard,
  buildGrouped,
  buildStyleGuide,
  minimumSetComponents,
} from './build-special-products.js'
import type { ProductContext } from './product-context.js'
import { findKind, productKinds } from './product-kinds.js'

type Step =
  | { type: 'fashion'; plan: FashionPlan }
  | { type: 'bundle' | 'grouped' | 'giftcard' | 'styleguide' }

function showcase(ctx: ProductContext): Step[] {
  const plan = (pattern: FamilyPattern, kind: string, change: Partial<FashionPlan>): Step => ({
    type: 'fashion',
    plan: { ...drawFashionPlan(ctx.random, pattern, findKind(kind)), ...change },
  })
  return [
    plan('matrix', 'dress', {
      colours: ['navy', 'red'],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      window: 'current',
      stock: 'low-and-out',
      visibility: 4,
      status: 1,
    }),
    plan('siblings', 'cap', {
      colours: ['black', 'red', 'beige'],
      window: 'past',
      visibility: 4,
      status: 1,
    }),
    plan('single', 'hat', { colours: ['beige'], window: 'future', visibility: 4, status: 1 }),
    plan('single', 'necklace', {
      window: 'open-ended',
      visibility: 4,
      status: 1,
      customOptions: true,
    }),
    plan('single', 'earrings', { window: 'none', visibility: 4, status: 1 }),
    plan('single', 'bracelet', { window: 'none', visibility: 2, status: 1 }),
    plan('single', 'swimsuit', {
      colours: ['blue'],
      window: 'none',
      stock: 'all-out',
      visibility: 4,
      status: 1,
    }),
    { type: 'bundle' },
    { type: 'grouped' },
    { type: 'giftcard' },
    { type: 'styleguide' },
    plan('single', 'cap', { window: 'none', visibility: 4, status: 2 }),
  ]
}

function drawStep(ctx: ProductContext): Step {
  const roll = ctx.random.next()
  const canCompose = ctx.setComponents.length >= minimumSetComponents
  if (roll < 0.02 && canCompose) return { type: 'bundle' }
  if (roll < 0.04 && canCompose) return { type: 'grouped' }
  if (roll < 0.055) return { type: 'giftcard' }
  if (roll < 0.065) return { type: 'styleguide' }
  // about half of the families are one-size items (caps, jewellery), so that roughly a third of
  // the documents are products a shopper sees rather than variants
  if (roll < 0.5) return fillerStep(ctx)
  const kind = ctx.random.pick(productKinds)
  const pattern: FamilyPattern = roll < 0.7 ? 'single' : roll < 0.85 ? 'siblings' : 'matrix'
  return { type: 'fashion', plan: drawFashionPlan(ctx.random, pattern, kind) }
}

const countStep = (step: Step): number =>
  step.type === 'fashion' ? countFashionDocuments(step.plan) : 1

/** A one-size simple product: what fills the last places of the catalogue exactly. */
function fillerStep(ctx: ProductContext): Step {
  const kind = ctx.random.pick(productKinds.filter((candidate) => candidate.scale === 'one-size'))
  return { type: 'fashion', plan: drawFashionPlan(ctx.random, 'single', kind) }
}

/** Generates exactly `productCount` product documents into the context. */
export function generateProducts(ctx: ProductContext, productCount: number): void {
  const serials = { giftcard: 0, styleguide: 0 }
  const run = (step: Step): void => {
    if (step.type === 'fashion') buildFashionFamily(ctx, step.plan)
    else if (step.type === 'bundle') buildBundle(ctx)
    else if (step.type === 'grouped') buildGrouped(ctx)
    else if (step.type === 'giftcard') buildGiftCard(ctx, serials.giftcard++)
    else buildStyleGuide(ctx, serials.styleguide++)
  }
  const fits = (step: Step): boolean => ctx.products.length + countStep(step) <= productCount
  for (const step of showcase(ctx)) if (fits(step)) run(step)
  while (ctx.products.length < productCount) {
    const step = drawStep(ctx)
    run(fits(step) ? step : fillerStep(ctx))
  }
}
