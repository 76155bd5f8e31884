// The catalogue importer (D20; ARCHITECTURE §5): reads a folder of VSF1 NDJSON files, one
// per entity, validates every document, reports each bad one (file, line, reason) while importing
// the good ones, loads them into the search index and the commerce engine, keeps them in the store
// (embedded setup) and drops the cached answers built from the changed entities. Idempotent: an
// entity whose validated documents hash as last time is left alone and reported `unchanged`.
//
// Store views (D81, D82): the folder itself is the default store view's catalogue, a sub-folder
// per other store view (`nl/`, `de/`) holds that store view's complete catalogue, as VSF1 exports
// one index per store view. A store view without a folder serves the default catalogue. Each is
// indexed on its own, the default first; the others share every part of a document identical to
// the default's (prices, stock, pictures, variants), so the catalogues are not held thrice. Carts
// and orders price from the default catalogue (prices and stock are the same in every view).
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { Attribute } from '@vitrine/contracts/catalog/attribute'
import {
  catalogEntityTypes,
  nameCatalogFile,
  type CatalogEntityType,
} from '@vitrine/contracts/catalog/catalog-entities'
import type { Product } from '@vitrine/contracts/catalog/product'
import type { TaxRule } from '@vitrine/contracts/catalog/tax-rule'
import { storeCodes, type StoreCode } from '@vitrine/contracts/store-views'
import type { CachePort } from '../../adapters/cache/cache.port.js'
import type { CommercePort } from '../../adapters/commerce/commerce.port.js'
import type { SearchDocument, SearchPort } from '../../adapters/search/search.port.js'
import { tagCatalogEntity } from '../catalog/catalog-cache.js'
import type { CatalogReferenceCache } from '../catalog/catalog-reference.js'
import { prepareIndexDocuments, type IndexingReference } from './catalog-indexing.js'
import {
  hashContent,
  serializeDocuments,
  type CatalogManifest,
  type CatalogStore,
} from './catalog-store.js'
import { CATALOG_ID_FIELDS, readCatalogFile, type ImportProblem } from './read-catalog-file.js'
import { createSharingPool, shareIdenticalParts } from './share-identical-parts.js'
import { addStoreUrls } from './store-urls.js'

/** The commerce engine's side of an import (its sellable products, tax rules and stock). */
export type CatalogueCommerceSink = Pick<CommercePort, 'importCatalogue'>

export interface CatalogImportDeps {
  search: SearchPort
  cache: CachePort
  reference: CatalogReferenceCache
  store: CatalogStore
  /** The index lives in this process only (embedded): keep the documents in the store. */
  keepDocuments: boolean
  /** Receives products and tax rules when either changed (prices, stock for carts and orders). */
  commerce?: CatalogueCommerceSink
  now?: () => Date
  /** STORE_TIME_ZONE for the indexed shelf prices (D90); Europe/Amsterdam when absent. */
  timeZone?: string
}

export type ImportEntityStatus = 'imported' | 'unchanged' | 'missing'

export interface ImportEntityReport {
  store: StoreCode
  entity: CatalogEntityType
  file: string
  status: ImportEntityStatus
  /** Valid documents in the file. */
  documents: number
  /** Bad records left out (reported in `problems`). */
  rejected: number
}

export interface CatalogImportReport {
  directory: string
  entities: ImportEntityReport[]
  problems: ImportProblem[]
  /** Store views without a folder of their own: they serve the default catalogue. */
  sharedStores: StoreCode[]
  /** True when any entity changed. */
  changed: boolean
  /** Where the folder's pictures were copied (the `/img` media root), when it had any. */
  mediaCopiedTo?: string | undefined
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

type Documents = Record<string, unknown>[]
type ReadEntity = { documents: Documents; text: string; sha256: string }
type StoreRead = Partial<Record<CatalogEntityType, ReadEntity>>

/** The manifest hash of a store view that serves the default catalogue. */
const sharedHash = (defaultHash: string) => `default:${defaultHash}`

export async function importCatalog(
  deps: CatalogImportDeps,
  directory: string,
): Promise<CatalogImportReport> {
  const manifest = await deps.store.readManifest()
  const read: Partial<Record<StoreCode, StoreRead>> = {}
  const entities: ImportEntityReport[] = []
  const problems: ImportProblem[] = []
  const sharedStores: StoreCode[] = []
  const changed = new Map<StoreCode, Set<CatalogEntityType>>()

  for (const store of storeCodes) {
    const folder = store === 'default' ? directory : join(directory, store)
    const storeChanges = new Set<CatalogEntityType>()
    changed.set(store, storeChanges)
    if (store !== 'default' && !(await exists(folder))) {
      sharedStores.push(store)
      for (const entity of catalogEntityTypes) {
        const defaultHash = read.default?.[entity]?.sha256
        if (!defaultHash) continue
        if (manifest.stores[store]?.[entity]?.sha256 !== sharedHash(defaultHash))
          storeChanges.add(entity)
      }
      continue
    }
    const storeRead: StoreRead = {}
    read[store] = storeRead
    for (const entity of catalogEntityTypes) {
      const file =
        store === 'default' ? nameCatalogFile(entity) : `${store}/${nameCatalogFile(entity)}`
      const path = join(folder, nameCatalogFile(entity))
      if (!(await exists(path))) {
        entities.push({ store, entity, file, status: 'missing', documents: 0, rejected: 0 })
        continue
      }
      const result = await readCatalogFile(entity, path, file)
      const text = serializeDocuments(result.documents)
      const sha256 = hashContent(text)
      storeRead[entity] = { documents: result.documents, text, sha256 }
      problems.push(...result.problems)
      const unchanged = manifest.stores[store]?.[entity]?.sha256 === sha256
      if (!unchanged) storeChanges.add(entity)
      entities.push({
        store,
        entity,
        file,
        status: unchanged ? 'unchanged' : 'imported',
        documents: result.documents.length,
        rejected: result.problems.length,
      })
    }
  }

  const anyChange = [...changed.values()].some((set) => set.size > 0)
  if (anyChange) await applyChanges(deps, read, changed, manifest)
  return { directory, entities, problems, sharedStores, changed: anyChange }
}

async function applyChanges(
  deps: CatalogImportDeps,
  read: Partial<Record<StoreCode, StoreRead>>,
  changed: ReadonlyMap<StoreCode, ReadonlySet<CatalogEntityType>>,
  manifest: CatalogManifest,
): Promise<void> {
  const current = await deps.reference.get()
  const defaults = read.default ?? {}
  const taxRules = (defaults.taxrule?.documents as TaxRule[] | undefined) ?? current.taxRules
  const attributes =
    (defaults.attribute?.documents as Attribute[] | undefined) ?? current.attributes
  const reference = {
    taxRules,
    attributes,
    now: deps.now?.() ?? new Date(),
    ...(deps.timeZone ? { timeZone: deps.timeZone } : {}),
  }

  // An entity changed in any store view is indexed again in every store view (the default first,
  // so the others can share its parts); products carry prices and facets from tax rules and
  // attributes, so those reindex the products too.
  const reindex = new Set<CatalogEntityType>()
  for (const entities of changed.values()) for (const entity of entities) reindex.add(entity)
  if (reindex.has('taxrule') || reindex.has('attribute')) reindex.add('product')

  const documentsOf = async (store: StoreCode, entity: CatalogEntityType) => {
    const own = read[store]
    if (store !== 'default' && !own) return undefined // served from the default catalogue
    return (
      own?.[entity]?.documents ??
      (deps.keepDocuments ? await deps.store.readEntity(entity, store) : undefined)
    )
  }
  let defaultProducts: Documents | undefined
  for (const entity of catalogEntityTypes) {
    if (!reindex.has(entity)) continue
    let base: SearchDocument[] | undefined
    const preparedByStore = new Map<StoreCode, SearchDocument[]>()
    for (const store of storeCodes) {
      const documents = await documentsOf(store, entity)
      if (store === 'default' && entity === 'product') defaultProducts = documents
      const prepared = documents
        ? prepareStoreDocuments(entity, documents, reference, base)
        : store === 'default' || read[store]
          ? undefined
          : base
      if (!prepared) continue
      if (store === 'default') base = prepared
      preparedByStore.set(store, prepared)
    }
    addStoreUrls(entity, preparedByStore)
    for (const [store, prepared] of preparedByStore) {
      await deps.search.replaceEntity(entity, prepared, CATALOG_ID_FIELDS[entity], store)
    }
  }

  const defaultChanges = changed.get('default') ?? new Set()
  if (
    deps.commerce &&
    defaultProducts &&
    (defaultChanges.has('product') || defaultChanges.has('taxrule'))
  ) {
    await deps.commerce.importCatalogue({ products: defaultProducts as Product[], taxRules })
  }

  for (const store of storeCodes) {
    const storeManifest = (manifest.stores[store] ??= {})
    const own = read[store]
    if (store !== 'default' && !own) {
      if (deps.keepDocuments) await deps.store.removeStore(store)
      for (const entity of catalogEntityTypes) {
        const entry = defaults[entity]
        if (entry) {
          storeManifest[entity] = {
            count: entry.documents.length,
            sha256: sharedHash(entry.sha256),
          }
        }
      }
      continue
    }
    for (const entity of changed.get(store) ?? []) {
      const entry = own?.[entity]
      if (!entry) continue
      if (deps.keepDocuments) await deps.store.writeEntity(entity, entry.text, store)
      storeManifest[entity] = { count: entry.documents.length, sha256: entry.sha256 }
    }
  }
  await deps.store.writeManifest(manifest)

  deps.reference.invalidate()
  await deps.cache.invalidateTags([...reindex].map(tagCatalogEntity))
}

/**
 * Prepares one store view's index documents one at a time (so a stored file can be read line by
 * line without holding its raw documents); a store view after the default shares with the
 * default's documents of the same id every part that is identical, and every store view's equal
 * strings are one string (D82).
 */
function createStoreDocumentPreparer(
  entity: CatalogEntityType,
  reference: IndexingReference,
  base: readonly SearchDocument[] | undefined,
): (document: Record<string, unknown>) => SearchDocument {
  const idField = CATALOG_ID_FIELDS[entity]
  const baseById = new Map(base?.map((document) => [String(document[idField]), document]))
  const pool = createSharingPool()
  return (document) => {
    const [prepared] = prepareIndexDocuments(entity, [document], reference)
    return shareIdenticalParts(prepared, baseById.get(String(prepared?.[idField])), pool)!
  }
}

function prepareStoreDocuments(
  entity: CatalogEntityType,
  documents: readonly Record<string, unknown>[],
  reference: IndexingReference,
  base: readonly SearchDocument[] | undefined,
): SearchDocument[] {
  return documents.map(createStoreDocumentPreparer(entity, reference, base))
}

/**
 * Loads the stored catalogue into the search index (embedded engine, at start), line by line:
 * each document is prepared and shared as it is read (D28, D82).
 */
export async function loadStoredCatalog(
  deps: Pick<CatalogImportDeps, 'search' | 'store' | 'now' | 'timeZone'>,
): Promise<number> {
  const reference = {
    taxRules: ((await deps.store.readEntity('taxrule')) ?? []) as TaxRule[],
    attributes: ((await deps.store.readEntity('attribute')) ?? []) as Attribute[],
    now: deps.now?.() ?? new Date(),
    ...(deps.timeZone ? { timeZone: deps.timeZone } : {}),
  }
  let count = 0
  for (const entity of catalogEntityTypes) {
    const prepareDefault = createStoreDocumentPreparer(entity, reference, undefined)
    const base = await deps.store.readEntity(entity, 'default', prepareDefault)
    if (!base) continue
    const preparedByStore = new Map<StoreCode, SearchDocument[]>([['default', base]])
    count += base.length
    for (const store of storeCodes) {
      if (store === 'default') continue
      const prepare = createStoreDocumentPreparer(entity, reference, base)
      const own = await deps.store.readEntity(entity, store, prepare)
      preparedByStore.set(store, own ?? base)
      count += own?.length ?? 0
    }
    addStoreUrls(entity, preparedByStore)
    for (const [store, prepared] of preparedByStore) {
      await deps.search.replaceEntity(entity, prepared, CATALOG_ID_FIELDS[entity], store)
    }
  }
  return count
}
