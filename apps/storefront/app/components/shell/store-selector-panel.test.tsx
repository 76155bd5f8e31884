// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PanelsProvider } from './panels-provider'
import { StoreSelectorPanel } from './store-selector-panel'

function renderSelectorAt(path: string, data: Record<string, unknown>) {
  const Stub = createRemixStub([
    {
      path,
      loader: () => data,
      Component: () => (
        <PanelsProvider>
          <StoreSelectorPanel onClose={() => undefined} />
        </PanelsProvider>
      ),
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

const hrefs = async (name: string) =>
  within(await screen.findByRole('dialog', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

afterEach(cleanup)

describe('the language switch (spec 001 §2)', () => {
  it('leads a story page to its alternates by slug prefix, or to the home of a store without one', async () => {
    renderSelectorAt('/i/about-us', {
      kind: 'story',
      story: { full_slug: 'i/about-us', alternates: [{ full_slug: 'nl/i/over-ons' }] },
    })
    expect(await hrefs('Choose your country')).toEqual(['/i/about-us', '/nl/i/over-ons', '/de'])
  })

  it('keeps the path and query of any other page', async () => {
    renderSelectorAt('/nl/c/kleding-4', { kind: 'category' })
    expect(await hrefs('Kies je land')).toEqual([
      '/c/kleding-4',
      '/nl/c/kleding-4',
      '/de/c/kleding-4',
    ])
  })
})
