// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProductReviews as Reviews } from '~/lib/reviews/shown-review'
import { NotificationsProvider } from '~/components/shell/notifications-provider'
import { ProductReviews } from './product-reviews'

const review = (id: number) => ({
  id,
  nickname: `Reviewer ${id}`,
  title: `Review ${id}`,
  detail: 'Fits well.\nSoft.',
  date: '7/3/2026',
})

function renderAt(path: string, reviews: Reviews | null) {
  const Stub = createRemixStub([
    {
      path: '/p/:sku/:slug',
      Component: () => (
        <NotificationsProvider>
          <h1>Red Cap</h1>
          <ProductReviews reviews={reviews} product={{ id: 7, name: 'Red Cap' }} />
        </NotificationsProvider>
      ),
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

afterEach(cleanup)

describe("the product page's reviews (D231)", () => {
  it('lists the page of approved reviews with links to newer and older ones, keeping the query', async () => {
    renderAt('/p/CAP-7/red-cap-7?childSku=CAP-7-S&reviewPage=2', {
      items: [review(6), review(5)],
      total: 12,
      page: 2,
      pages: 3,
    })
    const section = await screen.findByRole('region', { name: 'Reviews (12)' })
    const article = within(section).getByRole('article', { name: 'Review 6' })
    expect(within(article).getByText('By Reviewer 6 on 7/3/2026')).toBeTruthy()
    const pages = within(section).getByRole('navigation', { name: 'Review pages' })
    expect(within(pages).getByRole('link', { name: 'Newer reviews' }).getAttribute('href')).toBe(
      '/p/CAP-7/red-cap-7?childSku=CAP-7-S#reviews',
    )
    expect(within(pages).getByRole('link', { name: 'Older reviews' }).getAttribute('href')).toBe(
      '/p/CAP-7/red-cap-7?childSku=CAP-7-S&reviewPage=3#reviews',
    )
    expect(within(section).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(
      '?childSku=CAP-7-S&reviewPage=2&review=write#write-review',
    )
  })

  it('says when there are none, without page links', async () => {
    renderAt('/p/CAP-7/red-cap-7', { items: [], total: 0, page: 1, pages: 1 })
    const section = await screen.findByRole('region', { name: 'Reviews (0)' })
    expect(within(section).getByText('No reviews yet.')).toBeTruthy()
    expect(within(section).queryByRole('navigation')).toBeNull()
  })

  it('shows nothing when the reviews could not be read', async () => {
    const { container } = renderAt('/p/CAP-7/red-cap-7', null)
    await screen.findByRole('heading', { name: 'Red Cap' })
    expect(container.querySelector('section')).toBeNull()
  })
})
