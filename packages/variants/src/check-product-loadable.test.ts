import { describe, expect, it } from 'vitest'
import { checkProductLoadable } from './check-product-loadable.js'

describe('product loading: status and visibility (spec 000 §4)', () => {
  it.each([
    [
      'an enabled visible product shows',
      { sku: 'CAP', status: 1, visibility: 4 },
      {},
      { ok: true, action: 'show' },
    ],
    ['a product without status shows', { sku: 'CAP' }, {}, { ok: true, action: 'show' }],
    [
      'status 2 is unavailable',
      { sku: 'CAP', status: 2, visibility: 4 },
      {},
      { ok: false, error: 'Product query returned empty result product status = 2' },
    ],
    [
      'status 3 is unavailable',
      { sku: 'CAP', status: 3 },
      {},
      { ok: false, error: 'Product query returned empty result product status = 3' },
    ],
    [
      'visibility 1 redirects to the configurable parent',
      { sku: 'CAP-RED-S', status: 1, visibility: 1, parentSku: 'CAP' },
      {},
      { ok: true, action: 'redirect-to-parent', childSku: 'CAP-RED-S', parentSku: 'CAP' },
    ],
    [
      'visibility 1 without a known parent asks for a parent lookup',
      { sku: 'CAP-RED-S', visibility: 1 },
      { redirectToParent: true },
      { ok: true, action: 'redirect-to-parent', childSku: 'CAP-RED-S' },
    ],
    [
      'visibility 1 fails when the redirect is disabled',
      { sku: 'CAP-RED-S', visibility: 1 },
      { redirectToParent: false },
      { ok: false, error: 'Product query returned empty result product visibility = 1' },
    ],
    [
      'an unavailable status wins over the redirect',
      { sku: 'CAP-RED-S', status: 2, visibility: 1 },
      {},
      { ok: false, error: 'Product query returned empty result product status = 2' },
    ],
  ])('%s', (_name, product, options, expected) => {
    expect(checkProductLoadable(product, options)).toEqual(expected)
  })
})
