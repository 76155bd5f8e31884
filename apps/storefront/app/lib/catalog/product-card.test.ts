import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { buildImageUrl, buildSrcSet } from './image-url'
import { buildProductCard } from './product-card'
import { readProducts } from './product-document'

const nl = storeViews.find((view) => view.storeCode === 'nl') ?? storeViews[0]!
const metadata = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    frontend_input: 'select',
    label: 'Kleur',
    is_filterable: true,
    options: [
      { value: '5001', label: 'Zwart' },
      { value: '5005', label: 'Rood' },
    ],
  },
  {
    attribute_id: 149,
    attribute_code: 'product_tags',
    frontend_input: 'multiselect',
    label: 'Tags',
    is_filterable: true,
    options: ['Zomer', 'Festival', 'Basics', 'Vintage'].map((label, index) => ({
      value: String(5061 + index),
      label,
    })),
  },
]
const prices = (original: number, final: number) => ({
  final: { excl: 0, tax: 0, incl: final },
  original: { excl: 0, tax: 0, incl: original },
  special: final < original ? { excl: 0, tax: 0, incl: final } : null,
})
const [black, red] = readProducts([
  {
    id: 14,
    sku: 'CAP-0001-BLACK',
    name: 'Vintage Bucket Hat Black',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    slug: 'vintage-bucket-hat-black-14',
    price: 20.62,
    image: '/c/a/cap-black.jpg',
    color: 5001,
    product_tags: [5064, 5061, 5062, 5063],
    product_links: [
      { sku: 'CAP-0001-BLACK', link_type: 'colorrelation', linked_product_sku: 'CAP-0001-RED' },
    ],
    prices: prices(2495, 1495),
  },
  {
    id: 15,
    sku: 'CAP-0001-RED',
    name: 'Vintage Bucket Hat Red',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    slug: 'vintage-bucket-hat-red-15',
    price: 20.62,
    small_image: '/c/a/cap-red.jpg',
    color: 5005,
    prices: prices(2495, 2495),
  },
])

describe('buildProductCard', () => {
  it('shows the special price with the old price, at most 3 tags and the colour siblings', () => {
    const card = buildProductCard(black!, { metadata, siblings: [black!, red!], storeView: nl })
    expect(card).toMatchObject({
      link: '/nl/p/CAP-0001-BLACK/vintage-bucket-hat-black-14',
      image: '/c/a/cap-black.jpg',
      price: { regular: 2495, special: 1495, old: 2495 },
      tags: ['Vintage', 'Zomer', 'Festival'],
    })
    expect(card.colours.map((colour) => [colour.label, colour.link])).toEqual([
      ['Zwart', '/nl/p/CAP-0001-BLACK/vintage-bucket-hat-black-14'],
      ['Rood', '/nl/p/CAP-0001-RED/vintage-bucket-hat-red-15'],
    ])
  })

  it('shows the regular price alone without a special price, and falls back to small_image', () => {
    const card = buildProductCard(red!, { metadata, siblings: [], storeView: nl })
    expect(card.price).toEqual({ regular: 2495, special: null, old: null })
    expect(card.image).toBe('/c/a/cap-red.jpg')
    expect(card.colours).toEqual([])
  })
})

describe('picture URLs', () => {
  it('go through /img at 9:16 sizes', () => {
    expect(buildImageUrl('/c/a/cap red.jpg', 360, 640)).toBe(
      '/img/360/640/resize/c/a/cap%20red.jpg',
    )
    expect(buildSrcSet('/c/a/cap.jpg', [786, 1024])).toBe(
      '/img/786/1397/resize/c/a/cap.jpg 786w, /img/1024/1820/resize/c/a/cap.jpg 1024w',
    )
  })
})
