import { findStoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import {
  decideDispatch,
  isStoreHome,
  isStoreSwitch,
  mapStoreProductRoute,
  nameProductRoute,
  toCachedTarget,
} from './url-resolution'

const nl = findStoreView('nl')!

describe('url resolution', () => {
  it('a rewrite redirects with its stored redirect type, keeping the query', () => {
    expect(
      decideDispatch('/ladies', '?utm_source=mail', {
        type: 'redirect',
        target: '/women',
        status: 301,
      }),
    ).toEqual({ kind: 'redirect', location: '/women?utm_source=mail', status: 301 })
    expect(
      decideDispatch('/summer-sale', '', { type: 'redirect', target: '/sale', status: 302 }),
    ).toEqual({ kind: 'redirect', location: '/sale', status: 302 })
  })

  it('a category url path renders the category in place', () => {
    expect(
      decideDispatch('/women/clothing', '?size=5021', { type: 'category', slug: 'clothing-4' }),
    ).toEqual({ kind: 'category', slug: 'clothing-4' })
  })

  it('a CMS page identifier renders the CMS page in place', () => {
    expect(
      decideDispatch('/nl/about-us', '', { type: 'cms_page', identifier: 'about-us' }),
    ).toEqual({ kind: 'cms-page', identifier: 'about-us' })
  })

  it('a product url path leads to its product route', () => {
    expect(
      decideDispatch('/nl/women/cap.html', '', { type: 'product', path: '/nl/p/A1/cap' }),
    ).toEqual({ kind: 'redirect', location: '/nl/p/A1/cap', status: 302 })
  })

  it('an unmapped path is not found, unless it carries old filter parameters', () => {
    expect(decideDispatch('/made-up', '', { type: 'none' })).toEqual({ kind: 'not-found' })
    expect(decideDispatch('/made-up', '?size=5021', { type: 'none' })).toEqual({
      kind: 'not-found',
    })
    expect(decideDispatch('/nl/old-list', '?cat=12&price=10-20', { type: 'none' })).toEqual({
      kind: 'redirect',
      location: '/nl',
      status: 302,
    })
  })

  it('a bare store root with /home appended is the home of that store', () => {
    expect(isStoreHome('/nl/')).toBe(true)
    expect(isStoreHome('/de/home')).toBe(true)
    expect(isStoreHome('/home/')).toBe(true)
    expect(isStoreHome('/women')).toBe(false)
    expect(decideDispatch('/nl/home', '', undefined)).toEqual({
      kind: 'redirect',
      location: '/nl',
      status: 301,
    })
  })

  it('reduces server answers to what a navigation needs', () => {
    expect(toCachedTarget({ type: 'category', item: { id: 4, slug: 'clothing-4' } }, nl)).toEqual({
      type: 'category',
      slug: 'clothing-4',
    })
    expect(toCachedTarget({ type: 'product', item: { sku: 'A1', slug: 'blue-cap' } }, nl)).toEqual({
      type: 'product',
      path: '/nl/p/A1/blue-cap',
    })
    expect(toCachedTarget({ type: 'cms_page', item: { identifier: 'about' } }, nl)).toEqual({
      type: 'cms_page',
      identifier: 'about',
    })
    expect(toCachedTarget(null, nl)).toEqual({ type: 'none' })
  })

  it('names product routes by type, and per store code for the store-specific route', () => {
    expect(nameProductRoute('configurable')).toBe('configurable-product')
    expect(nameProductRoute('simple', 'default')).toBe('simple-product')
    expect(
      mapStoreProductRoute(
        { type_id: 'simple', sku: 'C-1', parentSku: 'C', slug: 'cap', url_path: 'women/cap.html' },
        nl,
      ),
    ).toEqual({
      name: 'nl-simple-product',
      path: '/nl/women/cap.html',
      params: { parentSku: 'C', slug: 'cap' },
    })
  })

  it('knows when a navigation changes the store view', () => {
    expect(isStoreSwitch('/c/hats-1', '/nl/c/hats-1')).toBe(true)
    expect(isStoreSwitch('/nl', '/nl/c/hats-1')).toBe(false)
  })
})

describe('navigation failures', () => {
  it('count as offline when the browser is offline or the query came back empty offline', async () => {
    const { classifyNavigationFailure } = await import('./navigation-failure')
    expect(classifyNavigationFailure(new TypeError('Failed to fetch'), true)).toEqual({
      offline: false,
    })
    expect(classifyNavigationFailure(new TypeError('Failed to fetch'), false)).toEqual({
      offline: true,
    })
    expect(
      classifyNavigationFailure(new Error('Category query returned empty result slug = x'), true),
    ).toEqual({ offline: true })
  })
})
