// The index settings and mappings per entity, read from infra/elasticsearch/index-templates (the
// composable index templates an operator can also install with `PUT _index_template/...`). The
// BFF bundle inlines them, so the adapter needs no files at run time.
import attribute from '../../../../../infra/elasticsearch/index-templates/attribute.json' with { type: 'json' }
import category from '../../../../../infra/elasticsearch/index-templates/category.json' with { type: 'json' }
import cmsBlock from '../../../../../infra/elasticsearch/index-templates/cms_block.json' with { type: 'json' }
import cmsPage from '../../../../../infra/elasticsearch/index-templates/cms_page.json' with { type: 'json' }
import product from '../../../../../infra/elasticsearch/index-templates/product.json' with { type: 'json' }
import taxrule from '../../../../../infra/elasticsearch/index-templates/taxrule.json' with { type: 'json' }
import urlRewrite from '../../../../../infra/elasticsearch/index-templates/url_rewrite.json' with { type: 'json' }
import type { estypes } from '@elastic/elasticsearch'
import type { SearchEntity } from './search.port.js'

export interface EntityIndexTemplate {
  index_patterns: string[]
  priority: number
  template: {
    settings: estypes.IndicesIndexSettings
    mappings: estypes.MappingTypeMapping
  }
}

export const entityIndexTemplates = {
  product,
  category,
  attribute,
  taxrule,
  cms_page: cmsPage,
  cms_block: cmsBlock,
  url_rewrite: urlRewrite,
} as unknown as Record<SearchEntity, EntityIndexTemplate>
