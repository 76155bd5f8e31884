// @vitest-environment jsdom
// Blocks as a shopper meets them (001 §2, §9): tiles of width 8 or less use the small layout and
// their text colour follows the background (luminance 128); the FAQ starts closed and the return
// accordion with its first item open; a raw-HTML block's surviving scripts are injected again so
// the browser runs them; the cards carousel wraps from its last card to the first.
import type { ContentBlock } from '@vitrine/contracts/content'
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentContext, type ContentContextValue } from '~/lib/content/block-context'
import CardsCarouselBlock from './cards-carousel'
import FaqBlock from './faq'
import RawHtmlBlock from './raw-html'
import ReturnAccordionBlock from './return-accordion'
import TilesBlock from './tiles'

const context: ContentContextValue = {
  preview: false,
  products: {},
  carousels: {},
  shortDescriptions: {},
  BlockList: () => null,
}

function renderBlock(element: JSX.Element) {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => <ContentContext.Provider value={context}>{element}</ContentContext.Provider>,
    },
  ])
  return render(<Stub initialEntries={['/']} />)
}

afterEach(cleanup)

const tile = (uid: string, width: string, color: string): ContentBlock => ({
  component: 'tile',
  _uid: uid,
  width,
  title: `Tile ${uid}`,
  background_color: { color },
})

describe('content blocks', () => {
  it('lays tiles out small up to width 8 and colours their text by the background', async () => {
    const block = {
      component: 'tiles',
      _uid: 't',
      tiles: [tile('a', '8', '#1d3557'), tile('b', '12', '#f1e3c8')],
    }
    renderBlock(<TilesBlock block={block} eager={false} />)
    const small = (await screen.findByRole('heading', { name: 'Tile a' })).closest('article')!
    const large = screen.getByRole('heading', { name: 'Tile b' }).closest('article')!
    expect(small.className).toMatch(/small/)
    expect(large.className).toMatch(/large/)
    expect(small.style.color).toBe('rgb(255, 255, 255)')
    expect(large.style.color).toBe('rgb(0, 0, 0)')
  })

  it('starts the FAQ closed and the return accordion with its first item open', async () => {
    const items = (kind: string, field: string) =>
      ['1', '2'].map((uid) => ({ component: kind, _uid: uid, [field]: `Item ${uid}` }))
    const { container } = renderBlock(
      <>
        <FaqBlock
          block={{ component: 'faq', _uid: 'f', items: items('faq-item', 'question') }}
          eager={false}
        />
        <ReturnAccordionBlock
          block={{
            component: 'return-accordion',
            _uid: 'r',
            items: items('accordion-item', 'title'),
          }}
          eager={false}
        />
      </>,
    )
    await screen.findAllByText('Item 1')
    const details = [...container.querySelectorAll('details')].map((item) => item.open)
    expect(details).toEqual([false, false, true, false])
  })

  it('injects the scripts of raw HTML again so that they run', async () => {
    const html =
      '<div id="widget"></div><script>document.getElementById("widget").textContent = "ran"</script>'
    renderBlock(<RawHtmlBlock block={{ component: 'raw-html', _uid: 'r', html }} eager={false} />)
    expect((await screen.findByText('ran')).id).toBe('widget')
  })

  it('wraps the cards carousel from the last card to the first', async () => {
    const cards = ['One', 'Two'].map((text) => ({
      component: 'card',
      _uid: text,
      content: `<h3>${text}</h3>`,
    }))
    renderBlock(
      <CardsCarouselBlock
        block={{ component: 'cards-carousel', _uid: 'c', cards }}
        eager={false}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'One' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }))
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }))
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy()
  })
})
