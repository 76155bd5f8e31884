// The search port's contract: what a caller of any search adapter can rely on (search.port.ts
// header, spec 000 §9), run by search.test.ts against every adapter that can run here
// (ARCHITECTURE §6). Hand-made products (search.fixtures.ts) pin relevance, typos and facets; the
// tiny seed catalogue checks a realistic category listing against a plain-array count.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildQuery,
  buildTextQuery,
  fixtureProducts,
  listSkus,
  priceRanges,
} from './search.fixtures.js'
import { describeImportContract } from './search-import.contract.js'
import type { SearchPort } from './search.port.js'

export interface SearchHarness {
  search: SearchPort
  /** Releases what the harness created (indices, connections). */
  dispose(): Promise<void>
}

export function describeSearchContract(
  adapterName: string,
  createHarness: () => Promise<SearchHarness>,
) {
  describe(`search port contract: ${adapterName}`, () => {
    let harness: SearchHarness
    let search: SearchPort

    beforeEach(async () => {
      harness = await createHarness()
      search = harness.search
      await search.replaceEntity('product', fixtureProducts, 'sku')
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the search port', () => {
      expect(search.status()).toMatchObject({ port: 'search', adapter: adapterName, status: 'up' })
    })

    it('lists documents in import order when there is no text and no sort', async () => {
      const result = await search.search(buildQuery())
      expect(result.total).toBe(6)
      expect(listSkus(result)).toEqual(fixtureProducts.map((product) => product.sku))
    })

    it('answers an entity that was never imported with no hits', async () => {
      const result = await search.search(buildQuery({ entity: 'cms_block' }))
      expect(result).toMatchObject({ total: 0, hits: [] })
    })

    describe('text search', () => {
      it('ranks a name match above a sku match above a category-name match (boosts 4/2/1)', async () => {
        const result = await search.search(buildQuery({ text: buildTextQuery('linen') }))
        expect(listSkus(result)).toEqual(['P-1003', 'LINEN-7', 'P-1005'])
      })

      it('finds a name with one typo and with two typos, but not with three', async () => {
        const oneTypo = await search.search(buildQuery({ text: buildTextQuery('hodie') }))
        expect(listSkus(oneTypo)[0]).toBe('P-1001')
        const twoTypos = await search.search(buildQuery({ text: buildTextQuery('hoadia') }))
        expect(listSkus(twoTypos)).toContain('P-1001')
        const threeTypos = await search.search(buildQuery({ text: buildTextQuery('haadia') }))
        expect(listSkus(threeTypos)).not.toContain('P-1001')
      })

      it('needs 75 % of the searched words to match', async () => {
        const result = await search.search(
          buildQuery({ text: buildTextQuery('rosa hoodie denim') }),
        )
        expect(listSkus(result)).toEqual(['P-1001'])
      })

      it('applies filters to text hits and sorts them when a sort is given', async () => {
        const filtered = await search.search(
          buildQuery({
            text: buildTextQuery('linen'),
            filters: [{ field: 'color', op: 'eq', value: 'red' }],
          }),
        )
        expect(listSkus(filtered)).toEqual(['LINEN-7'])
        const sorted = await search.search(
          buildQuery({
            text: buildTextQuery('linen'),
            sort: [{ field: 'final_price', order: 'asc' }],
          }),
        )
        expect(listSkus(sorted)).toEqual(['P-1005', 'P-1003', 'LINEN-7'])
      })
    })

    describe('filters', () => {
      const skusFor = async (filters: Parameters<typeof buildQuery>[0]) =>
        listSkus(await search.search(buildQuery(filters)))

      it('matches equals, in and not in', async () => {
        expect(await skusFor({ filters: [{ field: 'color', op: 'eq', value: 'white' }] })).toEqual([
          'P-1003',
        ])
        expect(
          await skusFor({ filters: [{ field: 'category_ids', op: 'in', values: [11, 14] }] }),
        ).toEqual(['P-1001', 'LINEN-7'])
        expect(
          await skusFor({ filters: [{ field: 'color', op: 'nin', values: ['red', 'blue'] }] }),
        ).toEqual(['P-1003'])
      })

      it('matches number ranges with inclusive and exclusive bounds', async () => {
        expect(
          await skusFor({ filters: [{ field: 'final_price', op: 'range', gte: 50, lt: 100 }] }),
        ).toEqual(['P-1002', 'P-1005'])
        expect(
          await skusFor({ filters: [{ field: 'final_price', op: 'range', gt: 50, lte: 100 }] }),
        ).toEqual(['P-1003', 'P-1005'])
      })

      it('matches date ranges given as dates', async () => {
        expect(
          await skusFor({ filters: [{ field: 'created_at', op: 'range', gte: '2026-01-01' }] }),
        ).toEqual(['P-1001', 'P-1003', 'P-1005', 'P-1006'])
        expect(
          await skusFor({
            filters: [{ field: 'created_at', op: 'range', lt: '2026-01-01 00:00:00' }],
          }),
        ).toEqual(['P-1002', 'LINEN-7'])
      })

      it('treats a null or absent field as not existing', async () => {
        expect(
          await skusFor({ filters: [{ field: 'special_price', op: 'exists', exists: true }] }),
        ).toEqual(['P-1001'])
        expect(
          await skusFor({ filters: [{ field: 'special_price', op: 'exists', exists: false }] }),
        ).toEqual(['P-1002', 'P-1003', 'LINEN-7', 'P-1005', 'P-1006'])
      })

      it('matches a product when any configurable child matches', async () => {
        expect(
          await skusFor({
            filters: [{ field: 'configurable_children.size', op: 'eq', value: 'M' }],
          }),
        ).toEqual(['P-1001', 'P-1003', 'P-1006'])
        expect(
          await skusFor({
            filters: [{ field: 'configurable_children.sku', op: 'eq', value: 'P-1002-XL' }],
          }),
        ).toEqual(['P-1002'])
      })

      it('passes a hit that passes any of the alternatives, on several fields', async () => {
        expect(
          await skusFor({
            filters: [
              {
                op: 'any',
                filters: [
                  { field: 'color', op: 'in', values: ['white'] },
                  { field: 'final_price', op: 'range', gte: 60 },
                ],
              },
            ],
          }),
        ).toEqual(['P-1003', 'LINEN-7', 'P-1005'])
        expect(
          await skusFor({
            filters: [
              {
                op: 'any',
                filters: [
                  { field: 'color', op: 'eq', value: 'red' },
                  { field: 'color', op: 'eq', value: 'white' },
                ],
              },
              { field: 'configurable_children.size', op: 'eq', value: 'L' },
            ],
          }),
        ).toEqual(['P-1003'])
      })

      it('combines several filters with AND', async () => {
        expect(
          await skusFor({
            filters: [
              { field: 'color', op: 'in', values: ['blue', 'white'] },
              { field: 'configurable_children.size', op: 'eq', value: 'L' },
              { field: 'final_price', op: 'range', gte: 60 },
            ],
          }),
        ).toEqual(['P-1003'])
      })
    })

    describe('facets', () => {
      const colorAndSize = [
        { kind: 'terms', name: 'color', field: 'color', size: 10 },
        { kind: 'terms', name: 'size', field: 'configurable_children.size', size: 10 },
      ] as const

      it('counts the other values of a selected attribute so they stay selectable', async () => {
        const result = await search.search(
          buildQuery({
            facetFilters: [{ field: 'color', op: 'in', values: ['red'] }],
            aggregations: colorAndSize,
          }),
        )
        expect(listSkus(result)).toEqual(['P-1001', 'LINEN-7'])
        expect(result.total).toBe(2)
        expect(result.aggregations.color?.buckets).toEqual([
          { key: 'blue', doc_count: 3 },
          { key: 'red', doc_count: 2 },
          { key: 'white', doc_count: 1 },
        ])
        expect(result.aggregations.size?.buckets).toEqual([
          { key: 'M', doc_count: 1 },
          { key: 'S', doc_count: 1 },
        ])
      })

      it('combines values of one attribute with OR and attributes with AND', async () => {
        const result = await search.search(
          buildQuery({
            facetFilters: [
              { field: 'color', op: 'in', values: ['red', 'white'] },
              { field: 'configurable_children.size', op: 'in', values: ['M'] },
            ],
            aggregations: colorAndSize,
          }),
        )
        expect(listSkus(result)).toEqual(['P-1001', 'P-1003'])
        expect(result.aggregations.color?.buckets).toEqual([
          { key: 'blue', doc_count: 1 },
          { key: 'red', doc_count: 1 },
          { key: 'white', doc_count: 1 },
        ])
        expect(result.aggregations.size?.buckets).toEqual([
          { key: 'M', doc_count: 2 },
          { key: 'L', doc_count: 1 },
          { key: 'S', doc_count: 1 },
        ])
      })

      it('narrows every facet by the fixed filters', async () => {
        const result = await search.search(
          buildQuery({
            filters: [{ field: 'color', op: 'eq', value: 'red' }],
            aggregations: colorAndSize,
          }),
        )
        expect(result.aggregations.color?.buckets).toEqual([{ key: 'red', doc_count: 2 }])
      })

      it('keeps the most frequent values up to the facet size', async () => {
        const result = await search.search(
          buildQuery({ aggregations: [{ kind: 'terms', name: 'color', field: 'color', size: 2 }] }),
        )
        expect(result.aggregations.color?.buckets).toEqual([
          { key: 'blue', doc_count: 3 },
          { key: 'red', doc_count: 2 },
        ])
      })

      it('counts prices into the ranges 0-50, 50-100, 100-150 and 150 and up', async () => {
        const result = await search.search(
          buildQuery({
            facetFilters: [{ field: 'final_price', op: 'range', gte: 100 }],
            aggregations: [
              { kind: 'range', name: 'price', field: 'final_price', ranges: priceRanges },
            ],
          }),
        )
        expect(listSkus(result)).toEqual(['P-1003', 'LINEN-7'])
        expect(result.aggregations.price?.buckets).toEqual([
          { key: '0-50', doc_count: 1 },
          { key: '50-100', doc_count: 2 },
          { key: '100-150', doc_count: 1 },
          { key: '150-*', doc_count: 1 },
        ])
      })
    })

    describe('sorting, paging and source', () => {
      it('sorts by price both ways with products without a price last', async () => {
        const asc = await search.search(
          buildQuery({ sort: [{ field: 'final_price', order: 'asc' }] }),
        )
        expect(listSkus(asc)).toEqual(['P-1001', 'P-1002', 'P-1005', 'P-1003', 'LINEN-7', 'P-1006'])
        const desc = await search.search(
          buildQuery({ sort: [{ field: 'final_price', order: 'desc' }] }),
        )
        expect(listSkus(desc)).toEqual([
          'LINEN-7',
          'P-1003',
          'P-1005',
          'P-1002',
          'P-1001',
          'P-1006',
        ])
      })

      it('sorts by several keys in order', async () => {
        const result = await search.search(
          buildQuery({
            sort: [
              { field: 'color', order: 'asc' },
              { field: 'final_price', order: 'desc' },
            ],
          }),
        )
        expect(listSkus(result)).toEqual([
          'P-1005',
          'P-1002',
          'P-1006',
          'LINEN-7',
          'P-1001',
          'P-1003',
        ])
      })

      it('pages with from and size while reporting the full total', async () => {
        const result = await search.search(
          buildQuery({ sort: [{ field: 'created_at', order: 'desc' }], from: 2, size: 2 }),
        )
        expect(result.total).toBe(6)
        expect(listSkus(result)).toEqual(['P-1006', 'P-1005'])
        const beyond = await search.search(buildQuery({ from: 6, size: 2 }))
        expect(beyond).toMatchObject({ total: 6, hits: [] })
      })

      it('returns only the included paths, inside object arrays too, minus the excluded ones', async () => {
        const result = await search.search(
          buildQuery({
            filters: [{ field: 'sku', op: 'eq', value: 'P-1001' }],
            includeFields: [
              'sku',
              'name',
              'configurable_children.size',
              'configurable_children.sku',
            ],
            excludeFields: ['name', 'configurable_children.sku'],
          }),
        )
        expect(result.hits).toEqual([
          { sku: 'P-1001', configurable_children: [{ size: 'S' }, { size: 'M' }] },
        ])
      })

      it('may return more than the included paths when the caller projects the hits (D208)', async () => {
        const fields = {
          filters: [{ field: 'sku', op: 'eq' as const, value: 'P-1001' }],
          includeFields: ['sku', 'configurable_children.size'],
        }
        const projected = await search.search(buildQuery(fields))
        const whole = await search.search(buildQuery({ ...fields, hitsProjectedByCaller: true }))
        expect(whole.total).toBe(projected.total)
        // The same hits, each holding at least what the projection keeps.
        expect(whole.hits).toHaveLength(1)
        expect(whole.hits[0]).toMatchObject(projected.hits[0]!)
      })
    })

    describeImportContract(() => search)
  })
}
