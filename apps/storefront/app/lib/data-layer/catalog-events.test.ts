import { describe, expect, it } from 'vitest'
import {
  buildCardItem,
  buildItemListPayload,
  buildSelectItemPayload,
  categoryItemList,
} from './catalog-events'
import { buildSelectCategoryPayload, buildViewItemPayload } from './view-events'
import {
  buildSearchClickPayload,
  buildSearchPayload,
  buildUseProductFilterPayload,
  locateSearchResult,
  SEARCH_RESULTS_PER_PAGE,
} from './search-filter-events'

const card = {
  sku: 'CAP-1',
  name: 'Red Cap',
  price: { regular: 2495, special: 1495, old: 2495 },
  categories: ['Women', 'Accessories', 'Caps', 'Baseball', 'Kids', 'Sale'],
}
const list = categoryItemList({ id: 5, name: 'Caps' })

describe('catalogue data layer events', () => {
  it('turns a card into a GA4 item: shown price as an amount, index, list, five category levels', () => {
    expect(buildCardItem(card, 3, list)).toEqual({
      item_id: 'CAP-1',
      item_name: 'Red Cap',
      price: 14.95,
      index: 3,
      item_list_id: 'category_5',
      item_list_name: 'Caps',
      quantity: 1,
      item_category: 'Women',
      item_category2: 'Accessories',
      item_category3: 'Caps',
      item_category4: 'Baseball',
      item_category5: 'Kids',
    })
    expect(buildCardItem({ sku: 'X', name: 'X', price: null, categories: [] }, 0)).toEqual({
      item_id: 'X',
      item_name: 'X',
      index: 0,
      quantity: 1,
    })
  })

  it('builds view_item_list and load_item_list payloads with running indexes', () => {
    const other = { ...card, sku: 'CAP-2', price: { regular: 1000, special: null, old: null } }
    const payload = buildItemListPayload(list, [card, other], 50) as {
      items: { item_id: string; index: number; price: number }[]
    }
    expect(payload).toMatchObject({ item_list_id: 'category_5', item_list_name: 'Caps' })
    expect(payload.items.map((item) => [item.item_id, item.index, item.price])).toEqual([
      ['CAP-1', 50, 14.95],
      ['CAP-2', 51, 10],
    ])
  })

  it('builds select_item with the chosen card only', () => {
    expect(buildSelectItemPayload(list, card, 7)).toMatchObject({
      item_list_id: 'category_5',
      items: [{ item_id: 'CAP-1', index: 7 }],
    })
  })

  it('builds view_item with currency, value and the variant', () => {
    expect(
      buildViewItemPayload({
        sku: 'DRS-1',
        name: 'Dress',
        priceCents: 4905,
        variantSku: 'DRS-1-RED-M',
        categories: ['Women', 'Clothing'],
      }),
    ).toEqual({
      currency: 'EUR',
      value: 49.05,
      items: [
        {
          item_id: 'DRS-1',
          item_name: 'Dress',
          price: 49.05,
          item_variant: 'DRS-1-RED-M',
          quantity: 1,
          item_category: 'Women',
          item_category2: 'Clothing',
        },
      ],
    })
    expect(
      buildViewItemPayload({
        sku: 'A',
        name: 'A',
        priceCents: null,
        variantSku: null,
        categories: [],
      }),
    ).toEqual({ currency: 'EUR', items: [{ item_id: 'A', item_name: 'A', quantity: 1 }] })
  })

  it('counts search positions with 12 results per page', () => {
    expect(SEARCH_RESULTS_PER_PAGE).toBe(12)
    expect(locateSearchResult(0)).toEqual({ page: 1, position: 1 })
    expect(locateSearchResult(11)).toEqual({ page: 1, position: 12 })
    expect(locateSearchResult(12)).toEqual({ page: 2, position: 1 })
    expect(locateSearchResult(20)).toEqual({ page: 2, position: 9 })
  })

  it('builds search and search_click', () => {
    expect(buildSearchPayload('cap', 42)).toEqual({ search_term: 'cap', search_results: 42 })
    expect(buildSearchClickPayload('cap', card, 13)).toEqual({
      search_term: 'cap',
      search_result_page: 2,
      search_result_position: 2,
      item_id: 'CAP-1',
      item_name: 'Red Cap',
    })
  })

  it('builds use_product_filter and select_category', () => {
    expect(buildUseProductFilterPayload({ action: 'add', name: 'size', value: 'M' })).toEqual({
      filter_action: 'add',
      filter_name: 'size',
      filter_value: 'M',
    })
    expect(buildUseProductFilterPayload({ action: 'reset' })).toEqual({ filter_action: 'reset' })
    expect(
      buildSelectCategoryPayload({ name: 'Women', link: '/c/women-3', source: 'breadcrumbs' }),
    ).toEqual({
      category_name: 'Women',
      category_url: '/c/women-3',
      category_source: 'breadcrumbs',
    })
  })
})
