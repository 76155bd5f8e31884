import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues'
import { selectPluralForm, translateCount } from './plural'
import { createTranslator, selectCatalogueLocale } from './translate'

const waiting = (code: string, count: number) => {
  const view = storeViews.find((candidate) => candidate.storeCode === code)!
  const t = createTranslator(selectCatalogueLocale(view))
  return translateCount(t, view.i18n.defaultLocale, 'orders.waiting', count)
}

describe('translateCount: plural rules of each store view’s language', () => {
  it.each([
    ['default', 0, 'There are 0 orders placed offline waiting to be sent.'],
    ['default', 1, 'There is 1 order placed offline waiting to be sent.'],
    ['default', 2, 'There are 2 orders placed offline waiting to be sent.'],
    ['nl', 0, 'Er wachten 0 offline geplaatste bestellingen om verstuurd te worden.'],
    ['nl', 1, 'Er wacht 1 offline geplaatste bestelling om verstuurd te worden.'],
    ['nl', 5, 'Er wachten 5 offline geplaatste bestellingen om verstuurd te worden.'],
    ['de', 0, '0 offline aufgegebene Bestellungen warten auf den Versand.'],
    ['de', 1, '1 offline aufgegebene Bestellung wartet auf den Versand.'],
    ['de', 21, '21 offline aufgegebene Bestellungen warten auf den Versand.'],
  ])('%s, %i orders', (code, count, text) => {
    expect(waiting(code, count)).toBe(text)
  })

  it('keeps the spec’s text verbatim for more than one order', () => {
    expect(catalogues.en['orders.waiting.other']).toBe(
      'There are {count} orders placed offline waiting to be sent.',
    )
  })

  it('falls back to the other form for a category the catalogues do not have', () => {
    // Polish has `few` and `many`; the shop's catalogues only `one` and `other`.
    expect(selectPluralForm('pl-PL', 3)).toBe('other')
    expect(selectPluralForm('pl-PL', 1)).toBe('one')
    expect(selectPluralForm('en-US', 1.5)).toBe('other')
  })
})
