// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DefaultLayout } from './layouts'

/** The panels' code loads when one first opens (D63): on a busy machine that takes seconds. */
const LAZY_PANEL = { timeout: 15_000 }

function renderShopAt(path: string) {
  const Stub = createRemixStub([
    {
      path,
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
      path: '/checkout',
      handle: { checkout: true },
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
      ['Wunschliste', '/de/my-account/wishlist'],
      ['Konto', '/de/login'],
    ])
    fireEvent.click(within(bottom).getByRole('button', { name: 'Suche' }))
    expect(
      await screen.findByRole('dialog', { name: 'Nach Produkten suchen' }, LAZY_PANEL),
    ).toBeTruthy()
  })

  it('has no bottom navigation in checkout', async () => {
    renderCheckout()
    expect(await screen.findByText('Page content')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull()
  })
})
