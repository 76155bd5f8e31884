import { readFileSync } from 'node:fs'
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import { renderUspIcon } from '~/lib/content/usp-icons'
import { layoutFullSlug, loadLayout, loadShellContent } from './layout-content.server'
import { readLayoutStory } from './layout-story.server'

const seeded = (fullSlug: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../bff/content/stories/${fullSlug}.json`, import.meta.url), 'utf8'),
  )
const view = (code: string) => storeViews.find((candidate) => candidate.storeCode === code)!
const nl = view('nl')
const en = storeViews[0] as StoreView

describe('the seeded layout story', () => {
  it('gives the Dutch header its USPs, two mega menus and the paths with stories', () => {
    const layout = readLayoutStory(seeded('nl/layout'), nl)
    expect(layout.uspsMobile.map((usp) => usp.label)).toEqual([
      'Gratis verzending vanaf € 50',
      'Gratis retourneren binnen 30 dagen',
    ])
    expect(layout.usps[0]).toEqual({
      label: 'Gratis verzending vanaf € 50',
      icon: 'truck',
      iconSvg: renderUspIcon('truck'),
      href: '/nl/faq',
    })
    // Each USP carries the icon the story names (D116).
    expect(layout.usps.map((usp) => usp.icon)).toEqual(['truck', 'return', 'clock', 'gift'])
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
    // The paths with a storyline story; the rows themselves are read per path (D131).
    expect(layout.stories).toEqual({ title: 'Verhalen', paths: ['/', '/dames'] })
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
    // A USP without a known icon gets the checkmark.
    expect(layout.usps).toEqual([
      { label: 'Fast', icon: 'check', iconSvg: renderUspIcon('check'), href: null },
    ])
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

describe('loadShellContent', () => {
  // Layouts are kept per store view for a page's lifetime (D226): each test reads at its own
  // moment, an hour after the one before, so none sees another's kept layout.
  let hour = 0
  const anotherHour = () => Date.UTC(2026, 10, 29) + ++hour * 3_600_000

  /** The BFF's story API over the seeded stories (or the given ones); 404 for a missing one. */
  function seededBff(stories: Record<string, unknown> = {}) {
    const asked: string[] = []
    const call = async (_path: string, request: { params: string[] }) => {
      const slug = request.params.join('/')
      asked.push(slug)
      try {
        return { story: stories[slug] ?? seeded(slug) }
      } catch {
        throw new BffError(404, 'Not found')
      }
    }
    return { bff: { call } as unknown as BffClient, asked }
  }

  it('reads the stories of a path the layout lists, in the store view’s folder', async () => {
    const { bff, asked } = seededBff()
    const shell = await loadShellContent(bff, nl, '/nl/dames', anotherHour())
    expect(asked).toEqual(['nl/layout', 'nl/storyline-stories/dames'])
    expect(shell.storyline?.path).toBe('/dames')
    expect(shell.storyline?.stories?.title).toBe('Verhalen')
    expect(shell.storyline?.stories?.items.map((item) => [item.title, item.href])).toEqual([
      ['Zwemwinkel', '/nl/dames/badmode'],
      ['Zonnehoeden', '/nl/dames/hoeden-petten'],
      ['Jurkjes', '/nl/dames/kleding/jurken'],
    ])
  })

  it('reads the home page’s stories from storyline-stories/home', async () => {
    const { bff, asked } = seededBff()
    const shell = await loadShellContent(bff, en, '/', anotherHour())
    expect(asked).toEqual(['layout', 'storyline-stories/home'])
    expect(shell.storyline?.stories?.items.map((item) => item.title)).toEqual([
      'Summer edit',
      'Beach days',
      'Hats off',
    ])
  })

  it('asks for nothing more on a page without stories', async () => {
    const { bff, asked } = seededBff()
    const shell = await loadShellContent(bff, nl, '/nl/faq', anotherHour())
    expect(asked).toEqual(['nl/layout'])
    expect(shell.storyline).toBeNull()
  })

  it('shows no row when the listed path has no storyline story', async () => {
    const layout = seeded('layout') as { content: { header: Record<string, unknown>[] } }
    const header = layout.content.header.map((blok) =>
      blok.component === 'stories' ? { ...blok, paths: ['/sale'] } : blok,
    )
    const { bff, asked } = seededBff({
      layout: { ...layout, content: { ...layout.content, header } },
    })
    const shell = await loadShellContent(bff, en, '/sale', anotherHour())
    expect(asked).toEqual(['layout', 'storyline-stories/sale'])
    expect(shell.storyline).toEqual({ path: '/sale', stories: null })
  })

  it('keeps a store view’s layout for a page’s lifetime and does not keep a failed read', async () => {
    const { bff, asked } = seededBff()
    const start = anotherHour()
    await loadShellContent(bff, nl, '/nl/faq', start)
    await loadShellContent(bff, nl, '/nl/dames', start + 10_000)
    await loadShellContent(bff, en, '/faq', start + 10_000)
    // the page cache keeps a page 30 s (STOREFRONT_PAGE_CACHE_SECONDS): so long the layout too
    await loadShellContent(bff, nl, '/nl/faq', start + 31_000)
    expect(asked).toEqual(['nl/layout', 'nl/storyline-stories/dames', 'layout', 'nl/layout'])

    const failing = {
      call: async () => {
        throw new BffError(503, 'Busy')
      },
    } as unknown as BffClient
    const later = anotherHour()
    const empty = await loadShellContent(failing, nl, '/nl/faq', later)
    expect(JSON.parse(empty.layout)).toMatchObject({ menus: [], footerColumns: [] })
    const again = seededBff()
    const read = await loadShellContent(again.bff, nl, '/nl/faq', later + 1000)
    expect(again.asked).toEqual(['nl/layout'])
    expect(JSON.parse(read.layout).menus.length).toBeGreaterThan(0)
  })
})
