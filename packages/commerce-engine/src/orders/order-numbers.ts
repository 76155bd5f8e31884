// Human order numbers (D26): Magento-style increment ids counted per store view. The
// default store's are nine digits (`000000123`); other stores put their store id in front
// (`3000000001` for the Dutch store, id 3), so numbers never clash across stores. The counter row
// is locked by the upsert until the order's transaction ends, so numbers are never handed out twice.
import type { StoreView } from '@vitrine/contracts/store-views'
import { sql } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { orderSequences } from '../db/schema.js'

const DEFAULT_STORE_ID = 1

export function formatOrderNumber(storeId: number, value: number): string {
  const digits = String(value).padStart(9, '0')
  return storeId === DEFAULT_STORE_ID ? digits : `${storeId}${digits}`
}

export async function takeNextOrderNumber(tx: CommerceDb, storeView: StoreView): Promise<string> {
  const [row] = await tx
    .insert(orderSequences)
    .values({ storeCode: storeView.storeCode, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderSequences.storeCode,
      set: { lastValue: sql`${orderSequences.lastValue} + 1` },
    })
    .returning({ lastValue: orderSequences.lastValue })
  if (!row) throw new Error('no order number was handed out')
  return formatOrderNumber(storeView.storeId, row.lastValue)
}
