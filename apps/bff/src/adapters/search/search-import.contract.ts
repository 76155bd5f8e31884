// The import side of the search contract (search.contract.ts): replacing an entity, and a realistic
// category listing on the tiny seed catalogue checked against a plain-array count.
import { generateCatalog } from '@vitrine/seed/generate-catalog'
import { describe, expect, it } from 'vitest'
import { buildQuery, listSkus } from './search.fixtures.js'
import type { SearchDocument, SearchPort } from './search.port.js'

/** Registers the import cases inside describeSearchContract; `getSearch` gives the current adapter. */
export function describeImportContract(getSearch: () => SearchPort) {
  describe('replacing an entity', () => {
    const generation = (n: number, count: number): SearchDocument[] =>
      Array.from({ length: count }, (_, i) => ({ sku: `G${n}-${i}`, generation: n }))

    it('replaces every document, dropping those not imported again', async () => {
      await getSearch().replaceEntity('product', generation(2, 3), 'sku')
      const result = await getSearch().search(buildQuery())
      expect(listSkus(result)).toEqual(['G2-0', 'G2-1', 'G2-2'])
    })

    it('keeps one catalogue per store view: a query reads its own, an import replaces its own', async () => {
      await getSearch().replaceEntity('product', [{ sku: 'CAP', name: 'Dad Cap' }], 'sku')
      await getSearch().replaceEntity('product', [{ sku: 'CAP', name: 'Dad cap' }], 'sku', 'nl')
      await getSearch().replaceEntity('product', [{ sku: 'CAP', name: 'Dad-Cap' }], 'sku', 'de')
      await getSearch().replaceEntity('product', [{ sku: 'CAP', name: 'Dad-Cap!' }], 'sku', 'de')
      const names = async (store?: 'nl' | 'de') =>
        (await getSearch().search(buildQuery(store ? { store } : {}))).hits.map((hit) => hit.name)
      expect(await names()).toEqual(['Dad Cap'])
      expect(await names('nl')).toEqual(['Dad cap'])
      expect(await names('de')).toEqual(['Dad-Cap!'])
    })

    it('keeps one document per id, the last one imported', async () => {
      await getSearch().replaceEntity(
        'product',
        [
          { sku: 'A', name: 'first' },
          { sku: 'A', name: 'second' },
        ],
        'sku',
      )
      const result = await getSearch().search(buildQuery())
      expect(result.hits).toEqual([{ sku: 'A', name: 'second' }])
    })

    it('lets readers see the old set or the new set, never a mix', async () => {
      await getSearch().replaceEntity('product', generation(1, 20), 'sku')
      const reads = Array.from({ length: 10 }, () => getSearch().search(buildQuery({ size: 100 })))
      const replaced = getSearch().replaceEntity('product', generation(2, 30), 'sku')
      const results = await Promise.all([...reads, replaced.then(() => undefined)])
      for (const result of results) {
        if (!result) continue
        const generations = new Set(result.hits.map((hit) => hit.generation))
        expect(generations.size).toBe(1)
        expect(result.total).toBe(generations.has(1) ? 20 : 30)
      }
      expect((await getSearch().search(buildQuery({ size: 100 }))).total).toBe(30)
    })
  })

  describe('on the seed catalogue', () => {
    const catalog = generateCatalog({ size: 'tiny', seed: 42, today: '2026-11-01' })
    const products = catalog.documents.product as unknown as SearchDocument[]
    const jewellery = catalog.documents.category.find((c) => c.name === 'Jewellery')!

    it('lists a category with facet counts a shopper would count by hand', async () => {
      await getSearch().replaceEntity('product', products, 'sku')
      const result = await getSearch().search(
        buildQuery({
          filters: [
            { field: 'visibility', op: 'in', values: [2, 3, 4] },
            { field: 'status', op: 'in', values: [1] },
            { field: 'category_ids', op: 'in', values: [Number(jewellery.id)] },
          ],
          aggregations: [{ kind: 'terms', name: 'color', field: 'color', size: 10 }],
          sort: [{ field: 'final_price', order: 'asc' }],
        }),
      )
      const expected = products.filter(
        (p) =>
          [2, 3, 4].includes(p.visibility as number) &&
          p.status === 1 &&
          (p.category_ids as unknown[]).map(Number).includes(Number(jewellery.id)),
      )
      expect(expected.length).toBeGreaterThan(2)
      expect(result.total).toBe(expected.length)
      const prices = result.hits.map((hit) => hit.final_price as number)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      const colorCounts = new Map<unknown, number>()
      for (const p of expected) colorCounts.set(p.color, (colorCounts.get(p.color) ?? 0) + 1)
      expect(result.aggregations.color?.buckets.reduce((sum, b) => sum + b.doc_count, 0)).toBe(
        [...colorCounts.values()].reduce((sum, n) => sum + n, 0),
      )
      for (const bucket of result.aggregations.color?.buckets ?? []) {
        expect(bucket.doc_count).toBe(colorCounts.get(bucket.key))
      }
    })

    it('finds the configurable parent of a child sku', async () => {
      await getSearch().replaceEntity('product', products, 'sku')
      const parent = products.find((p) => p.type_id === 'configurable')!
      const child = (parent.configurable_children as { sku: string }[])[1]!
      const result = await getSearch().search(
        buildQuery({
          filters: [
            { field: 'configurable_children.sku', op: 'eq', value: child.sku },
            { field: 'type_id', op: 'eq', value: 'configurable' },
          ],
          includeFields: ['sku'],
        }),
      )
      expect(result.hits).toEqual([{ sku: parent.sku }])
    })
  })
}
