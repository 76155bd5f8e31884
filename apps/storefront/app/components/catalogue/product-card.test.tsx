// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProductCardView } from '~/lib/catalog/product-card'
import { ProductCard } from './product-card'

const dress: ProductCardView = {
  sku: 'DRS-0001',
  name: 'Summer Slip Dress',
  typeId: 'configurable',
  link: '/p/DRS-0001/summer-slip-dress-1',
  image: null,
  price: null,
  labels: ['Sustainable', 'Bestseller'],
  tags: [],
  colours: [],
}

function renderCard(card: ProductCardView) {
  const Stub = createRemixStub([{ path: '/', Component: () => <ProductCard card={card} /> }])
  return render(<Stub initialEntries={['/']} />)
}

afterEach(cleanup)

describe('a product card', () => {
  it("names its link by the product alone and describes it with the product's labels", async () => {
    renderCard(dress)
    const link = await screen.findByRole('link', { name: 'Summer Slip Dress' })
    expect(link.getAttribute('href')).toBe('/p/DRS-0001/summer-slip-dress-1')
    const labels = screen.getByRole('list', { name: 'Labels' })
    expect(within(link).queryByRole('list')).toBeNull()
    expect(link.getAttribute('aria-describedby')).toBe(labels.id)
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sustainable', 'Bestseller'])
  })

  it('has no description when the product has no labels', async () => {
    renderCard({ ...dress, labels: [] })
    const link = await screen.findByRole('link', { name: 'Summer Slip Dress' })
    expect(link.hasAttribute('aria-describedby')).toBe(false)
  })
})
