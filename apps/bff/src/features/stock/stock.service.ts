// Stock answers read from the commerce engine (D21; spec 000 §3 "Stock record", §4
// "Add to cart"): `out_of_stock` when nothing can be sold, `volatile` when the sellable quantity
// is at or below the configured threshold (the shop then adds with a warning), else `ok`. Stock
// that is not managed is always `ok`. Lists are read in batches of 15 skus (spec 000 §9).
import { STOCK_BATCH_SIZE, type StockRecord, type StockStatus } from '@vitrine/contracts/stock'
import type { CommercePort, StockLevel } from '../../adapters/commerce/commerce.port.js'
import { NotFoundError } from '../../errors.js'

export function classifyStock(level: StockLevel, volatileThreshold: number): StockStatus {
  if (!level.isInStock) return 'out_of_stock'
  if (!level.manageStock) return 'ok'
  if (level.qty <= 0) return 'out_of_stock'
  return level.qty <= volatileThreshold ? 'volatile' : 'ok'
}

export function toStockRecord(level: StockLevel, volatileThreshold: number): StockRecord {
  const status = classifyStock(level, volatileThreshold)
  return {
    sku: level.sku,
    product_id: level.productId,
    qty: level.qty,
    is_in_stock: status !== 'out_of_stock',
    manage_stock: level.manageStock,
    status,
  }
}

export async function checkStock(
  commerce: CommercePort,
  sku: string,
  volatileThreshold: number,
): Promise<StockRecord> {
  const [level] = await commerce.readStock([sku])
  if (!level) throw new NotFoundError(`The Product with the "${sku}" SKU doesn't exist.`)
  return toStockRecord(level, volatileThreshold)
}

/** The stock of the known skus among `skus`, in the order asked; unknown skus are left out. */
export async function listStock(
  commerce: CommercePort,
  skus: readonly string[],
  volatileThreshold: number,
): Promise<StockRecord[]> {
  const records: StockRecord[] = []
  for (let start = 0; start < skus.length; start += STOCK_BATCH_SIZE) {
    const levels = await commerce.readStock(skus.slice(start, start + STOCK_BATCH_SIZE))
    for (const level of levels) records.push(toStockRecord(level, volatileThreshold))
  }
  return records
}
