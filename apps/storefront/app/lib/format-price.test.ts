import { storeViews, type StoreCode, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { formatPrice } from './format-price'

function storeView(code: StoreCode): StoreView {
  const view = storeViews.find((candidate) => candidate.storeCode === code)
  if (!view) throw new Error(`no store view ${code}`)
  return view
}

// Intl separates sign and amount with a no-break space; compare with plain spaces.
const shown = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('formatPrice', () => {
  it('shows an empty total in each store view’s format', () => {
    expect(shown(formatPrice(0, storeView('default')))).toBe('€0.00')
    expect(shown(formatPrice(0, storeView('nl')))).toBe('€ 0,00')
    expect(shown(formatPrice(0, storeView('de')))).toBe('0,00 €')
  })

  it('turns cents into euros with the store’s decimal and group separators', () => {
    expect(shown(formatPrice(123456, storeView('default')))).toBe('€1,234.56')
    expect(shown(formatPrice(123456, storeView('nl')))).toBe('€ 1.234,56')
    expect(shown(formatPrice(123456, storeView('de')))).toBe('1.234,56 €')
  })

  it('keeps the configured number of fraction digits', () => {
    const noCents = { i18n: { ...storeView('de').i18n, fractionDigits: 0 } }
    expect(shown(formatPrice(1950, noCents))).toBe('20 €')
  })

  it('shows negative amounts such as discounts', () => {
    expect(shown(formatPrice(-500, storeView('default')))).toBe('-€5.00')
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatPrice(19.95, storeView('default'))).toThrow(TypeError)
  })
})
