// Hand-written SQL for the cart's hot statements (D70): one statement runs on the database or on
// an open transaction (PGlite or PostgreSQL) without drizzle's query builder, which cost more than
// the statement itself on the cart's short reads and writes. Columns are aliased to the camelCase
// row shapes; timestamps stay text; jsonb parameters are passed JSON.stringify'd.
import { types } from '@electric-sql/pglite'
import { is } from 'drizzle-orm'
import { PgliteSession } from 'drizzle-orm/pglite'
import type { CommerceDb } from './database.js'

type Parser = (value: string) => unknown
const asText: Parser = (value) => value
/**
 * PGlite answers timestamps, intervals and dates as text, as drizzle's own PGlite session asks
 * (timestamp, timestamptz, interval, date and their arrays; numeric[]).
 */
const PGLITE_ROW_OPTIONS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(
    // numeric[], timestamp[], timestamptz[], interval[], date[]
    [
      types.TIMESTAMP,
      types.TIMESTAMPTZ,
      types.INTERVAL,
      types.DATE,
      1231,
      1115,
      1185,
      1187,
      1182,
    ].map((oid) => [oid, asText]),
  ) as Record<number, Parser>,
}

type PgliteQuery = <T>(
  text: string,
  params: unknown[],
  options: typeof PGLITE_ROW_OPTIONS,
) => Promise<{ rows: T[] }>

interface PgliteQueryClient {
  query: PgliteQuery
  /** On a transaction of the pipelined client (pglite-pipeline-client.ts). */
  queryThenCommit?: PgliteQuery
}

function pgliteClientOf(db: CommerceDb): PgliteQueryClient | undefined {
  const session = db._.session
  return is(session, PgliteSession)
    ? (session as unknown as { client: PgliteQueryClient }).client
    : undefined
}

/**
 * Whether statements of different transactions never interleave on `db`: PGlite has one
 * connection and runs one transaction at a time, so a statement cannot meet a change that another
 * transaction commits while it waits for a lock.
 */
export function runsTransactionsOneAtATime(db: CommerceDb): boolean {
  return pgliteClientOf(db) !== undefined
}

export async function queryRows<T>(
  db: CommerceDb,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const client = pgliteClientOf(db)
  // Straight to the (pipelined) PGlite client: no prepared-query object built per statement.
  if (client) return (await client.query<T>(text, [...params], PGLITE_ROW_OPTIONS)).rows
  const session = db._.session
  const prepared = session.prepareQuery(
    { sql: text, params: [...params] },
    undefined,
    undefined,
    false,
  )
  const result = (await prepared.execute()) as { rows: T[] }
  return result.rows
}

/**
 * The last statement of the transaction `tx`. On the pipelined PGlite client its COMMIT is sent
 * with it (one exchange; the transaction is then over, committed or, on an error, rolled back);
 * elsewhere the transaction commits when its callback returns, as usual.
 */
export async function queryRowsThenCommit<T>(
  tx: CommerceDb,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const client = pgliteClientOf(tx)
  if (client?.queryThenCommit) {
    return (await client.queryThenCommit<T>(text, [...params], PGLITE_ROW_OPTIONS)).rows
  }
  return queryRows<T>(tx, text, params)
}
