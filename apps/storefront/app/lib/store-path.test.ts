import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { assertKnownStoreSegment, buildStorePath, findStoreByPrefix } from './store-path'

const [worldwide, dutch] = storeViews

describe('findStoreByPrefix', () => {
  it('knows the nl and de prefixes only', () => {
    expect(findStoreByPrefix('nl')?.storeCode).toBe('nl')
    expect(findStoreByPrefix('de')?.storeCode).toBe('de')
    expect(findStoreByPrefix('default')).toBeUndefined()
    expect(findStoreByPrefix('fr')).toBeUndefined()
  })
})

describe('assertKnownStoreSegment', () => {
  it('lets the default store (no segment) and known prefixes through', () => {
    expect(() => assertKnownStoreSegment(undefined)).not.toThrow()
    expect(() => assertKnownStoreSegment('de')).not.toThrow()
  })

  it('answers 404 for an unknown first segment', () => {
    let thrown: unknown
    try {
      assertKnownStoreSegment('hats')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })
})

describe('buildStorePath', () => {
  it('prefixes paths with the store url', () => {
    expect(buildStorePath(worldwide!, '/login')).toBe('/login')
    expect(buildStorePath(dutch!, '/login')).toBe('/nl/login')
    expect(buildStorePath(dutch!, 'support/privacy-policy')).toBe('/nl/support/privacy-policy')
  })

  it('gives each store’s home', () => {
    expect(buildStorePath(worldwide!, '/')).toBe('/')
    expect(buildStorePath(dutch!, '/')).toBe('/nl')
  })
})
