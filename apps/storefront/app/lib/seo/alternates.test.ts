import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { listAlternates, selectHreflang, toAbsoluteUrl } from './alternates'

const ORIGIN = 'https://shop.example'

describe('hreflang alternates', () => {
  it('names the worldwide store en and the others by locale', () => {
    expect(storeViews.map(selectHreflang)).toEqual(['en', 'nl-NL', 'de-DE'])
  })

  it('lists the same page in every store view plus x-default, from any store prefix', () => {
    const expected = [
      { hreflang: 'en', href: 'https://shop.example/c/hats-5' },
      { hreflang: 'nl-NL', href: 'https://shop.example/nl/c/hats-5' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/c/hats-5' },
      { hreflang: 'x-default', href: 'https://shop.example/c/hats-5' },
    ]
    expect(listAlternates(ORIGIN, '/c/hats-5')).toEqual(expected)
    expect(listAlternates(`${ORIGIN}/`, '/nl/c/hats-5')).toEqual(expected)
  })

  it("points each store view at the page's own address there when the addresses differ (D84)", () => {
    const paths = {
      default: '/p/CAP-0001/washed-dad-cap-12',
      nl: '/nl/p/CAP-0001/gewassen-dad-cap-12',
      de: '/de/p/CAP-0001/gewaschene-dad-cap-12',
    }
    expect(listAlternates(ORIGIN, paths.nl, storeViews, paths)).toEqual([
      { hreflang: 'en', href: 'https://shop.example/p/CAP-0001/washed-dad-cap-12' },
      { hreflang: 'nl-NL', href: 'https://shop.example/nl/p/CAP-0001/gewassen-dad-cap-12' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/p/CAP-0001/gewaschene-dad-cap-12' },
      { hreflang: 'x-default', href: 'https://shop.example/p/CAP-0001/washed-dad-cap-12' },
    ])
  })

  it('points the home pages at the store roots', () => {
    expect(listAlternates(ORIGIN, '/de').map((alternate) => alternate.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/nl',
      'https://shop.example/de',
      'https://shop.example/',
    ])
  })

  it('hides disabled store views, and x-default falls back when the default store is disabled', () => {
    const withoutNl: StoreView[] = storeViews.map((view) =>
      view.storeCode === 'nl' ? { ...view, disabled: true } : view,
    )
    expect(listAlternates(ORIGIN, '/p/A/a', withoutNl).map((item) => item.hreflang)).toEqual([
      'en',
      'de-DE',
      'x-default',
    ])
    const withoutDefault: StoreView[] = storeViews.map((view) =>
      view.storeCode === 'default' ? { ...view, disabled: true } : view,
    )
    expect(listAlternates(ORIGIN, '/p/A/a', withoutDefault).at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://shop.example/nl/p/A/a',
    })
  })

  it('makes absolute URLs and keeps encoded segments', () => {
    expect(toAbsoluteUrl('https://shop.example/', '/p/A%2FB/x')).toBe(
      'https://shop.example/p/A%2FB/x',
    )
  })
})
