// The review rows (D230): a new review is pending; the shop approves or rejects it; shoppers read
// the approved reviews of a product in their store view, newest first.
import { and, count, desc, eq } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { products, reviews } from '../db/schema.js'
import { ReviewNotFoundError, ReviewProductNotFoundError } from '../errors.js'
import {
  REVIEW_STATUS,
  type ReviewInput,
  type ReviewPage,
  type ReviewQuery,
  type ReviewRecord,
  type ReviewStatus,
} from './review.types.js'

type ReviewRow = typeof reviews.$inferSelect

function toRecord(row: ReviewRow): ReviewRecord {
  return {
    id: row.id,
    productId: row.productId,
    storeCode: row.storeCode,
    customerId: row.customerId,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    status: row.status as ReviewStatus,
    createdAt: row.createdAt,
  }
}

/** A pending review of a product the catalogue has; another id is ReviewProductNotFoundError. */
export async function createReviewIn(db: CommerceDb, input: ReviewInput): Promise<ReviewRecord> {
  const [product] = await db
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.productId, input.productId))
    .limit(1)
  if (!product) throw new ReviewProductNotFoundError()
  const [row] = await db
    .insert(reviews)
    .values({ ...input, status: REVIEW_STATUS.pending })
    .returning()
  return toRecord(row as ReviewRow)
}

/** Reviews of a status (of a product, in a store view), newest first, and how many in all. */
export async function listReviewsIn(db: CommerceDb, query: ReviewQuery): Promise<ReviewPage> {
  const where = and(
    eq(reviews.status, query.status),
    query.productId === undefined ? undefined : eq(reviews.productId, query.productId),
    query.storeCode === undefined ? undefined : eq(reviews.storeCode, query.storeCode),
  )
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ])
  return { items: rows.map(toRecord), total: Number(totals[0]?.total ?? 0) }
}

/** Approves or rejects a review (or puts it back to pending); an unknown id is ReviewNotFoundError. */
export async function setReviewStatusIn(
  db: CommerceDb,
  id: number,
  status: ReviewStatus,
): Promise<ReviewRecord> {
  const [row] = await db
    .update(reviews)
    .set({ status, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning()
  if (!row) throw new ReviewNotFoundError()
  return toRecord(row)
}
