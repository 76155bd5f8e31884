import { describe, expect, it } from 'vitest'
import { catalogDocumentSchemas, catalogEntityTypes, nameCatalogFile } from './catalog-entities.js'
import { lumaCategory, lumaTaxRule } from './vsf1-samples.test-helpers.js'

describe('catalogue entity registry', () => {
  it('has one schema and one NDJSON file per entity type', () => {
    expect(Object.keys(catalogDocumentSchemas).sort()).toEqual([...catalogEntityTypes].sort())
    expect(catalogEntityTypes.map(nameCatalogFile)).toContain('url_rewrite.ndjson')
  })

  it('validates each document with the schema of its own type', () => {
    expect(catalogDocumentSchemas.taxrule.safeParse(lumaTaxRule).success).toBe(true)
    expect(catalogDocumentSchemas.product.safeParse(lumaCategory).success).toBe(false)
  })
})
