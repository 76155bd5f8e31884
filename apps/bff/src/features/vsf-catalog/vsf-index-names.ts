// The Vue Storefront 1 index names of the store views (VSF_CATALOG_INDICES, D228): VSF1 asks
// `/api/catalog/{index}/{type}/_search`, one index per store view, one Elasticsearch index per
// entity (`{index}_{type}` since Elasticsearch 6), which the legacy `/api/catalog/{index}/_search`
// names whole.
import { catalogQueryTypes } from '@vitrine/contracts/catalog-query'
import type { StoreCode } from '@vitrine/contracts/store-views'
import { ValidationError } from '../../errors.js'

export type VsfIndexNames = ReadonlyMap<string, StoreCode>

/** The entities of a VSF1 index: the catalogue's, and the reviews the commerce backend keeps. */
export const vsfEntities = [...catalogQueryTypes, 'review'] as const
export type VsfEntity = (typeof vsfEntities)[number]

/** `default:vue_storefront_catalog,nl:vue_storefront_catalog_nl` as index name → store code. */
export function parseVsfIndexNames(setting: string): VsfIndexNames {
  const names = new Map<string, StoreCode>()
  for (const pair of setting.split(',')) {
    const [store, index] = pair.split(':') as [StoreCode, string]
    names.set(index, store)
  }
  return names
}

export interface ResolvedIndex {
  store: StoreCode
  entity: VsfEntity
  /** The Elasticsearch index a hit comes from: `{index}_{type}`. */
  hitIndex: string
}

const unknownIndex = (names: VsfIndexNames) =>
  new ValidationError([
    {
      field: 'params.index',
      message: `Invalid / inaccessible index name given in the URL. Known indices: ${[...names.keys()].join(', ')}; use /api/catalog/<index_name>/<entity_type>/_search.`,
    },
  ])

const unknownType = (type: string) =>
  new ValidationError([
    {
      field: 'params.type',
      message: `Unknown entity type \`${type}\`: one of ${vsfEntities.join(', ')}.`,
    },
  ])

/** The store view and entity of `/{index}/{type}/_search`, or of `/{index}_{type}/_search`. */
export function resolveVsfIndex(
  names: VsfIndexNames,
  index: string,
  type: string | undefined,
): ResolvedIndex {
  if (type !== undefined) {
    const store = names.get(index)
    if (store === undefined) throw unknownIndex(names)
    if (!(vsfEntities as readonly string[]).includes(type)) throw unknownType(type)
    return { store, entity: type as VsfEntity, hitIndex: `${index}_${type}` }
  }
  for (const [name, store] of names) {
    if (!index.startsWith(`${name}_`)) continue
    const entity = index.slice(name.length + 1)
    if ((vsfEntities as readonly string[]).includes(entity)) {
      return { store, entity: entity as VsfEntity, hitIndex: index }
    }
  }
  if (names.has(index)) {
    throw new ValidationError([
      {
        field: 'params.index',
        message: `Name the entity type: /api/catalog/${index}/<entity_type>/_search (${vsfEntities.join(', ')}).`,
      },
    ])
  }
  throw unknownIndex(names)
}
