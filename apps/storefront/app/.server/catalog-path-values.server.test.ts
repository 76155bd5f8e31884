import { describe, expect, it } from 'vitest'
import { isCatalogValue, isMappableUrl } from './catalog-path-values.server'

describe('page addresses the catalogue can look up', () => {
  it('takes skus and slugs up to the filter value limit, and no value at all', () => {
    expect(isCatalogValue('DRS-0001')).toBe(true)
    expect(isCatalogValue(undefined)).toBe(true)
    expect(isCatalogValue('s'.repeat(500))).toBe(true)
    expect(isCatalogValue('s'.repeat(501))).toBe(false)
  })

  it('takes paths up to the URL map limit', () => {
    expect(isMappableUrl('/women/dresses.html?color=5003')).toBe(true)
    expect(isMappableUrl(`/${'a'.repeat(2500)}`)).toBe(false)
  })
})
