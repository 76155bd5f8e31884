// The catalogue state shared by its routes and the importer: the reference data cache (tax rules,
// attributes) that an import must drop. Registered once, after the adapter registry.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogReferenceCache } from './catalog-reference.js'

declare module 'fastify' {
  interface FastifyInstance {
    catalogReference: CatalogReferenceCache
  }
}

export const catalogContextPlugin = fp(
  async function registerCatalogContext(app: FastifyInstance) {
    app.decorate('catalogReference', new CatalogReferenceCache(app.adapters.search))
  },
  { name: 'catalog-context', dependencies: ['adapter-registry'] },
)
