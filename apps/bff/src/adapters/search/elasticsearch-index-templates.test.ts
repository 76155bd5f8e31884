// The index templates of infra/elasticsearch cover every index the adapter creates: each store
// view's import index `<alias>_<stamp>` matches exactly one entity's template (Elasticsearch
// refuses composable templates of equal priority whose patterns overlap, D81).
import { storeCodes } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { nameSearchAlias } from './elasticsearch-index-names.js'
import { entityIndexTemplates } from './elasticsearch-index-templates.js'
import { searchEntities } from './search.port.js'

const matches = (pattern: string, name: string): boolean =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(name)

describe('Elasticsearch index templates', () => {
  it.each(storeCodes)(
    'give every entity of the %s store view exactly its own template',
    (store) => {
      for (const entity of searchEntities) {
        const index = `${nameSearchAlias('vitrine', entity, store)}_mh2k9x1a`
        const owners = searchEntities.filter((candidate) =>
          entityIndexTemplates[candidate].index_patterns.some((pattern) => matches(pattern, index)),
        )
        expect(owners, index).toEqual([entity])
      }
    },
  )
})

describe('the store-view addresses written into documents (D180)', () => {
  it('are stored but never indexed', () => {
    const properties = (entity: 'product' | 'category') =>
      (entityIndexTemplates[entity] as { template: { mappings: { properties: object } } }).template
        .mappings.properties as Record<string, unknown>
    expect(properties('product').store_slugs).toEqual({ type: 'object', enabled: false })
    expect(properties('category').store_slugs).toEqual({ type: 'object', enabled: false })
    expect(properties('category').store_url_paths).toEqual({ type: 'object', enabled: false })
  })
})
