// A BFF on the embedded search serving while another process imports into the same DATA_DIR
// (D190): it loads the newer catalogue on its own, and its cached answers of the older catalogue
// are never served again, although the importer's tag invalidation never reached its cache.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import {
  buildImportedApp,
  createCatalogFixture,
  type CatalogFixture,
} from './catalog-fixture.test-helpers.js'

let fixture: CatalogFixture
const apps: App[] = []

beforeEach(async () => {
  fixture = await createCatalogFixture()
})

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  await fixture.cleanUp()
})

async function nameOf(target: App, sku: string): Promise<unknown> {
  const response = await target.inject({
    method: 'POST',
    url: '/api/catalog',
    payload: {
      type: 'product',
      use: 'single',
      query: { filters: [{ field: 'sku', op: 'eq', value: sku }] },
    },
  })
  const items = (response.json() as { result: { items: Array<Record<string, unknown>> } }).result
    .items
  return items[0]?.name
}

async function renameFirstProduct(name: string): Promise<string> {
  const file = join(fixture.seedDir, 'product.ndjson')
  const [first, ...rest] = (await readFile(file, 'utf8')).trimEnd().split('\n')
  const product = JSON.parse(first!) as { sku: string; name: string }
  await writeFile(file, [JSON.stringify({ ...product, name }), ...rest].join('\n') + '\n')
  return product.sku
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('a catalogue imported by another process', () => {
  it('is loaded by a serving BFF, whose cached answers of the older catalogue stop', async () => {
    const importer = await buildImportedApp(fixture)
    apps.push(importer)
    const serving = await fixture.buildApp({ CATALOG_RELOAD_CHECK_MS: '20' })
    apps.push(serving)
    await serving.ready()
    const sku = await renameFirstProduct('Renamed by the second import')
    const oldName = await nameOf(serving, sku)
    expect(oldName).not.toBe('Renamed by the second import')
    // asked again: cached at its second sight (D209), the third answer comes from the cache
    expect(await nameOf(serving, sku)).toBe(oldName)
    expect(await nameOf(serving, sku)).toBe(oldName)

    const report = await importer.importCatalog(fixture.seedDir)
    expect(report.changed).toBe(true)

    await waitFor(
      async () => (await nameOf(serving, sku)) === 'Renamed by the second import',
      'the serving BFF answers the new name',
    )
    expect(await nameOf(serving, sku)).toBe('Renamed by the second import')
  })

  it('is not loaded again by the process that imported it', async () => {
    const app = await fixture.buildApp({ CATALOG_RELOAD_CHECK_MS: '20' })
    apps.push(app)
    const lines: string[] = []
    await app.ready()
    await app.importCatalog(fixture.seedDir)
    const sku = await renameFirstProduct('Renamed in place')
    app.log.info = ((object: unknown, message?: string) => {
      lines.push(String(message ?? object))
    }) as typeof app.log.info
    await app.importCatalog(fixture.seedDir)
    expect(await nameOf(app, sku)).toBe('Renamed in place')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(lines).not.toContain('newer stored catalogue loaded')
  })
})
