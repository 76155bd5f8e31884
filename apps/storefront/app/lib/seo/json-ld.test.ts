import { describe, expect, it } from 'vitest'
import { buildBreadcrumbJsonLd, buildProductJsonLd, IN_STOCK, OUT_OF_STOCK } from './json-ld'

describe('JSON-LD', () => {
  it('describes a product with its offer: price incl. tax as a decimal string from cents', () => {
    const product = buildProductJsonLd({
      name: 'Summer Slip Dress',
      sku: 'DRS-0001',
      description: 'A dress.',
      url: 'https://shop.example/p/DRS-0001/summer-slip-dress-1',
      images: ['https://shop.example/img/1080/1920/resize/d/r/dress.jpg'],
      priceCents: 4905,
      currency: 'EUR',
      inStock: true,
    })
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Summer Slip Dress',
      sku: 'DRS-0001',
      description: 'A dress.',
      image: ['https://shop.example/img/1080/1920/resize/d/r/dress.jpg'],
      url: 'https://shop.example/p/DRS-0001/summer-slip-dress-1',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/p/DRS-0001/summer-slip-dress-1',
        price: '49.05',
        priceCurrency: 'EUR',
        availability: IN_STOCK,
      },
    })
  })

  it('marks an out-of-stock offer and leaves the offer out without a price', () => {
    const base = {
      name: 'Cap',
      sku: 'CAP-1',
      description: '',
      url: 'https://shop.example/p/CAP-1/cap',
      images: [],
      currency: 'EUR',
    }
    const soldOut = buildProductJsonLd({ ...base, priceCents: 5, inStock: false })
    expect(soldOut.offers).toMatchObject({ price: '0.05', availability: OUT_OF_STOCK })
    expect(soldOut).not.toHaveProperty('image')
    expect(soldOut).not.toHaveProperty('description')
    expect(buildProductJsonLd({ ...base, priceCents: null, inStock: true })).not.toHaveProperty(
      'offers',
    )
  })

  it('lists breadcrumbs with absolute links, the current page last', () => {
    expect(
      buildBreadcrumbJsonLd(
        'https://shop.example',
        [
          { name: 'Home', link: '/nl' },
          { name: 'Women', link: '/nl/c/women-3' },
          { name: 'Clothing', link: null },
        ],
        'https://shop.example/nl/c/clothing-4',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/nl' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Women',
          item: 'https://shop.example/nl/c/women-3',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Clothing',
          item: 'https://shop.example/nl/c/clothing-4',
        },
      ],
    })
  })
})
