import { readFileSync } from 'node:fs'
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { layoutFullSlug, loadLayout } from './layout-content.server'
import { readLayoutStory } from './layout-story.server'

const seeded = (fullSlug: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../bff/content/stories/${fullSlug}.json`, import.meta.url), 'utf8'),
  )
const view = (code: string) => storeViews.find((candidate) => candidate.storeCode === code)!
const nl = view('nl')
const en = storeViews[0] as StoreView

describe('the seeded layout story', () => {
  it('gives the Dutch header its USPs, two mega menus and the stories row', () => {
    const layout = readLayoutStory(seeded('nl/layout'), nl)
    expect(layout.uspsMobile.map((usp) => usp.label)).toEqual([
      'Gratis verzending vanaf € 50',
      'Gratis retourneren binnen 30 dagen',
    ])
    expect(layout.usps[0]).toEqual({
      label: 'Gratis verzending vanaf € 50',
      icon: 'truck',
      href: '/nl/faq',
    })
    const [main, second] = layout.menus
    expect(main?.second).toBe(false)
    expect(main?.items.map((item) => [item.label, item.href, item.categoryId])).toEqual([
      ['Dames', '/nl/dames', 3],
      ['Heren', '/nl/heren', 20],
      ['Cadeaus', '/nl/cadeaus', 35],
    ])
    expect(main?.items[0]?.tiles[0]).toMatchObject({
      text: 'De zomerselectie: licht en luchtig',
      href: '/nl/dames/kleding/jurken',
    })
    expect(main?.items[0]?.additional).toEqual([
      { label: 'Retourbeleid', href: '/nl/return-policy' },
    ])
    expect(second?.second).toBe(true)
    expect(second?.items.map((item) => [item.label, item.categoryId])).toEqual([
      ['Verhalen', null],
      ['Klantenservice', null],
    ])
    expect(layout.stories?.paths).toEqual(['/'])
    expect(layout.stories?.items).toHaveLength(3)
  })

  it('gives the footer its USPs, accordions and the NEWSLETTER column with three socials', () => {
    const layout = readLayoutStory(seeded('de/layout'), view('de'))
    expect(layout.footerUsps?.items).toContain('Kostenloser Versand ab 50 €')
    expect(layout.footerColumns.map((column) => column.title)).toEqual([
      'Kundenservice',
      'Über Vitrine',
    ])
    expect(layout.footerColumns[0]?.links).toContainEqual({
      label: 'Cookie-Richtlinie',
      href: '/de/cookie-policy',
    })
    expect(layout.newsletter?.title).toBe('NEWSLETTER')
    expect(layout.newsletter?.socials.map((social) => social.network)).toEqual([
      'instagram',
      'facebook',
      'pinterest',
    ])
  })

  it('gives the mobile menu its plain links and the bottom navigation its items', () => {
    const layout = readLayoutStory(seeded('layout'), en)
    expect(layout.mobileMenu.mainLabel).toBe('Shop')
    expect(layout.mobileMenu.links[1]?.subLinks.map((link) => link.label)).toEqual([
      'Frequently asked questions',
      'Return policy',
      'Return an order',
    ])
    expect(layout.bottomNav).toEqual([
      { label: 'Home', icon: 'home', href: '/', guestHref: '/', action: null },
      { label: 'Search', icon: 'search', href: '', guestHref: '', action: 'search' },
      {
        label: 'Wishlist',
        icon: 'heart',
        href: '/my-account/wishlist',
        guestHref: '/login',
        action: null,
      },
      { label: 'Account', icon: 'user', href: '/my-account', guestHref: '/login', action: null },
    ])
  })
})

describe('an editor’s half-filled blocks', () => {
  it('are read as far as they make sense and unknown blocks are skipped', () => {
    const story = {
      content: {
        component: 'layout',
        _uid: 'a',
        header: [
          { component: 'unknown', _uid: 'b' },
          { component: 'usps', _uid: 'c', usps: [{ label: '' }, { label: 'Fast', link: null }] },
          {
            component: 'megamenu',
            _uid: 'd',
            items: [
              { component: 'megamenu-item', title: '' },
              { component: 'link', title: 'X' },
            ],
          },
        ],
        bottom_navigation: [{ component: 'link', title: 'Odd', icon: 'rocket', link: '/x' }],
        footer: [{ component: 'footer-column', title: '', links: [] }],
      },
    }
    const layout = readLayoutStory(story, en)
    expect(layout.usps).toEqual([{ label: 'Fast', icon: '', href: null }])
    expect(layout.menus[0]?.items.map((item) => [item.label, item.columnCount])).toEqual([['X', 4]])
    expect(layout.bottomNav).toEqual([])
    expect(layout.footerColumns).toEqual([])
    expect(readLayoutStory('not a story', en).menus).toEqual([])
  })
})

describe('loadLayout', () => {
  it('asks for the story in the store view’s folder', async () => {
    const asked: string[] = []
    await loadLayout(nl, async (slug) => {
      asked.push(slug)
      return seeded(slug)
    })
    expect(asked).toEqual(['nl/layout'])
    expect(layoutFullSlug(en)).toBe('layout')
  })

  it('gives the empty layout when the story cannot be read', async () => {
    const payload = await loadLayout(en, () => Promise.reject(new Error('404')))
    expect(JSON.parse(payload)).toMatchObject({ menus: [], footerColumns: [], bottomNav: [] })
  })
})
