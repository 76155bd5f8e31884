// @vitest-environment jsdom
// The block registry as a shopper and an editor see it (001 §2 "Content blocks"): known blocks
// load lazily and render; an unknown block renders nothing in the shop and a visible placeholder
// in an editor's preview; the blocks still loading are counted on the document; the slider's
// progress bar is labelled by the slide texts without markup and hidden with one slide; a tab is
// chosen by the URL hash.
import type { ContentBlock } from '@vitrine/contracts/content'
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StoryContent } from './story-content'

const base = { products: {}, carousels: {}, shortDescriptions: {} }

function renderBlocks(blocks: ContentBlock[], preview = false, path = '/') {
  const Stub = createRemixStub([
    { path: '/', Component: () => <StoryContent data={{ ...base, preview }} blocks={blocks} /> },
  ])
  return render(<Stub initialEntries={[path]} />)
}

const heading: ContentBlock = { component: 'heading', _uid: 'h', text: 'Fresh in this week' }
const unknown: ContentBlock = { component: 'hologram', _uid: 'x' }

afterEach(cleanup)

describe('story blocks', () => {
  it('renders a known block (a heading, level 2 by default) and leaves an unknown one out', async () => {
    const { container } = renderBlocks([heading, unknown])
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fresh in this week' }),
    ).toBeTruthy()
    expect(container.textContent).not.toContain('hologram')
  })

  it('counts the blocks still loading on the document until each has mounted, nested ones too', async () => {
    const tabs: ContentBlock = {
      component: 'tabs',
      _uid: 't',
      tabs: [{ component: 'tab', _uid: 'a', title: 'One', body: [heading] }],
    }
    renderBlocks([tabs, unknown])
    const pending = () => document.documentElement.dataset.pendingBlocks
    // Only the tabs block is known at first; the heading inside is counted once the tabs mount.
    expect(pending()).toBe('1')
    expect(await screen.findByRole('heading', { name: 'Fresh in this week' })).toBeTruthy()
    await waitFor(() => expect(pending()).toBe('0'))
  })

  it('shows an unknown block as a placeholder in an editor’s preview', async () => {
    renderBlocks([unknown], true)
    expect((await screen.findByRole('note')).textContent).toBe('Unknown block: hologram')
  })

  it('labels the slider’s progress bar by the slide texts stripped of markup', async () => {
    const slide = (uid: string, text: string) => ({ component: 'slide', _uid: uid, text })
    renderBlocks([
      {
        component: 'slider',
        _uid: 's',
        slides: [slide('a', '<h2>Summer</h2><p>Light layers</p>'), slide('b', '<h2>Swim</h2>')],
      },
    ])
    const first = await screen.findByRole('button', { name: 'Show slide 1: Summer Light layers' })
    expect(first.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy()
  })

  it('hides the progress bar and arrows of a slider with one slide', async () => {
    renderBlocks([
      { component: 'slider', _uid: 's', slides: [{ component: 'slide', _uid: 'a', text: 'One' }] },
    ])
    expect(await screen.findByText('One')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull()
  })
})
