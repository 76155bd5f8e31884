// The catalogue importer (D20; ARCHITECTURE §5): reads a folder of VSF1 NDJSON files, one
// per entity, validates every document, reports each bad one (file, line, reason) while importing
// the good ones, loads them into the search index and the commerce engine, keeps them in the store
// (embedded setup) and drops the cached answers built from the changed entities. Idempotent: an
// entity whose validated documents hash as last time is left alone and reported `unchanged`.
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
import type { CachePort } from '../../adapters/cache/cache.port.js'
import type { CommercePort } from '../../adapters/commerce/commerce.port.js'
import type { SearchPort } from '../../adapters/search/search.port.js'
import { tagCatalogEntity } from '../catalog/catalog-cache.js'
import type { CatalogReferenceCache } from '../catalog/catalog-reference.js'
import { indexEntity } from './catalog-indexing.js'
import { hashContent, serializeDocuments, type CatalogStore } from './catalog-store.js'
import { readCatalogFile, type ImportProblem } from './read-catalog-file.js'

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
  /** True when any entity changed. */
  changed: boolean
  /** Where the folder's pictures were copied (the `/img` media root), when it had any. */
  mediaCopiedTo?: string | undefined
}

type Documents = Record<string, unknown>[]

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

export async function importCatalog(
  deps: CatalogImportDeps,
  directory: string,
): Promise<CatalogImportReport> {
  const manifest = await deps.store.readManifest()
  const read: Partial<Record<CatalogEntityType, { documents: Documents; text: string }>> = {}
  const entities: ImportEntityReport[] = []
  const problems: ImportProblem[] = []
  const changed = new Set<CatalogEntityType>()

  for (const entity of catalogEntityTypes) {
    const file = nameCatalogFile(entity)
    const path = join(directory, file)
    if (!(await exists(path))) {
      entities.push({ entity, file, status: 'missing', documents: 0, rejected: 0 })
      continue
    }
    const result = await readCatalogFile(entity, path, file)
    const text = serializeDocuments(result.documents)
    read[entity] = { documents: result.documents, text }
    problems.push(...result.problems)
    const unchanged = manifest.entities[entity]?.sha256 === hashContent(text)
    if (!unchanged) changed.add(entity)
    entities.push({
      entity,
      file,
      status: unchanged ? 'unchanged' : 'imported',
      documents: result.documents.length,
      rejected: result.problems.length,
    })
  }

  if (changed.size > 0) await applyChanges(deps, read, changed, manifest)
  return { directory, entities, problems, changed: changed.size > 0 }
}

async function applyChanges(
  deps: CatalogImportDeps,
  read: Partial<Record<CatalogEntityType, { documents: Documents; text: string }>>,
  changed: Set<CatalogEntityType>,
  manifest: Awaited<ReturnType<CatalogStore['readManifest']>>,
): Promise<void> {
  const current = await deps.reference.get()
  const taxRules = (read.taxrule?.documents as TaxRule[] | undefined) ?? current.taxRules
  const attributes = (read.attribute?.documents as Attribute[] | undefined) ?? current.attributes
  const reference = {
    taxRules,
    attributes,
    now: deps.now?.() ?? new Date(),
    ...(deps.timeZone ? { timeZone: deps.timeZone } : {}),
  }

  // Products carry shelf prices and facet values computed from tax rules and attributes.
  const reindex = new Set(changed)
  if (changed.has('taxrule') || changed.has('attribute')) reindex.add('product')
  const products =
    read.product?.documents ??
    (reindex.has('product') && deps.keepDocuments
      ? await deps.store.readEntity('product')
      : undefined)
  if (!products) reindex.delete('product')

  for (const entity of reindex) {
    const documents = entity === 'product' ? products : read[entity]?.documents
    if (documents) await indexEntity(deps.search, entity, documents, reference)
  }

  if (deps.commerce && products && (changed.has('product') || changed.has('taxrule'))) {
    await deps.commerce.importCatalogue({ products: products as Product[], taxRules })
  }

  for (const entity of changed) {
    const entry = read[entity]
    if (!entry) continue
    if (deps.keepDocuments) await deps.store.writeEntity(entity, entry.text)
    manifest.entities[entity] = { count: entry.documents.length, sha256: hashContent(entry.text) }
  }
  await deps.store.writeManifest(manifest)

  deps.reference.invalidate()
  await deps.cache.invalidateTags([...reindex].map(tagCatalogEntity))
}

/** Loads the stored catalogue into the search index (embedded engine, at start). */
export async function loadStoredCatalog(
  deps: Pick<CatalogImportDeps, 'search' | 'store' | 'now' | 'timeZone'>,
): Promise<number> {
  const stored = await deps.store.readAll()
  const reference = {
    taxRules: (stored.taxrule ?? []) as TaxRule[],
    attributes: (stored.attribute ?? []) as Attribute[],
    now: deps.now?.() ?? new Date(),
    ...(deps.timeZone ? { timeZone: deps.timeZone } : {}),
  }
  let count = 0
  for (const entity of catalogEntityTypes) {
    const documents = stored[entity]
    if (!documents) continue
    await indexEntity(deps.search, entity, documents, reference)
    count += documents.length
  }
  return count
}
