// Writes a generated catalogue to a folder: one NDJSON file per entity type (one VSF1 document per
// line, so an importer can report a bad record by file and line), a manifest.json describing the
// run, and the rendered pictures under media/. Output is byte-identical for the same options.
import { access, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  catalogEntityTypes,
  nameCatalogFile,
  type CatalogEntityType,
} from '@vitrine/contracts/catalog/catalog-entities'
import type { Catalog, StoreViewDocuments } from './generate-catalog.js'
import { translatedLanguages, type TranslatedLanguage } from './product-vocabulary.js'
import { imageSizes, renderMedia } from './render-media.js'

export const manifestFileName = 'manifest.json'

export interface CatalogManifest {
  format: 'vsf1-ndjson'
  formatVersion: 1
  size: string
  seed: number
  today: string
  files: Record<CatalogEntityType, { file: string; count: number }>
  /**
   * The other store views' catalogues (D80), each a complete set of entity files in its own
   * folder, as VSF1 keeps one index per store view: `nl/` is `vue_storefront_catalog_nl`.
   */
  storeViews: Record<
    TranslatedLanguage,
    { folder: string; files: Record<CatalogEntityType, { file: string; count: number }> }
  >
  media: {
    folder: 'media'
    images: number
    sizes: string[]
    formats: ['jpg', 'webp']
  }
}

export interface WriteCatalogOptions {
  /** Render the pictures too (default true); documents alone are enough for most tests. */
  media?: boolean
}

/** One document per line, keys in the order the generator built them. */
export function toNdjson(documents: readonly unknown[]): string {
  return documents.map((document) => `${JSON.stringify(document)}\n`).join('')
}

export async function writeCatalog(
  catalog: Catalog,
  outDir: string,
  options: WriteCatalogOptions = {},
): Promise<CatalogManifest> {
  // a folder written before by this generator is replaced whole, so no stale file survives
  if (await exists(join(outDir, manifestFileName)))
    await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const files = await writeStoreView(outDir, catalog.documents)
  const storeViews = {} as CatalogManifest['storeViews']
  for (const language of translatedLanguages) {
    const folder = join(outDir, language)
    await mkdir(folder, { recursive: true })
    storeViews[language] = {
      folder: language,
      files: await writeStoreView(folder, catalog.storeViews[language]),
    }
  }
  if (options.media !== false) await renderMedia(outDir, catalog.media)
  const manifest: CatalogManifest = {
    format: 'vsf1-ndjson',
    formatVersion: 1,
    size: catalog.options.size,
    seed: catalog.options.seed,
    today: catalog.options.today,
    files,
    storeViews,
    media: {
      folder: 'media',
      images: options.media === false ? 0 : catalog.media.length,
      sizes: imageSizes.map((size) => `${size.width}x${size.height}`),
      formats: ['jpg', 'webp'],
    },
  }
  await writeFile(join(outDir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** One store view's entity files. */
async function writeStoreView(
  folder: string,
  documents: StoreViewDocuments,
): Promise<CatalogManifest['files']> {
  const files = {} as CatalogManifest['files']
  for (const type of catalogEntityTypes) {
    const list = documents[type]
    await writeFile(join(folder, nameCatalogFile(type)), toNdjson(list))
    files[type] = { file: nameCatalogFile(type), count: list.length }
  }
  return files
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
