// Cart texts the shopper reads (spec 001 §5 quantity rules, 000 §8 catalogue strings). The BFF
// answers in English; the texts it names from the spec are recognised here and shown from the
// store view's catalogue, so a Dutch shopper reads Dutch.
import type { Translate } from '../i18n/translate'

export type QuantityProblem = 'above-zero' | 'positive-integer'

/** spec 001 §5: a quantity must be above 0 and a positive integer. */
export function checkQuantityText(
  text: string,
): { ok: true; qty: number } | { ok: false; problem: QuantityProblem } {
  const trimmed = text.trim()
  const number = Number(trimmed)
  if (trimmed === '' || Number.isNaN(number)) return { ok: false, problem: 'positive-integer' }
  if (number <= 0) return { ok: false, problem: 'above-zero' }
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(number)) {
    return { ok: false, problem: 'positive-integer' }
  }
  return { ok: true, qty: number }
}

export function describeQuantityProblem(problem: QuantityProblem, t: Translate): string {
  return problem === 'above-zero'
    ? t('validation.quantityAboveZero')
    : t('validation.quantityInteger')
}

const MAX_QUANTITY = /^Only (\d+) products of this type are available!$/
const SERVER_OUT_OF_STOCK = 'This product is out of stock.'

/** The shopper's text for a refused cart change: the spec's texts translated, others as sent. */
export function translateCartError(message: string, t: Translate): string {
  const max = MAX_QUANTITY.exec(message)
  if (max?.[1]) return t('product.onlyAvailable', { maxQuantity: Number(max[1]) })
  if (message === SERVER_OUT_OF_STOCK) return t('product.thisOutOfStock')
  return message
}
