import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translate'
import { checkQuantityText, translateCartError } from './cart-messages'

describe('quantity typed in the mini-cart', () => {
  it.each([
    ['3', { ok: true, qty: 3 }],
    [' 12 ', { ok: true, qty: 12 }],
    ['0', { ok: false, problem: 'above-zero' }],
    ['-2', { ok: false, problem: 'above-zero' }],
    ['1.5', { ok: false, problem: 'positive-integer' }],
    ['abc', { ok: false, problem: 'positive-integer' }],
    ['', { ok: false, problem: 'positive-integer' }],
  ])('%j is %j', (text, expected) => {
    expect(checkQuantityText(text)).toEqual(expected)
  })
})

describe('server refusals in the shopper language', () => {
  it('names the available quantity in Dutch', () => {
    expect(
      translateCartError('Only 4 products of this type are available!', createTranslator('nl-NL')),
    ).toBe('Er zijn maar 4 producten van dit type beschikbaar!')
  })

  it('passes other texts on as the server wrote them', () => {
    expect(translateCartError('Something else', createTranslator('de-DE'))).toBe('Something else')
  })
})
