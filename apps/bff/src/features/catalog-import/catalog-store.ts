// The catalogue store of the embedded setup (ARCHITECTURE §1: embedded adapters are persistent):
// the validated, decoded documents of the last import, one NDJSON file per entity under
// `<DATA_DIR>/catalog/`, with a manifest of counts and content hashes. At start the BFF reloads them
// into the in-process index without re-importing; the hashes make a re-import of the same
// documents a no-op. With Elasticsearch the index is the store, and only the manifest is kept.
// Each store view's catalogue (D81) is kept apart: the default one in the folder itself, the
// others in a sub-folder named by the store code (`catalog/nl/product.ndjson`), as imported.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { join } from 'node:path'
import {
  catalogEntityTypes,
  nameCatalogFile,
  type CatalogEntityType,
} from '@vitrine/contracts/catalog/catalog-entities'
import type { StoreCode } from '@vitrine/contracts/store-views'

export interface CatalogManifestEntry {
  count: number
  sha256: string
}

export type StoreManifest = Partial<Record<CatalogEntityType, CatalogManifestEntry>>

export interface CatalogManifest {
  version: 2
  /** Per store view: what was imported last (a catalogue of version 1 is imported again). */
  stores: Partial<Record<StoreCode, StoreManifest>>
}

const MANIFEST_FILE = 'manifest.json'

/** The NDJSON text of documents as the store writes them; its hash is the content identity. */
export function serializeDocuments(documents: readonly Record<string, unknown>[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + (documents.length ? '\n' : '')
}

export function hashContent(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, text, 'utf8')
  await rename(temporary, path)
}

export class CatalogStore {
  constructor(readonly directory: string) {}

  static inDataDir(dataDir: string): CatalogStore {
    return new CatalogStore(join(dataDir, 'catalog'))
  }

  async readManifest(): Promise<CatalogManifest> {
    try {
      const parsed = JSON.parse(
        await readFile(join(this.directory, MANIFEST_FILE), 'utf8'),
      ) as CatalogManifest
      return parsed.version === 2 ? parsed : { version: 2, stores: {} }
    } catch {
      return { version: 2, stores: {} }
    }
  }

  /**
   * The manifest file's identity on disk (inode, size, modification time): it changes with every
   * write, as the manifest is replaced by a rename; '' when there is none. Cheap to poll (D190).
   */
  async manifestStamp(): Promise<string> {
    try {
      const info = await stat(join(this.directory, MANIFEST_FILE))
      return `${info.ino}:${info.size}:${info.mtimeMs}`
    } catch {
      return ''
    }
  }

  /**
   * The catalogue generation the store holds (D190): the hash of the manifest's text, which names
   * every stored entity's content hash; '' when nothing was imported.
   */
  async readGeneration(): Promise<string> {
    try {
      return hashContent(await readFile(join(this.directory, MANIFEST_FILE), 'utf8'))
    } catch {
      return ''
    }
  }

  async writeManifest(manifest: CatalogManifest): Promise<void> {
    await mkdir(this.directory, { recursive: true })
    await writeAtomically(join(this.directory, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
  }

  /** The folder of a store view's files. */
  folderOf(store: StoreCode): string {
    return store === 'default' ? this.directory : join(this.directory, store)
  }

  /** Writes an entity's documents (already serialized with serializeDocuments). */
  async writeEntity(entity: CatalogEntityType, text: string, store: StoreCode = 'default') {
    const folder = this.folderOf(store)
    await mkdir(folder, { recursive: true })
    await writeAtomically(join(folder, nameCatalogFile(entity)), text)
  }

  /** Forgets a (non-default) store view's own files: it serves the default catalogue. */
  async removeStore(store: Exclude<StoreCode, 'default'>): Promise<void> {
    await rm(this.folderOf(store), { recursive: true, force: true })
  }

  /**
   * The stored documents of an entity, or undefined when none were stored; `transform` is applied
   * to each document as its line is read.
   */
  async readEntity<T = Record<string, unknown>>(
    entity: CatalogEntityType,
    store: StoreCode = 'default',
    transform: (document: Record<string, unknown>) => T = (document) => document as T,
  ): Promise<T[] | undefined> {
    const path = join(this.folderOf(store), nameCatalogFile(entity))
    try {
      await access(path)
    } catch {
      return undefined
    }
    // Line by line: the product file of a large catalogue is tens of MB, and holding it whole as
    // one string (plus its split lines) while parsing raised the BFF's resident memory for good.
    const documents: T[] = []
    const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })
    for await (const line of lines) {
      if (line !== '') documents.push(transform(JSON.parse(line) as Record<string, unknown>))
    }
    return documents
  }

  /** Every stored entity's documents of a store view. */
  async readAll(
    store: StoreCode = 'default',
  ): Promise<Partial<Record<CatalogEntityType, Record<string, unknown>[]>>> {
    const all: Partial<Record<CatalogEntityType, Record<string, unknown>[]>> = {}
    for (const entity of catalogEntityTypes) {
      const documents = await this.readEntity(entity, store)
      if (documents) all[entity] = documents
    }
    return all
  }
}
