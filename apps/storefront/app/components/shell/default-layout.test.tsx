// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { afterEach, describe, expect, it } from 'vitest'
import { layoutFullSlug } from '~/.server/layout-content.server'
import { readLayoutStory } from '~/.server/layout-story.server'
import { toJsonPayload } from '~/lib/json-payload'
import { DefaultLayout } from './layouts'

/** The root loader's layout: the seeded layout story of the path's store view (D125). */
function loadSeededLayout(path: string) {
  const { storeView } = resolveStoreFromPath(path)
  // The tests run in the storefront's folder; the stories are the BFF's seed (D125).
  const file = resolve(`../bff/content/stories/${layoutFullSlug(storeView)}.json`)
  return {
    layout: toJsonPayload(readLayoutStory(JSON.parse(readFileSync(file, 'utf8')), storeView)),
  }
}

/** The panels' code loads when one first opens (D63): on a busy machine that takes seconds. */
const LAZY_PANEL = { timeout: 15_000 }

function renderShopAt(path: string) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path,
      loader: () => loadSeededLayout(path),
      Component: () => (
        <DefaultLayout isHome={false}>
          <p>Page content</p>
        </DefaultLayout>
      ),
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

/** A checkout page: its route's handle marks it (spec 001 §2: checkout hides the shell's navigation). */
function renderCheckout() {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/checkout',
      handle: { checkout: true },
      loader: () => loadSeededLayout('/checkout'),
      Component: () => (
        <DefaultLayout isHome={false}>
          <p>Page content</p>
        </DefaultLayout>
      ),
    },
  ])
  return render(<Stub initialEntries={['/checkout']} />)
}

const shown = (text: string | null) => text?.replace(/\u00a0/g, ' ')

afterEach(cleanup)
// These renders stand for the browser after hydration (root.tsx marks it): the footer island has
// no server HTML to keep, so it renders the footer (D126).
document.documentElement.dataset.hydrated = 'true'

describe('the default layout', () => {
  it('opens the mini-cart from the header with the empty state and totals of the store', async () => {
    renderShopAt('/nl')
    fireEvent.click(await screen.findByRole('button', { name: 'Winkelwagen, 0 artikelen' }))
    // The panels' code loads when one first opens (D63).
    const cart = await screen.findByRole('dialog', { name: 'Jouw bestelling' }, LAZY_PANEL)
    expect(within(cart).getByText('Je winkelwagen is leeg.')).toBeTruthy()
    expect(shown(within(cart).getByRole('definition').textContent)).toBe('€ 0,00')
  })

  it('closes the open panel with Escape, the close button or the overlay', async () => {
    renderShopAt('/')
    const cartButton = await screen.findByRole('button', { name: 'Cart, 0 items' })

    fireEvent.click(cartButton)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(cartButton)
    fireEvent.click(screen.getByRole('button', { name: 'Close the panel' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    // A real click focuses the button; jsdom needs to be told.
    cartButton.focus()
    fireEvent.click(cartButton)
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, LAZY_PANEL)).getByRole('button', {
        name: 'Close',
      }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(cartButton)
  })

  it('shows the overlay only while a panel is open', async () => {
    renderShopAt('/')
    expect(screen.queryByRole('button', { name: 'Close the panel' })).toBeNull()
    const header = await screen.findByRole('banner')
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByRole('dialog', { name: 'Search for products' }, LAZY_PANEL),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close the panel' })).toBeTruthy()
  })

  it('lists every store view in the store selector, linking to its URL', async () => {
    renderShopAt('/de')
    fireEvent.click(await screen.findByRole('button', { name: 'Sprache ändern' }))
    const selector = await screen.findByRole('dialog', { name: 'Wählen Sie Ihr Land' }, LAZY_PANEL)
    const links = within(selector).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/nl', '/de'])
    expect(links[2]?.getAttribute('aria-current')).toBe('true')
  })

  // spec 001 §2: the wishlist icon leads to the wishlist (whose page sends a guest to /login).
  it('leads to the wishlist and, for guests, the account icon to the login page', async () => {
    renderShopAt('/nl')
    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'Verlanglijst' }).getAttribute('href')).toBe(
      '/nl/my-account/wishlist',
    )
    expect(within(header).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/nl/login',
    )
  })

  // spec 001 §2 "Layouts": the bottom navigation (D86); CSS shows it below 1024 px only.
  it('offers home, search, wishlist and account in the bottom navigation of the store', async () => {
    renderShopAt('/de')
    const bottom = await screen.findByRole('navigation', { name: 'Schnellzugriff' })
    const links = within(bottom).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/de'],
      // The layout story's wishlist item sends guests to log in first (D85).
      ['Wunschliste', '/de/login'],
      ['Konto', '/de/login'],
    ])
    fireEvent.click(within(bottom).getByRole('button', { name: 'Suche' }))
    expect(
      await screen.findByRole('dialog', { name: 'Nach Produkten suchen' }, LAZY_PANEL),
    ).toBeTruthy()
  })

  it('shows the seeded header and footer of the store view (D125)', async () => {
    renderShopAt('/nl')
    const header = await screen.findByRole('banner')
    const menu = within(header).getByRole('navigation', { name: 'Hoofdnavigatie' })
    expect(within(menu).getByRole('link', { name: 'Dames' }).getAttribute('href')).toBe('/nl/dames')
    const second = within(header).getByRole('navigation', { name: 'Meer' })
    expect(within(second).getByRole('link', { name: 'Verhalen' }).getAttribute('href')).toBe(
      '/nl/i/about-us',
    )
    const footer = await screen.findByRole('contentinfo', {}, LAZY_PANEL)
    expect(within(footer).getByRole('heading', { name: 'NIEUWSBRIEF' })).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'Cookiebeleid' }).getAttribute('href')).toBe(
      '/nl/cookie-policy',
    )
    expect(
      within(footer).getAllByRole('link', { name: /Instagram|Facebook|Pinterest/ }),
    ).toHaveLength(3)
  })

  it('has no bottom navigation in checkout', async () => {
    renderCheckout()
    expect(await screen.findByText('Page content')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull()
  })
})
