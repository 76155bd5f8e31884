// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { busyResponse } from '~/.server/busy-response.server'
import { GeneralErrorBoundary } from './error-boundary'

function renderFailingPage(path: string, failure: () => never) {
  const Stub = createRemixStub([
    {
      path: '/*',
      loader: failure,
      Component: () => <p>the page</p>,
      ErrorBoundary: GeneralErrorBoundary,
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

describe('GeneralErrorBoundary', () => {
  afterEach(cleanup)

  it('shows the busy page in the store view’s language when a BFF call was shed (D195)', async () => {
    renderFailingPage('/nl/c/hats', () => {
      throw busyResponse()
    })
    expect(await screen.findByRole('heading', { name: 'Even erg druk' })).toBeTruthy()
    expect(screen.getByText(/Probeer het over een paar seconden opnieuw/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe(
      '/nl',
    )
  })

  it('shows the not-found page for a 404 and the error page for anything else', async () => {
    renderFailingPage('/de/missing', () => {
      throw new Response('Not Found', { status: 404 })
    })
    expect(await screen.findByRole('heading', { name: '404 Seite nicht gefunden' })).toBeTruthy()
    cleanup()

    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderFailingPage('/c/hats', () => {
      throw new Error('the BFF answered 500')
    })
    expect(await screen.findByRole('heading', { name: 'Internal Server Error 500' })).toBeTruthy()
  })
})
