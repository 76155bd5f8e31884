// Finds the PostgreSQL the commerce tests use: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
// (ARCHITECTURE §6: tests that need PostgreSQL run when it answers; with CI=true they must run and
// fail when it does not). Each test run gets its own database, dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { isCi } from './redis.js'

export const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

export interface PostgresAvailability {
  available: boolean
  reason: string
}

export async function probePostgres(url = postgresUrl): Promise<PostgresAvailability> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('select 1')
    return { available: true, reason: 'answered SELECT 1' }
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Probes once per test file; locally a missing PostgreSQL skips with a visible warning. */
export async function resolvePostgresForTests(): Promise<{
  run: boolean
  availability: PostgresAvailability
}> {
  const availability = await probePostgres()
  if (!availability.available && !isCi) {
    console.warn(
      `\n⚠ PostgreSQL tests SKIPPED: no PostgreSQL at ${postgresUrl} (${availability.reason}). ` +
        'Start one or set DATABASE_URL; with CI=true they fail instead.\n',
    )
  }
  return { run: availability.available || isCi, availability }
}

export function assertPostgresForCi(availability: PostgresAvailability): void {
  if (!availability.available) {
    throw new Error(
      `PostgreSQL at ${postgresUrl} is unreachable (${availability.reason}) and CI=true: the PostgreSQL tests must run.`,
    )
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Creates a database no other test run uses and returns its URL and a function dropping it. */
export async function createTestDatabase(
  url = postgresUrl,
  prefix = 'vitrine_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
