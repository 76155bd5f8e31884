// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import type { ContentBlock } from '@vitrine/contracts/content'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { NotificationsProvider } from '~/components/shell/notifications-provider'
import type { ProductCardView } from '~/lib/catalog/product-card'
import { ContentContext, type ContentContextValue } from '~/lib/content/block-context'
import FooterUspsBlock from './footer-usps'
import NewsletterBlock from './newsletter'
import OrderSuccessBlock from './order-success'
import QuickFiltersBlock from './quick-filters'
import ShopTheLookBlock from './shop-the-look'
import ThemeColourBlock, { readThemeColour } from './theme-colour'
import UspsBlock from './usps'

const bikini: ProductCardView = {
  sku: 'BKN-0002',
  name: 'Triangle Bikini',
  typeId: 'simple',
  link: '/p/BKN-0002/triangle-bikini-2',
  image: '/b/i/bikini-blue.jpg',
  price: { regular: 3995, special: null, old: null },
  labels: [],
  tags: [],
  colours: [],
}

/** The page's content: the product cards its loader looked up by SKU (D115). */
const content: ContentContextValue = {
  preview: false,
  products: { [bikini.sku]: bikini },
  carousels: {},
  shortDescriptions: {},
  BlockList: () => null,
}

function renderAt(path: string, element: ReactElement) {
  const Stub = createRemixStub([
    {
      path: path.split('?')[0] ?? path,
      Component: () => <ContentContext.Provider value={content}>{element}</ContentContext.Provider>,
    },
  ])
  return render(
    <NotificationsProvider>
      <Stub initialEntries={[path]} />
    </NotificationsProvider>,
  )
}

const block = (component: string, fields: Record<string, unknown>): ContentBlock => ({
  component,
  _uid: `${component}-1`,
  ...fields,
})
const link = (url: string) => ({ linktype: 'url', url, cached_url: url })

afterEach(cleanup)

describe('the layout blocks', () => {
  it('quick filters link to listings inside the store view', async () => {
    renderAt(
      '/nl',
      <QuickFiltersBlock
        block={block('quick-filters', {
          title: 'Snel filteren',
          links: [
            { label: 'Rood', link: link('/dames?color=red') },
            { label: '', link: link('/leeg') },
          ],
        })}
      />,
    )
    const nav = await screen.findByRole('navigation', { name: 'Snel filteren' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/nl/dames?color=red'])
  })

  it('USPs rotate through at most six selling points, in the store’s words', async () => {
    const usps = Array.from({ length: 8 }, (_, index) => ({ label: `USP ${index}` }))
    renderAt('/de', <UspsBlock block={block('usps', { usps })} />)
    const list = await screen.findByRole('list', { name: 'Unsere Versprechen' })
    expect(list.dataset.count).toBe('6')
  })

  it('each USP shows the icon the story names, hidden from assistive technology', async () => {
    const usps = [
      { label: 'Free delivery', icon: 'truck' },
      { label: 'Safe payment', icon: 'secure' },
      { label: 'Surprise', icon: 'rocket' },
    ]
    renderAt('/', <UspsBlock block={block('usps', { usps })} />)
    const list = await screen.findByRole('list', { name: 'Our promises' })
    const icons = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg'))
    expect(icons.map((icon) => icon?.dataset.icon)).toEqual(['truck', 'lock', 'check'])
    expect(icons.map((icon) => icon?.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true'])
    expect(icons[0]?.innerHTML).toContain('<circle')
  })

  it('footer USPs list their paragraphs under the title', async () => {
    renderAt(
      '/',
      <FooterUspsBlock
        block={block('footer-usps', {
          title: 'Why Vitrine',
          usps_blocks: [{ component: 'paragraph', text: 'Free returns' }, { text: '' }],
        })}
      />,
    )
    const section = await screen.findByRole('region', { name: 'Why Vitrine' })
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free returns'])
  })

  const look = (fields: Record<string, unknown>) =>
    block('shop-the-look', {
      title: 'Beach look',
      image: { filename: '/img/look.jpg', alt: 'The look' },
      product_image: { filename: '/img/bikini.jpg', alt: 'The bikini' },
      cta_text: 'Shop the bikini',
      colours: [{ name: 'Navy', color: { color: '#001f3f' } }, { color: 'red;}' }],
      ...fields,
    })

  it('shop the look shows the look, its colours and the product’s live card', async () => {
    renderAt('/', <ShopTheLookBlock block={look({ sku: 'BKN-0002' })} />)
    // The card: the product's name as its link, to the product's page, and its price.
    const product = await screen.findByRole('link', { name: 'Triangle Bikini' })
    expect(product.getAttribute('href')).toBe('/p/BKN-0002/triangle-bikini-2')
    const card = product.closest('article')!
    expect(within(card).getByText(/39[.,]95/)).toBeTruthy()
    // Without a link of its own the call to action leads to the product too.
    expect(screen.getByRole('link', { name: 'Shop the bikini' }).getAttribute('href')).toBe(
      '/p/BKN-0002/triangle-bikini-2',
    )
    expect(screen.getByRole('img', { name: 'The look' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'The bikini' })).toBeNull()
    expect(screen.getAllByRole('img', { name: 'Navy' })).toHaveLength(1)
  })

  it('shop the look shows the product picture when the catalogue has no such product', async () => {
    renderAt(
      '/nl',
      <ShopTheLookBlock block={look({ sku: 'GONE-1', link: link('/dames/badmode') })} />,
    )
    expect(
      (await screen.findByRole('link', { name: 'Shop the bikini' })).getAttribute('href'),
    ).toBe('/nl/dames/badmode')
    expect(screen.getByRole('img', { name: 'The bikini' })).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('the newsletter block is the full box: Sign me up and the recaptcha note', async () => {
    renderAt('/nl', <NewsletterBlock block={block('newsletter', { title: 'Nieuwsbrief' })} />)
    expect(await screen.findByRole('button', { name: 'Schrijf me in' })).toBeTruthy()
    expect(screen.getByText(/reCAPTCHA/)).toBeTruthy()
  })

  it('order success prefills the e-mail when the editor asked for it', async () => {
    renderAt(
      '/checkout-return?email=anna%40example.com',
      <OrderSuccessBlock
        block={block('order-success', { title: 'Thank you!', prefillEmail: true })}
      />,
    )
    const email = await screen.findByRole('textbox', { name: 'E-mail address' })
    expect((email as HTMLInputElement).value).toBe('anna@example.com')
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy()
  })

  it('the theme colour takes hex colours only', async () => {
    expect(readThemeColour({ color: { color: '#F40000' } })).toBe('#F40000')
    expect(readThemeColour({ color: 'red;} body{display:none' })).toBeNull()
    const { container } = renderAt(
      '/',
      <ThemeColourBlock block={block('theme-colour', { color: { color: '#123abc' } })} />,
    )
    await waitFor(() =>
      expect(container.querySelector('style')?.textContent).toBe(':root{--theme-color:#123abc}'),
    )
  })
})
