// Each product's and category's address in every store view, written into its documents at
// indexing time (D180 amends D84): a page's hreflang alternates are read from the document the
// page already loads, instead of asking the two other store views' catalogues on every render.
// One object per product or category, shared by its documents in all store views.
//   products:   store_slugs     { default: 'washed-dad-cap-12', nl: 'gewassen-dad-cap-12', … }
//   categories: store_slugs     { default: 'women-3', nl: 'dames-3', … }
//               store_url_paths { default: 'women', nl: 'dames', … }
// Elasticsearch stores them without indexing (`enabled: false` in the index templates).
import type { CatalogEntityType } from '@vitrine/contracts/catalog/catalog-entities'
import type { StoreCode } from '@vitrine/contracts/store-views'
import type { SearchDocument } from '../../adapters/search/search.port.js'

type ByStore = Partial<Record<StoreCode, string>>

interface EntityUrls {
  key: (document: SearchDocument) => string | undefined
  fields: readonly {
    read: (document: SearchDocument) => unknown
    /**
     * A store by name: adding a key by a computed name (`document[name] = …`) to a document of
     * forty keys turns it into a dictionary object in V8, at three times the memory (D197).
     */
    write: (document: SearchDocument, entry: ByStore) => void
  }[]
}

const asKey = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined

const URLS: Partial<Record<CatalogEntityType, EntityUrls>> = {
  product: {
    key: (document) => asKey(document.sku),
    fields: [
      {
        read: (document) => document.slug ?? document.url_key,
        write: (document, entry) => void (document.store_slugs = entry),
      },
    ],
  },
  category: {
    key: (document) => asKey(document.id),
    fields: [
      {
        read: (document) => document.slug,
        write: (document, entry) => void (document.store_slugs = entry),
      },
      {
        read: (document) => document.url_path,
        write: (document, entry) => void (document.store_url_paths = entry),
      },
    ],
  },
}

/**
 * Writes the store-view addresses into every store view's documents of `entity` (products and
 * categories; other entities are left alone). `documentsByStore` holds the documents each store
 * view is about to be indexed with; a store view served from the default catalogue holds the
 * default's documents.
 */
export function addStoreUrls(
  entity: CatalogEntityType,
  documentsByStore: ReadonlyMap<StoreCode, readonly SearchDocument[]>,
): void {
  const urls = URLS[entity]
  if (!urls) return
  for (const field of urls.fields) {
    const byKey = new Map<string, ByStore>()
    for (const [store, documents] of documentsByStore) {
      for (const document of documents) {
        const key = urls.key(document)
        const value = field.read(document)
        if (key === undefined || typeof value !== 'string' || value === '') continue
        let entry = byKey.get(key)
        if (!entry) byKey.set(key, (entry = {}))
        entry[store] = value
      }
    }
    for (const documents of documentsByStore.values()) {
      for (const document of documents) {
        const key = urls.key(document)
        const entry = key === undefined ? undefined : byKey.get(key)
        if (entry) field.write(document, entry)
      }
    }
  }
}
