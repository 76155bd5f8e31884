// Return reasons (spec 001 §7 GET reasons; D163): configurable rows with a label per language,
// seeded at start when missing (an operator's changes survive restarts, like the coupon seed).
import { asc, eq, sql } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { returnReasons } from '../db/schema.js'
import type { ReturnReason, ReturnReasonDefinition } from './return.types.js'

export const SEEDED_RETURN_REASONS: readonly ReturnReasonDefinition[] = [
  {
    code: 'too-small',
    position: 10,
    labels: { en: 'Too small', nl: 'Te klein', de: 'Zu klein' },
  },
  {
    code: 'too-large',
    position: 20,
    labels: { en: 'Too large', nl: 'Te groot', de: 'Zu groß' },
  },
  {
    code: 'not-as-expected',
    position: 30,
    labels: {
      en: 'Not as expected',
      nl: 'Niet zoals verwacht',
      de: 'Nicht wie erwartet',
    },
  },
  {
    code: 'damaged',
    position: 40,
    labels: {
      en: 'Damaged or faulty',
      nl: 'Beschadigd of defect',
      de: 'Beschädigt oder defekt',
    },
  },
  {
    code: 'wrong-item',
    position: 50,
    labels: {
      en: 'Wrong item delivered',
      nl: 'Verkeerd artikel geleverd',
      de: 'Falscher Artikel geliefert',
    },
  },
  {
    code: 'changed-mind',
    position: 60,
    labels: { en: 'Changed my mind', nl: 'Van gedachten veranderd', de: 'Meinung geändert' },
  },
]

/** The language of a store view's labels: nl and de have their own, every other store English. */
export function reasonLanguageOf(storeCode: string): 'en' | 'nl' | 'de' {
  return storeCode === 'nl' || storeCode === 'de' ? storeCode : 'en'
}

export async function seedReturnReasons(
  db: CommerceDb,
  definitions: readonly ReturnReasonDefinition[],
): Promise<void> {
  if (definitions.length === 0) return
  await db
    .insert(returnReasons)
    .values(definitions.map((reason) => ({ ...reason, isActive: reason.isActive ?? true })))
    .onConflictDoNothing()
}

/** Creates or replaces a reason (an operator's change). */
export async function saveReturnReasonIn(
  db: CommerceDb,
  reason: ReturnReasonDefinition,
): Promise<void> {
  const row = { ...reason, isActive: reason.isActive ?? true }
  const { code: _code, ...changes } = row
  await db
    .insert(returnReasons)
    .values(row)
    .onConflictDoUpdate({
      target: returnReasons.code,
      set: { ...changes, updatedAt: sql`now()` },
    })
}

export async function listReturnReasonsIn(
  db: CommerceDb,
  storeCode: string,
): Promise<ReturnReason[]> {
  const language = reasonLanguageOf(storeCode)
  const rows = await db
    .select()
    .from(returnReasons)
    .where(eq(returnReasons.isActive, true))
    .orderBy(asc(returnReasons.position), asc(returnReasons.code))
  return rows.map((row) => ({
    code: row.code,
    label: row.labels[language] ?? row.labels.en ?? row.code,
  }))
}

export async function isActiveReasonIn(db: CommerceDb, code: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: returnReasons.isActive })
    .from(returnReasons)
    .where(eq(returnReasons.code, code))
  return row?.isActive === true
}
