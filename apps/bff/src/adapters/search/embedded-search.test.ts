// Behaviour only the embedded engine has: scores normalised to the best hit before the minimum
// score applies, refusing documents without an id, and being closed.
import { describe, expect, it } from 'vitest'
import { EmbeddedSearch } from './embedded-search.js'
import { buildQuery, buildTextQuery, listSkus } from './search.fixtures.js'
import type { SearchResult } from './search.port.js'

const hoodies = [
  { sku: 'H-1', name: 'Rosa Hoodie' },
  { sku: 'H-2', name: 'Hoodia Tote' },
  { sku: 'H-3', name: 'Wool Beanie' },
]

describe('EmbeddedSearch', () => {
  it('measures the minimum score against the best hit, so a weak typo match can be cut off', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', hoodies, 'sku')
    const lenient = await search.search(buildQuery({ text: buildTextQuery('hoodie') }))
    expect(listSkus(lenient)).toEqual(['H-1', 'H-2'])
    const strict = await search.search(
      buildQuery({ text: { ...buildTextQuery('hoodie'), minScore: 0.9 } }),
    )
    expect(listSkus(strict)).toEqual(['H-1'])
  })

  it('cuts hits off before facet filters, so choosing a facet never brings one back', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', hoodies, 'sku')
    const result = await search.search(
      buildQuery({
        text: { ...buildTextQuery('hoodie'), minScore: 0.9 },
        facetFilters: [{ field: 'sku', op: 'in', values: ['H-2'] }],
      }),
    )
    // H-2 alone would be its own best match; it is measured against H-1, which the facet hides.
    expect(result.total).toBe(0)
  })

  it('hands out its stored documents, frozen, so a caller that changes a hit fails loudly (D196)', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', [{ sku: 'H-1', stock: { qty: 2 } }], 'sku')
    const [first] = (await search.search(buildQuery())).hits
    const [again] = (await search.search(buildQuery())).hits
    expect(again).toBe(first)
    expect(() => {
      ;(first!.stock as { qty: number }).qty = 0
    }).toThrow(TypeError)
    expect((await search.search(buildQuery())).hits[0]).toEqual({ sku: 'H-1', stock: { qty: 2 } })
  })

  it('hands out whole stored documents, uncopied, when the caller projects the hits (D208)', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', [{ sku: 'H-1', name: 'Rosa', stock: { qty: 2 } }], 'sku')
    const fields = { includeFields: ['sku'] }
    const [whole] = (await search.search(buildQuery({ ...fields, hitsProjectedByCaller: true })))
      .hits
    const [again] = (await search.search(buildQuery({ ...fields, hitsProjectedByCaller: true })))
      .hits
    expect(again).toBe(whole)
    expect(whole).toEqual({ sku: 'H-1', name: 'Rosa', stock: { qty: 2 } })
    expect((await search.search(buildQuery(fields))).hits).toEqual([{ sku: 'H-1' }])
  })

  it('refuses an import with a document lacking the id field and keeps the previous set', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', hoodies, 'sku')
    await expect(
      search.replaceEntity('product', [{ sku: 'A' }, { name: 'no sku' }], 'sku'),
    ).rejects.toThrow('Document 1 has no sku')
    expect((await search.search(buildQuery())).total).toBe(3)
  })

  it('answers a store view from its own values where they differ from the default catalogue', async () => {
    const search = new EmbeddedSearch({ warmUp: { product: { fields: ['price', 'colour'] } } })
    const english = [
      { sku: 'A', name: 'Dad Cap', price: 20, colour: 'red' },
      { sku: 'B', name: 'Bucket Hat', price: 30, colour: 'red' },
    ]
    await search.replaceEntity('product', english, 'sku')
    const dutch = [
      { ...english[0], name: 'Dad cap', colour: 'rood' },
      { ...english[1], name: 'Vissershoedje', colour: 'rood' },
    ]
    await search.replaceEntity('product', dutch, 'sku', 'nl')
    const cheap = buildQuery({ filters: [{ field: 'price', op: 'range', lt: 25 }] })
    expect(listSkus(await search.search({ ...cheap, store: 'nl' }))).toEqual(['A'])
    const rood = buildQuery({ filters: [{ field: 'colour', op: 'eq', value: 'rood' }] })
    expect(listSkus(await search.search({ ...rood, store: 'nl' }))).toEqual(['A', 'B'])
    expect(listSkus(await search.search(rood))).toEqual([])
    const text = await search.search(
      buildQuery({ store: 'nl', text: buildTextQuery('vissershoedje') }),
    )
    expect(listSkus(text)).toEqual(['B'])
  })

  it('narrows a small scope by a new price range as the whole range would, bounds and all', async () => {
    // 60 products: 6 in category 7; prices 10..69, one with two prices, one as text, one none.
    const products = Array.from({ length: 60 }, (_, i) => ({
      sku: `S-${i}`,
      category: i % 10 === 0 ? 7 : 3,
      colour: i % 20 === 0 ? 'red' : 'blue',
      price: i === 20 ? [5, 45] : i === 30 ? String(10 + i) : i === 40 ? null : 10 + i,
    }))
    const query = (gt: number, lte: number) =>
      buildQuery({
        filters: [{ field: 'category', op: 'eq', value: 7 }],
        facetFilters: [
          { field: 'price', op: 'range', gt, lte },
          { field: 'colour', op: 'in', values: ['red'] },
        ],
        aggregations: [
          { kind: 'terms', name: 'colour', field: 'colour', size: 5 },
          { kind: 'terms', name: 'category', field: 'category', size: 5 },
          { kind: 'range', name: 'price', field: 'price', ranges: [{ key: '<50', to: 50 }] },
        ],
      })
    const expected = {
      hits: ['S-20'],
      colour: [
        { key: 'blue', doc_count: 1 },
        { key: 'red', doc_count: 1 },
      ],
      category: [{ key: 7, doc_count: 1 }],
      price: [{ key: '<50', doc_count: 2 }],
    }
    const answer = (result: SearchResult) => ({
      hits: listSkus(result),
      colour: result.aggregations.colour?.buckets,
      category: result.aggregations.category?.buckets,
      price: result.aggregations.price?.buckets,
    })
    // Read from the scope's own documents: 6 of them against 25 in the range.
    const fresh = new EmbeddedSearch()
    await fresh.replaceEntity('product', products, 'sku')
    expect(answer(await fresh.search(query(40, 60)))).toEqual(expected)
    // The same range collected whole first (a scope of all 60 documents), then from its cache.
    const whole = new EmbeddedSearch()
    await whole.replaceEntity('product', products, 'sku')
    await whole.search({ ...query(40, 60), filters: [] })
    expect(answer(await whole.search(query(40, 60)))).toEqual(expected)
    // Exclusive and inclusive bounds at the prices of S-20 (5 and 45) and S-50 (60).
    const priced = async (range: { gt?: number; gte?: number; lt?: number; lte?: number }) =>
      listSkus(
        await fresh.search(
          buildQuery({
            filters: [{ field: 'category', op: 'eq', value: 7 }],
            facetFilters: [{ field: 'price', op: 'range', ...range }],
          }),
        ),
      )
    expect(await priced({ gt: 45, lte: 59 })).toEqual([])
    expect(await priced({ gte: 45, lte: 60 })).toEqual(['S-20', 'S-50'])
    expect(await priced({ gt: 41, lt: 60 })).toEqual(['S-20'])
    expect(await priced({ gte: 60, lt: 70 })).toEqual(['S-50'])
  })

  it('reports itself down and refuses searches once closed', async () => {
    const search = new EmbeddedSearch()
    await search.close()
    expect(search.status()).toMatchObject({ port: 'search', adapter: 'embedded', status: 'down' })
    await expect(search.search(buildQuery())).rejects.toThrow('closed')
  })
})
