import { storeViews, type StoreCode } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues'
import { messagesEn } from './messages-en'
import {
  catalogueLocales,
  createTranslator,
  interpolate,
  listPlaceholders,
  selectCatalogueLocale,
  selectHtmlLang,
} from './translate'

function storeView(code: StoreCode) {
  const view = storeViews.find((candidate) => candidate.storeCode === code)
  if (!view) throw new Error(`no store view ${code}`)
  return view
}

describe('message catalogues', () => {
  const englishKeys = Object.keys(messagesEn).sort()

  it.each(catalogueLocales)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(englishKeys)
  })

  it.each(catalogueLocales)('%s uses the same placeholders as English in every text', (locale) => {
    const mismatches = englishKeys.filter((key) => {
      const english = messagesEn[key as keyof typeof messagesEn]
      const translated = catalogues[locale][key as keyof typeof messagesEn]
      return listPlaceholders(english).join() !== listPlaceholders(translated).join()
    })
    expect(mismatches).toEqual([])
  })

  it.each(catalogueLocales)('%s has no empty text', (locale) => {
    const empty = Object.entries(catalogues[locale]).filter(([, text]) => text.trim() === '')
    expect(empty).toEqual([])
  })

  it('keeps the texts quoted by the spec verbatim in English', () => {
    const t = createTranslator('en')
    expect(t('microcart.title')).toBe('Your Order')
    expect(t('notFound.title')).toBe('404 Page Not Found')
    expect(t('notFound.text')).toBe("Unfortunately we can't find the page you are looking for.")
    expect(t('error.title')).toBe('Internal Server Error 500')
    expect(t('offline.badge')).toBe('You are offline. Some features might not be available.')
    expect(t('footer.newsletterText')).toBe(
      'Subscribe to our newsletter and get 10% discount off your next order',
    )
    expect(t('validation.searchMinLength')).toBe(
      'Searched term should consist of at least 3 characters.',
    )
  })
})

describe('createTranslator', () => {
  it('fills placeholders with the given values', () => {
    expect(createTranslator('en')('validation.quantityBelow', { quantity: 5 })).toBe(
      'Quantity must be below 5',
    )
    expect(createTranslator('de-DE')('coupon.notValid', { code: 'SUMMER' })).toBe(
      'SUMMER ist kein gültiger Gutschein.',
    )
  })

  it('answers in the language of the catalogue', () => {
    expect(createTranslator('nl-NL')('microcart.title')).toBe('Jouw bestelling')
    expect(createTranslator('de-DE')('microcart.title')).toBe('Ihre Bestellung')
  })
})

describe('interpolate', () => {
  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Only {maxQuantity} left', {})).toBe('Only {maxQuantity} left')
  })

  it('lists the placeholders of a text', () => {
    expect(listPlaceholders('{b} and {a}')).toEqual(['a', 'b'])
  })
})

describe('store view language', () => {
  it('maps each store view to its catalogue and html lang', () => {
    expect(selectCatalogueLocale(storeView('default'))).toBe('en')
    expect(selectCatalogueLocale(storeView('nl'))).toBe('nl-NL')
    expect(selectCatalogueLocale(storeView('de'))).toBe('de-DE')
    expect(storeViews.map(selectHtmlLang)).toEqual(['en', 'nl', 'de'])
  })
})
