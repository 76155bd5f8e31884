import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TAX_COUNTRY,
  FALLBACK_TAX_COUNTRY,
  MISSING_TAX_COUNTRY_MESSAGE,
  requireTaxCountry,
  resolveTaxCountry,
} from './tax-country.js'

describe('tax country (spec 000 §5, §9)', () => {
  it('the configured default is NL and the fallback is PL', () => {
    expect(DEFAULT_TAX_COUNTRY).toBe('NL')
    expect(FALLBACK_TAX_COUNTRY).toBe('PL')
  })

  it.each([
    [{ defaultCountry: 'NL' }, 'NL'],
    [{ defaultCountry: 'de' }, 'DE'],
    [{ defaultCountry: '' }, 'PL'],
    [{ defaultCountry: '  ' }, 'PL'],
    [{ defaultCountry: null }, 'PL'],
    [{}, 'PL'],
    [null, 'PL'],
    [undefined, 'PL'],
  ])('store tax config %j uses country %s', (config, country) => {
    expect(resolveTaxCountry(config)).toBe(country)
  })

  it.each([[undefined], [null], [''], ['   ']])(
    'totals refuse to compute without a country (%j)',
    (country) => {
      expect(requireTaxCountry(country)).toEqual({ ok: false, error: MISSING_TAX_COUNTRY_MESSAGE })
    },
  )

  it('the refusal carries the spec text verbatim', () => {
    expect(MISSING_TAX_COUNTRY_MESSAGE).toBe(
      'Please do set the tax.defaultCountry in order to calculate totals',
    )
  })

  it('accepts a country, normalised to upper case', () => {
    expect(requireTaxCountry(' nl ')).toEqual({ ok: true, country: 'NL' })
  })
})
