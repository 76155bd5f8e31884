// Wires the importer into the app: `app.importCatalog(directory)` (used by the CLI and tests), and,
// with the embedded search engine, the stored catalogue loaded into the index before the app
// serves (ARCHITECTURE §1: a restart needs no re-import), and kept in step with the store while it
// serves: a catalogue another instance or the CLI imported is loaded too (D190).
import fp from 'fastify-plugin'
import type { Env } from '../../env.js'
import { resolveMediaRoot } from '../images/images.routes.js'
import {
  importCatalog,
  type CatalogImportDeps,
  type CatalogImportReport,
} from './catalog-import.service.js'
import { copyCatalogMedia } from './catalog-media.js'
import { CatalogReloader } from './catalog-reload.js'
import { CatalogStore } from './catalog-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    importCatalog(directory: string): Promise<CatalogImportReport>
  }
}

export interface CatalogImportPluginOptions {
  config: Pick<
    Env,
    'DATA_DIR' | 'CATALOG_MEDIA_DIR' | 'STORE_TIME_ZONE' | 'CATALOG_RELOAD_CHECK_MS'
  >
}

export const catalogImportPlugin = fp<CatalogImportPluginOptions>(
  async function registerCatalogImport(app, { config }) {
    const search = app.adapters.search
    const store = CatalogStore.inDataDir(config.DATA_DIR)
    const keepDocuments = search.status().adapter === 'embedded'
    const reloader = keepDocuments
      ? new CatalogReloader({
          search,
          store,
          reference: app.catalogReference,
          log: app.log,
          timeZone: config.STORE_TIME_ZONE,
        })
      : null
    const deps = (): CatalogImportDeps => ({
      search,
      cache: app.adapters.cache,
      reference: app.catalogReference,
      store,
      keepDocuments,
      commerce: app.adapters.commerce,
      timeZone: config.STORE_TIME_ZONE,
    })

    app.decorate('importCatalog', async (directory: string) => {
      const report = await importCatalog(deps(), directory)
      if (report.changed) await reloader?.noteImported()
      report.mediaCopiedTo = await copyCatalogMedia(directory, resolveMediaRoot(config))
      app.log.info(
        { directory, entities: report.entities, problems: report.problems.length },
        report.changed ? 'catalogue imported' : 'catalogue unchanged',
      )
      return report
    })

    if (reloader) {
      app.addHook('onReady', async () => {
        const count = await reloader.load()
        app.log.info({ documents: count, store: store.directory }, 'stored catalogue loaded')
        reloader.start(config.CATALOG_RELOAD_CHECK_MS)
      })
      app.addHook('onClose', () => reloader.stop())
    }
  },
  { name: 'catalog-import', dependencies: ['adapter-registry', 'catalog-context'] },
)
