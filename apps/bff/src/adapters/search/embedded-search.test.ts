// Behaviour only the embedded engine has: scores normalised to the best hit before the minimum
// score applies, refusing documents without an id, and being closed.
import { describe, expect, it } from 'vitest'
import { EmbeddedSearch } from './embedded-search.js'
import { buildQuery, buildTextQuery, listSkus } from './search.fixtures.js'

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

  it('refuses an import with a document lacking the id field and keeps the previous set', async () => {
    const search = new EmbeddedSearch()
    await search.replaceEntity('product', hoodies, 'sku')
    await expect(
      search.replaceEntity('product', [{ sku: 'A' }, { name: 'no sku' }], 'sku'),
    ).rejects.toThrow('Document 1 has no sku')
    expect((await search.search(buildQuery())).total).toBe(3)
  })

  it('reports itself down and refuses searches once closed', async () => {
    const search = new EmbeddedSearch()
    await search.close()
    expect(search.status()).toMatchObject({ port: 'search', adapter: 'embedded', status: 'down' })
    await expect(search.search(buildQuery())).rejects.toThrow('closed')
  })
})
