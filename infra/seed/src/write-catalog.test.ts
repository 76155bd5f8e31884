import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { catalogEntityTypes } from '@vitrine/contracts/catalog/catalog-entities'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { generateCatalog } from './generate-catalog.js'
import { imageSizes, locateRendition } from './render-media.js'
import { writeCatalog } from './write-catalog.js'

const folders: string[] = []
const tempFolder = async (): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-seed-'))
  folders.push(folder)
  return folder
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

const readAll = async (folder: string): Promise<Record<string, string>> => {
  const files = (await readdir(folder)).filter(
    (file) => file.endsWith('.json') || file.endsWith('.ndjson'),
  )
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [f, await readFile(join(folder, f), 'utf8')])),
  )
}

describe('writing the seed catalogue', () => {
  it('writes one NDJSON file per entity type, one parseable document per line, and a manifest', async () => {
    const catalog = generateCatalog({ size: 'tiny', seed: 42, today: '2026-11-01' })
    const folder = await tempFolder()
    const manifest = await writeCatalog(catalog, folder, { media: false })
    for (const type of catalogEntityTypes) {
      const lines = (await readFile(join(folder, `${type}.ndjson`), 'utf8')).trimEnd().split('\n')
      expect(lines).toHaveLength(catalog.documents[type].length)
      expect(lines.map((line) => JSON.parse(line))).toEqual(catalog.documents[type])
      expect(manifest.files[type]).toEqual({ file: `${type}.ndjson`, count: lines.length })
    }
    expect(JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
      format: 'vsf1-ndjson',
      size: 'tiny',
      seed: 42,
      today: '2026-11-01',
      storeViews: { nl: { folder: 'nl' }, de: { folder: 'de' } },
    })
  })

  it('writes each translated store view as a complete set of entity files in its own folder', async () => {
    const catalog = generateCatalog({ size: 'tiny', seed: 42, today: '2026-11-01' })
    const folder = await tempFolder()
    const manifest = await writeCatalog(catalog, folder, { media: false })
    for (const language of ['nl', 'de'] as const) {
      for (const type of catalogEntityTypes) {
        const text = await readFile(join(folder, language, `${type}.ndjson`), 'utf8')
        const documents = text
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown)
        expect(documents).toEqual(catalog.storeViews[language][type])
        expect(manifest.storeViews[language].files[type].count).toBe(documents.length)
      }
    }
  })

  it('writes byte-identical files for the same options, replacing an earlier run', async () => {
    const folder = await tempFolder()
    const options = { size: 'tiny', seed: 9, today: '2026-11-01' }
    await writeCatalog(generateCatalog(options), folder, { media: false })
    const first = await readAll(folder)
    await writeCatalog(generateCatalog({ ...options, seed: 10 }), folder, { media: false })
    expect(await readAll(folder)).not.toEqual(first)
    await writeCatalog(generateCatalog(options), folder, { media: false })
    expect(await readAll(folder)).toEqual(first)
  })

  it('renders every referenced picture as JPEG and WebP at the sizes of spec 000 §9', async () => {
    const catalog = generateCatalog({ size: 'tiny', seed: 42, today: '2026-11-01' })
    const folder = await tempFolder()
    const manifest = await writeCatalog(catalog, folder)
    expect(manifest.media.images).toBe(catalog.media.length)
    const path = String(catalog.documents.product[0]?.image)
    for (const size of imageSizes) {
      for (const format of ['jpeg', 'webp'] as const) {
        const metadata = await sharp(join(folder, locateRendition(path, size, format))).metadata()
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          format,
          size.width,
          size.height,
        ])
      }
    }
    expect(locateRendition('/c/a/cap-red.jpg', { width: 360, height: 640 }, 'webp')).toBe(
      join('media', '360x640', 'c', 'a', 'cap-red.webp'),
    )
  })
})
