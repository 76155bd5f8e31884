// Runs the one commerce contract against the embedded engine on PGlite (always) and on PostgreSQL
// (when it answers, and always with CI=true, where an unreachable PostgreSQL fails the run). Each
// PostgreSQL run uses a database of its own, dropped afterwards.
import { describe, it } from 'vitest'
import {
  assertPostgresForCi,
  createTestDatabase,
  resolvePostgresForTests,
} from '../../../test/postgres.js'
import { loadEnv } from '../../env.js'
import { readEngineSettings } from './build-commerce.js'
import { describeCommerceContract } from './commerce.contract.js'
import { describeCustomerContract } from './commerce-customers.contract.js'
import { describeWishlistContract } from './commerce-wishlists.contract.js'
import { describeReturnsContract } from './commerce-returns.contract.js'
import { fixtureNow } from './commerce.fixtures.js'
import { EmbeddedCommerce } from './embedded-commerce.js'

const settings = readEngineSettings(loadEnv({}), () => fixtureNow)

const openPglite = async () => {
  const commerce = await EmbeddedCommerce.open({ pgliteDir: 'memory://', settings })
  return { commerce, dispose: () => commerce.close() }
}

describeCommerceContract('embedded-pglite', openPglite)
describeCustomerContract('embedded-pglite', openPglite)
describeWishlistContract('embedded-pglite', openPglite)
describeReturnsContract('embedded-pglite', openPglite)

const postgres = await resolvePostgresForTests()

describe.skipIf(!postgres.run)('commerce engine on a real PostgreSQL', () => {
  it('uses a PostgreSQL that answers', () => assertPostgresForCi(postgres.availability))

  const openPostgres = async () => {
    assertPostgresForCi(postgres.availability)
    const database = await createTestDatabase()
    const commerce = await EmbeddedCommerce.open({
      databaseUrl: database.url,
      pgliteDir: 'memory://',
      settings,
    })
    return {
      commerce,
      dispose: async () => {
        await commerce.close()
        await database.drop()
      },
    }
  }

  describeCommerceContract('embedded-postgres', openPostgres)
  describeCustomerContract('embedded-postgres', openPostgres)
  describeWishlistContract('embedded-postgres', openPostgres)
  describeReturnsContract('embedded-postgres', openPostgres)
})
