import type { BffClient } from '@vitrine/contracts/bff-client'
import type { CatalogQueryRequestInput } from '@vitrine/contracts/catalog-query'
import { defaultStoreView, findStoreView, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import {
  findLocalCategoryPath,
  listCategoryAlternatePaths,
  listProductAlternatePaths,
} from './store-alternates.server'

const dutch = findStoreView('nl')!
const german = findStoreView('de')!

/** A store view's catalogue: its slug of product CAP-1 and of category 3, by sku, slug or id. */
function fakeCatalogue(texts: { product?: string; category?: string; url_path?: string }) {
  const call = async (_path: string, init: { body: unknown }) => {
    const request = init.body as CatalogQueryRequestInput
    const filter = request.query?.filters?.[0] as { field: string; value: unknown }
    if (texts.product === undefined && texts.category === undefined) throw new Error('BFF down')
    const items =
      request.type === 'product'
        ? filter.value === 'CAP-1'
          ? [{ sku: 'CAP-1', slug: texts.product }]
          : []
        : filter.field === 'id' || filter.value === texts.category
          ? [{ id: 3, slug: texts.category, url_path: texts.url_path }]
          : []
    return { items, total: items.length, start: 0, perPage: 1, aggregations: {} }
  }
  return { call } as unknown as BffClient
}

const catalogues = {
  default: fakeCatalogue({ product: 'washed-dad-cap-1', category: 'women-3', url_path: 'women' }),
  nl: fakeCatalogue({ product: 'gewassen-dad-cap-1', category: 'dames-3', url_path: 'dames' }),
  de: fakeCatalogue({ product: 'gewaschene-dad-cap-1', category: 'damen-3', url_path: 'damen' }),
}
const contextIn = (storeView: StoreView, failing?: string) => ({
  storeView,
  bff: catalogues[storeView.storeCode],
  bffForStore: (view: StoreView) =>
    view.storeCode === failing ? fakeCatalogue({}) : catalogues[view.storeCode],
})

describe('a page in every store view', () => {
  it("gives a product's path in each store view from that store view's catalogue", async () => {
    const paths = await listProductAlternatePaths(contextIn(dutch), {
      sku: 'CAP-1',
      slug: 'gewassen-dad-cap-1',
    })
    expect(paths).toEqual({
      default: '/p/CAP-1/washed-dad-cap-1',
      nl: '/nl/p/CAP-1/gewassen-dad-cap-1',
      de: '/de/p/CAP-1/gewaschene-dad-cap-1',
    })
  })

  it('falls back to the current path under the prefix of a store view that cannot answer', async () => {
    const paths = await listProductAlternatePaths(contextIn(dutch, 'de'), {
      sku: 'CAP-1',
      slug: 'gewassen-dad-cap-1',
    })
    expect(paths.de).toBe('/de/p/CAP-1/gewassen-dad-cap-1')
  })

  it('keeps the kind of category address: /c/{slug} or the url_path', async () => {
    expect(await listCategoryAlternatePaths(contextIn(german), { id: 3 }, '/de/c/damen-3')).toEqual(
      {
        default: '/c/women-3',
        nl: '/nl/c/dames-3',
        de: '/de/c/damen-3',
      },
    )
    expect((await listCategoryAlternatePaths(contextIn(german), { id: 3 }, '/de/damen')).nl).toBe(
      '/nl/dames',
    )
  })

  it('reads the addresses the document names without asking the other catalogues (D180)', async () => {
    const asked: string[] = []
    const context = {
      ...contextIn(dutch),
      bffForStore: (view: StoreView) => {
        asked.push(view.storeCode)
        return catalogues[view.storeCode]
      },
    }
    const product = await listProductAlternatePaths(context, {
      sku: 'CAP-1',
      slug: 'gewassen-dad-cap-1',
      store_slugs: { default: 'cap-en', nl: 'gewassen-dad-cap-1', de: 'kappe-de' },
    })
    expect(product).toEqual({
      default: '/p/CAP-1/cap-en',
      nl: '/nl/p/CAP-1/gewassen-dad-cap-1',
      de: '/de/p/CAP-1/kappe-de',
    })
    const category = { id: 3, store_slugs: { default: 'w-3', nl: 'd-3', de: 'da-3' } }
    const paths = await listCategoryAlternatePaths(context, category, '/nl/c/d-3')
    expect(paths).toEqual({ default: '/c/w-3', nl: '/nl/c/d-3', de: '/de/c/da-3' })
    const byUrlPath = { id: 3, store_url_paths: { default: 'women', nl: 'dames', de: 'damen' } }
    expect((await listCategoryAlternatePaths(context, byUrlPath, '/nl/dames')).de).toBe('/de/damen')
    expect(asked).toEqual([])
    // A store view the document does not name is still asked.
    const partial = await listProductAlternatePaths(context, {
      sku: 'CAP-1',
      store_slugs: { nl: 'gewassen-dad-cap-1', de: 'kappe-de' },
    })
    expect(partial.default).toBe('/p/CAP-1/washed-dad-cap-1')
    expect(asked).toEqual(['default'])
  })

  it("moves the default catalogue's category slug to the store view's own (D83)", async () => {
    expect(await findLocalCategoryPath(contextIn(dutch), defaultStoreView, 'women-3')).toBe(
      '/nl/c/dames-3',
    )
    expect(
      await findLocalCategoryPath(contextIn(defaultStoreView), defaultStoreView, 'women-3'),
    ).toBeUndefined()
  })
})
