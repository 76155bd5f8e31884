// Hand-written SQL for the cart's hot statements (D-H7b): one statement runs on the database or on
// an open transaction (PGlite or PostgreSQL) without drizzle's query builder, which cost more than
// the statement itself on the cart's short reads and writes. Columns are aliased to the camelCase
// row shapes; timestamps stay text; jsonb parameters are passed JSON.stringify'd.
import type { CommerceDb } from './commerce-database.js'

export async function queryRows<T>(
  db: CommerceDb,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(
    { sql: text, params: [...params] },
    undefined,
    undefined,
    false,
  )
  const result = (await prepared.execute()) as { rows: T[] }
  return result.rows
}
