// A tiny seed catalogue on disk and a BFF that imported it, for route and importer tests.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateCatalog } from '@vitrine/seed/generate-catalog'
import { writeCatalog } from '@vitrine/seed/write-catalog'
import type { App } from '../../app.js'
import { buildTestApp } from '../../../test/helpers.js'

export const FIXTURE_TODAY = '2026-11-01'

export interface CatalogFixture {
  /** The folder holding the seed's NDJSON files. */
  seedDir: string
  /** DATA_DIR of the apps built by `buildApp`. */
  dataDir: string
  buildApp(overrides?: Record<string, string>): Promise<App>
  cleanUp(): Promise<void>
}

/** Writes the tiny seed catalogue (documents only) to a temporary folder. */
export async function createCatalogFixture(): Promise<CatalogFixture> {
  const root = await mkdtemp(join(tmpdir(), 'vitrine-catalog-'))
  const seedDir = join(root, 'seed')
  const dataDir = join(root, 'data')
  await writeCatalog(generateCatalog({ size: 'tiny', seed: 42, today: FIXTURE_TODAY }), seedDir, {
    media: false,
  })
  return {
    seedDir,
    dataDir,
    // Importing (PGlite included) holds the event loop for a while; load shedding is not under test.
    buildApp: (overrides = {}) =>
      buildTestApp(
        { DATA_DIR: dataDir, ...overrides },
        { underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 } },
      ),
    cleanUp: () => rm(root, { recursive: true, force: true }),
  }
}

/** A ready app with the fixture's catalogue imported. */
export async function buildImportedApp(fixture: CatalogFixture): Promise<App> {
  const app = await fixture.buildApp()
  await app.ready()
  await app.importCatalog(fixture.seedDir)
  return app
}
