import { CatalogQueryRequestSchema } from '@vitrine/contracts/catalog-query'
import { describe, expect, it } from 'vitest'
import { buildCatalogSearch, type QueryRuleContext } from './catalog-query-rules.js'
import { SharedPlanParts } from './shared-plan-parts.js'

describe('SharedPlanParts', () => {
  it('makes a list once per key and hands out the same frozen list', () => {
    const parts = new SharedPlanParts()
    let made = 0
    const make = () => {
      made++
      return [{ field: 'color' }]
    }
    const first = parts.list('a', make)
    expect(parts.list('a', make)).toBe(first)
    expect(made).toBe(1)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first[0])).toBe(true)
    expect(parts.list('b', make)).not.toBe(first)
  })

  it('starts again empty when full, so it never holds more than its bound', () => {
    const parts = new SharedPlanParts(2)
    parts.list('a', () => [1])
    parts.list('b', () => [2])
    parts.list('c', () => [3])
    expect(parts.size).toBe(1)
    expect(parts.list('c', () => [4])).toEqual([3])
  })
})

describe('catalogue plans share their common parts', () => {
  const context: QueryRuleContext = {
    listOutOfStock: false,
    taxCountry: 'NL',
    filterableAttributes: ['color', 'size', 'price'],
  }
  const plan = (body: unknown) =>
    buildCatalogSearch(CatalogQueryRequestSchema.parse(body), context).query

  it('gives two searches for different texts the same filters, aggregations and field list', () => {
    const includeFields = ['name', 'sku', 'image']
    const one = plan({ type: 'product', query: { text: 'linen dress' }, includeFields })
    const other = plan({
      type: 'product',
      query: { text: 'swim shorts' },
      includeFields: [...includeFields],
    })
    expect(other.filters).toBe(one.filters)
    expect(other.aggregations).toBe(one.aggregations)
    expect(other.includeFields).toBe(one.includeFields)
    expect(one.includeFields).toEqual(expect.arrayContaining([...includeFields, 'price', 'sku']))
  })

  it('keeps apart what differs: another field list, another tax country, a caller filter', () => {
    const base = plan({ type: 'product', query: { text: 'linen dress' }, includeFields: ['name'] })
    const fields = plan({ type: 'product', query: { text: 'linen dress' }, includeFields: ['sku'] })
    expect(fields.includeFields).not.toBe(base.includeFields)
    const german = buildCatalogSearch(
      CatalogQueryRequestSchema.parse({ type: 'product', query: { text: 'linen dress' } }),
      { ...context, taxCountry: 'DE' },
    ).query
    expect(german.aggregations).not.toBe(base.aggregations)
    expect(german.aggregations.find((a) => a.kind === 'range')?.field).toMatch(/DE/)
    const filtered = plan({
      type: 'product',
      query: { text: 'linen dress', filters: [{ field: 'color', op: 'eq', value: 5003 }] },
    })
    expect(filtered.filters).toHaveLength(base.filters.length + 1)
    expect(base.filters).toHaveLength(3)
  })
})
