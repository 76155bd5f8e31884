import { describe, expect, it } from 'vitest'
import { StoreViewSchema } from './store-view-schema.js'
import {
  findStoreView,
  listEnabledStoreViews,
  resolveStoreFromPath,
  storeViews,
  type StoreView,
} from './store-views.js'

describe('store views (spec 000 §1, §9)', () => {
  it('has the default store (id 1) at the root, nl (id 3) and de (id 4), all in EUR', () => {
    expect(storeViews.map((v) => [v.storeCode, v.storeId, v.url, v.i18n.currencyCode])).toEqual([
      ['default', 1, '', 'EUR'],
      ['nl', 3, '/nl', 'EUR'],
      ['de', 4, '/de', 'EUR'],
    ])
  })

  it('every store view is valid against its schema', () => {
    for (const view of storeViews) expect(StoreViewSchema.parse(view)).toEqual(view)
  })

  it('lists the enabled store views: all three, without one marked disabled', () => {
    expect(listEnabledStoreViews().map((view) => view.storeCode)).toEqual(['default', 'nl', 'de'])
    const views: StoreView[] = storeViews.map((view) =>
      view.storeCode === 'de' ? { ...view, disabled: true } : view,
    )
    expect(listEnabledStoreViews(views).map((view) => view.storeCode)).toEqual(['default', 'nl'])
  })

  it('finds a store view by code and nothing for an unknown code', () => {
    expect(findStoreView('de')?.storeId).toBe(4)
    expect(findStoreView('fr')).toBeUndefined()
    expect(findStoreView(undefined)).toBeUndefined()
  })

  it.each([
    ['/', 'default', '/'],
    ['', 'default', '/'],
    ['/c/hats', 'default', '/c/hats'],
    ['/nl', 'nl', '/'],
    ['/nl/', 'nl', '/'],
    ['/de/p/CAP-1/red-cap', 'de', '/p/CAP-1/red-cap'],
    ['/nlx/c/hats', 'default', '/nlx/c/hats'],
  ])('resolves %s to store %s and path %s', (pathname, code, path) => {
    const resolved = resolveStoreFromPath(pathname)
    expect(resolved.storeView.storeCode).toBe(code)
    expect(resolved.path).toBe(path)
  })
})
