// The importer as an operator and an API caller notice it: bad records reported with file, line
// and reason while the good ones import; re-imports change nothing; a restart serves the stored
// catalogue; an import drops the cached answers of what it changed.
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { createCatalogFixture, type CatalogFixture } from './catalog-fixture.test-helpers.js'
import { formatImportReport } from './import.cli.js'

let fixture: CatalogFixture
let app: App | undefined

beforeEach(async () => {
  fixture = await createCatalogFixture()
})

afterEach(async () => {
  await app?.close()
  app = undefined
  await fixture.cleanUp()
})

async function findSku(target: App, sku: string, url = '/api/catalog') {
  const response = await target.inject({
    method: 'POST',
    url,
    payload: {
      type: 'product',
      use: 'single',
      query: { filters: [{ field: 'sku', op: 'eq', value: sku }] },
    },
  })
  return (response.json() as { result: { items: Array<Record<string, unknown>> } }).result.items
}

describe('catalogue import', () => {
  it('reports every bad record with file, line and reason and imports the good ones', async () => {
    const productFile = join(fixture.seedDir, 'product.ndjson')
    const lines = (await readFile(productFile, 'utf8')).trimEnd().split('\n')
    const good = lines.length
    await appendFile(
      productFile,
      [
        '{"sku": broken',
        JSON.stringify({
          id: 900,
          name: 'No sku',
          type_id: 'simple',
          status: 1,
          visibility: 4,
          price: 10,
        }),
        lines[0],
        JSON.stringify({
          id: 901,
          sku: 'BAD-TYPE',
          name: 'x',
          type_id: 'kit',
          status: 1,
          visibility: 4,
          price: 1,
        }),
      ].join('\n') + '\n',
    )
    app = await fixture.buildApp()
    await app.ready()
    const report = await app.importCatalog(fixture.seedDir)

    expect(report.problems.map(({ file, line }) => `${file}:${line}`)).toEqual([
      `product.ndjson:${good + 1}`,
      `product.ndjson:${good + 2}`,
      `product.ndjson:${good + 3}`,
      `product.ndjson:${good + 4}`,
    ])
    expect(report.problems[0]?.reason).toMatch(/^Invalid JSON/)
    expect(report.problems[1]?.reason).toMatch(/^sku: /)
    expect(report.problems[2]?.reason).toMatch(/^Duplicate product DRS-0001/)
    expect(report.problems[3]?.reason).toMatch(/^type_id: /)
    expect(report.entities.find((entry) => entry.entity === 'product')).toMatchObject({
      status: 'imported',
      documents: good,
      rejected: 4,
    })
    expect(formatImportReport(report)).toContain(`product.ndjson:${good + 2}: sku: `)
    expect(await findSku(app, 'EAR-0001')).toHaveLength(1)
    expect(await findSku(app, 'BAD-TYPE')).toHaveLength(0)
  })

  it('changes nothing on a re-import of the same files and says so', async () => {
    app = await fixture.buildApp()
    await app.ready()
    expect((await app.importCatalog(fixture.seedDir)).changed).toBe(true)
    const stored = await readFile(join(fixture.dataDir, 'catalog', 'product.ndjson'), 'utf8')

    const again = await app.importCatalog(fixture.seedDir)
    expect(again.changed).toBe(false)
    expect(new Set(again.entities.map((entry) => entry.status))).toEqual(new Set(['unchanged']))
    expect(formatImportReport(again)).toContain('Nothing changed')
    expect(await readFile(join(fixture.dataDir, 'catalog', 'product.ndjson'), 'utf8')).toBe(stored)
  })

  it('serves the stored catalogue after a restart without importing again', async () => {
    const first = await fixture.buildApp()
    await first.ready()
    await first.importCatalog(fixture.seedDir)
    await first.close()

    app = await fixture.buildApp()
    const items = await findSku(app, 'EAR-0001')
    expect(items[0]).toMatchObject({ sku: 'EAR-0001', price_incl_tax: 79.99 })
  })

  it('leaves an entity whose file is missing as it was', async () => {
    app = await fixture.buildApp()
    await app.ready()
    await app.importCatalog(fixture.seedDir)
    await rm(join(fixture.seedDir, 'category.ndjson'))
    const report = await app.importCatalog(fixture.seedDir)
    expect(report.entities.find((entry) => entry.entity === 'category')?.status).toBe('missing')
    const response = await app.inject({
      method: 'POST',
      url: '/api/url/resolve',
      payload: { url: 'women' },
    })
    expect(response.json()).toMatchObject({ result: { type: 'category' } })
  })

  it('serves cached answers until an import changes the products, then the new ones', async () => {
    app = await fixture.buildApp()
    await app.ready()
    await app.importCatalog(fixture.seedDir)
    // A query is cached from its second sight on (D209).
    expect((await findSku(app, 'EAR-0001'))[0]?.name).toBe('Pearl Drop Earrings')
    expect((await findSku(app, 'EAR-0001'))[0]?.name).toBe('Pearl Drop Earrings')

    // Emptying the index behind the cache's back: the cached answer still shows the product.
    await app.adapters.search.replaceEntity('product', [], 'sku')
    expect((await findSku(app, 'EAR-0001'))[0]?.name).toBe('Pearl Drop Earrings')

    const productFile = join(fixture.seedDir, 'product.ndjson')
    const renamed = (await readFile(productFile, 'utf8')).replace(
      '"name":"Pearl Drop Earrings"',
      '"name":"Pearl Drop Earrings Deluxe"',
    )
    await writeFile(productFile, renamed)
    const report = await app.importCatalog(fixture.seedDir)
    expect(report.entities.find((entry) => entry.entity === 'product')?.status).toBe('imported')
    expect((await findSku(app, 'EAR-0001'))[0]?.name).toBe('Pearl Drop Earrings Deluxe')
  })

  it('imports each store view folder as its own catalogue and answers a store view from it', async () => {
    app = await fixture.buildApp()
    await app.ready()
    const report = await app.importCatalog(fixture.seedDir)
    expect(report.sharedStores).toEqual([])
    expect(report.entities.filter((entry) => entry.store === 'nl').map((e) => e.file)).toContain(
      'nl/product.ndjson',
    )
    const english = (await findSku(app, 'EAR-0001'))[0]
    const dutch = (await findSku(app, 'EAR-0001', '/nl/api/catalog'))[0]
    const german = (await findSku(app, 'EAR-0001', '/api/catalog?storeCode=de'))[0]
    expect(english).toMatchObject({ name: 'Pearl Drop Earrings', price_incl_tax: 79.99 })
    expect(dutch).toMatchObject({ name: 'Parel hangoorbellen', price_incl_tax: 79.99 })
    expect(german?.name).toBe('Perlen-Ohrhänger')
    expect(dutch?.url_path).toBe(`dames/sieraden/oorbellen/${String(dutch?.slug)}.html`)
    expect(dutch?.stock).toEqual(english?.stock)
    // Every store view's document names the product's address in all three (D180).
    const slugs = { default: english?.slug, nl: dutch?.slug, de: german?.slug }
    expect(new Set(Object.values(slugs)).size).toBe(3)
    for (const document of [english, dutch, german]) expect(document?.store_slugs).toEqual(slugs)
  })

  it("writes each category's slug and url path in every store view into its documents", async () => {
    const shop = (app = await fixture.buildApp())
    await shop.ready()
    await shop.importCatalog(fixture.seedDir)
    const categoryIn = async (prefix: string) => {
      const answer = await shop.inject({
        method: 'POST',
        url: `${prefix}/api/catalog`,
        payload: {
          type: 'category',
          query: { filters: [{ field: 'level', op: 'eq', value: 2 }] },
          size: 1,
        },
      })
      return (answer.json() as { result: { items: Record<string, unknown>[] } }).result.items[0]
    }
    const [english, dutch] = [await categoryIn(''), await categoryIn('/nl')]
    expect(english?.id).toBe(dutch?.id)
    expect(english?.store_slugs).toMatchObject({ default: english?.slug, nl: dutch?.slug })
    expect(dutch?.store_url_paths).toMatchObject({
      default: english?.url_path,
      nl: dutch?.url_path,
    })
  })

  it('serves the default catalogue in a store view whose folder is missing, also after a restart', async () => {
    await rm(join(fixture.seedDir, 'de'), { recursive: true })
    const first = await fixture.buildApp()
    await first.ready()
    const report = await first.importCatalog(fixture.seedDir)
    expect(report.sharedStores).toEqual(['de'])
    expect((await findSku(first, 'EAR-0001', '/de/api/catalog'))[0]?.name).toBe(
      'Pearl Drop Earrings',
    )
    await first.close()

    app = await fixture.buildApp()
    expect((await findSku(app, 'EAR-0001', '/de/api/catalog'))[0]?.name).toBe('Pearl Drop Earrings')
    const [restarted] = await findSku(app, 'EAR-0001', '/nl/api/catalog')
    expect(restarted?.name).toBe('Parel hangoorbellen')
    const [english] = await findSku(app, 'EAR-0001')
    expect(restarted?.store_slugs).toEqual({
      default: english?.slug,
      nl: restarted?.slug,
      de: english?.slug,
    })
  })
})
