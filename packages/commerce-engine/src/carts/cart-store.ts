// Carts in the commerce engine's tables: creation with an unguessable id, the access rule, and
// reading a cart's lines with the catalogue rows and tax rules their prices need.
import { randomBytes } from 'node:crypto'
import type { TaxRule } from '@vitrine/pricing/tax-rules'
import { asc, inArray } from 'drizzle-orm'
import { CartItemNotFoundError, CartNotFoundError } from '../errors.js'
import { listRelatedSkus, type CatalogueLookup, type ProductRow } from './cart-line-resolution.js'
import type { CatalogueReferenceCache } from '../catalogue/catalogue-reference-cache.js'
import type { CartAccess } from './cart.types.js'
import type { CommerceDb } from '../db/database.js'
import { products, taxRules, type cartItems, type carts } from '../db/schema.js'
import { queryRows, queryRowsThenCommit, runsTransactionsOneAtATime } from '../db/sql-rows.js'
import { STOCK_COLUMNS, toStockLevel, type StockRow } from '../stock/stock-store.js'
import type { StockLevel } from '../stock/stock.types.js'

/** A cart as the engine reads it (its timestamps are only ever compared in SQL). */
export type CartRow = Omit<typeof carts.$inferSelect, 'createdAt' | 'updatedAt'>
export type CartItemRow = Omit<typeof cartItems.$inferSelect, 'createdAt' | 'updatedAt'>

const CART_COLUMNS = `id, customer_id AS "customerId", store_code AS "storeCode", status,
  shipping_address AS "shippingAddress", billing_address AS "billingAddress",
  shipping_carrier_code AS "shippingCarrierCode", shipping_method_code AS "shippingMethodCode",
  payment_method_code AS "paymentMethodCode", coupon_codes AS "couponCodes",
  service_point AS "servicePoint"`
const ITEM_COLUMNS = `item_id AS "itemId", cart_id AS "cartId", sku, parent_sku AS "parentSku",
  product_type AS "productType", qty, checksum, product_option AS "productOption"`

// Statement texts made once: the pipelined client finds a prepared statement by its text.
const LOCK_CART = `UPDATE commerce_carts SET updated_at = now() WHERE id = $1 RETURNING ${CART_COLUMNS}`
const READ_CART = `SELECT ${CART_COLUMNS} FROM commerce_carts WHERE id = $1`
const ITEMS_OF_CART_1 = `COALESCE((SELECT json_agg(line ORDER BY line."itemId")
  FROM (SELECT ${ITEM_COLUMNS} FROM commerce_cart_items WHERE cart_id = $1) AS line), '[]')`
const STOCK_OF_SKUS_2 = `COALESCE((SELECT json_agg(level)
  FROM (SELECT ${STOCK_COLUMNS} FROM commerce_stock_items WHERE sku = ANY($2)) AS level), '[]')`
const READ_CART_WITH_ITEMS = `SELECT ${CART_COLUMNS}, ${ITEMS_OF_CART_1} AS items
  FROM commerce_carts WHERE id = $1`
const LOCK_CART_READ_ITEMS_AND_STOCK = `WITH cart AS (${LOCK_CART})
  SELECT cart.*, ${ITEMS_OF_CART_1} AS items, ${STOCK_OF_SKUS_2} AS stock FROM cart`
const READ_ITEMS_AND_STOCK = `SELECT ${ITEMS_OF_CART_1} AS items, ${STOCK_OF_SKUS_2} AS stock`
const READ_ITEMS = `SELECT ${ITEM_COLUMNS} FROM commerce_cart_items WHERE cart_id = $1 ORDER BY item_id`
const INSERT_ITEM = `INSERT INTO commerce_cart_items (cart_id, sku, parent_sku, product_type, qty,
  checksum, product_option) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ITEM_COLUMNS}`

/** 128 random bits as 32 hex characters, like Magento's masked guest cart ids. */
export function generateCartId(): string {
  return randomBytes(16).toString('hex')
}

/** Whether a caller may use a cart: a guest cart by anyone holding its id, else its customer. */
export function canAccessCart(cart: Pick<CartRow, 'customerId' | 'status'>, access: CartAccess) {
  if (cart.status !== 'active') return false
  return cart.customerId === null || cart.customerId === access.customerId
}

function assertAccess(cart: CartRow | undefined, cartId: string, access: CartAccess): CartRow {
  // A foreign cart answers like a missing one, so ids cannot be probed.
  if (!cart || !canAccessCart(cart, access)) throw new CartNotFoundError(cartId)
  return cart
}

/**
 * The active cart the caller may use. With `lock` (inside a transaction that changes the cart) the
 * row is locked until the transaction ends by the update that marks it changed: one statement
 * for both, and a refused caller's transaction rolls the mark back.
 */
export async function requireCart(
  db: CommerceDb,
  cartId: string,
  access: CartAccess,
  lock = false,
): Promise<CartRow> {
  const [cart] = await queryRows<CartRow>(db, lock ? LOCK_CART : READ_CART, [cartId])
  return assertAccess(cart, cartId, access)
}

/** The cart the caller may use with its lines, oldest first, in one statement (no lock). */
export async function requireCartWithItems(
  db: CommerceDb,
  cartId: string,
  access: CartAccess,
): Promise<{ cart: CartRow; items: CartItemRow[] }> {
  const rows = await queryRows<CartRow & { items: CartItemRow[] }>(db, READ_CART_WITH_ITEMS, [
    cartId,
  ])
  const [row] = rows
  if (!row) assertAccess(undefined, cartId, access)
  const { items, ...cart } = row as CartRow & { items: CartItemRow[] }
  return { cart: assertAccess(cart, cartId, access), items }
}

export interface LockedCart {
  cart: CartRow
  /** Its lines, oldest first. */
  items: CartItemRow[]
  /** The stock of the skus asked for (those that have a stock row). */
  stock: StockLevel[]
}

/**
 * Inside a transaction that changes the cart: locks and marks it as requireCart with `lock` does,
 * and reads its lines and the stock of `stockSkus` as they are once the lock is held. On PGlite,
 * where transactions run one at a time, that is one statement; on PostgreSQL the reads are a
 * second statement, so that they see what a transaction that held the lock before committed.
 */
export async function lockCartWithItemsAndStock(
  tx: CommerceDb,
  cartId: string,
  access: CartAccess,
  stockSkus: readonly string[],
): Promise<LockedCart> {
  type Reads = { items: CartItemRow[]; stock: StockRow[] }
  const skus = [...new Set(stockSkus)]
  let cart: CartRow | undefined
  let reads: Reads | undefined
  if (runsTransactionsOneAtATime(tx)) {
    const [row] = await queryRows<CartRow & Reads>(tx, LOCK_CART_READ_ITEMS_AND_STOCK, [
      cartId,
      skus,
    ])
    if (row) {
      const { items, stock, ...rest } = row
      cart = rest
      reads = { items, stock }
    }
  } else {
    cart = await requireCart(tx, cartId, access, true)
    ;[reads] = await queryRows<Reads>(tx, READ_ITEMS_AND_STOCK, [cartId, skus])
  }
  const allowed = assertAccess(cart, cartId, access)
  return {
    cart: allowed,
    items: reads?.items ?? [],
    stock: (reads?.stock ?? []).map(toStockLevel),
  }
}

export async function readCartItemRows(db: CommerceDb, cartId: string): Promise<CartItemRow[]> {
  return queryRows<CartItemRow>(db, READ_ITEMS, [cartId])
}

/**
 * Adds a line and answers it stored. With `lastInTransaction`, the statement ends the transaction
 * `db` (sql-rows.ts queryRowsThenCommit).
 */
export async function insertCartItemRow(
  db: CommerceDb,
  row: Omit<CartItemRow, 'itemId'>,
  lastInTransaction = false,
): Promise<CartItemRow | undefined> {
  const [inserted] = await (lastInTransaction ? queryRowsThenCommit : queryRows)<CartItemRow>(
    db,
    INSERT_ITEM,
    [
      row.cartId,
      row.sku,
      row.parentSku,
      row.productType,
      row.qty,
      row.checksum,
      row.productOption === null ? null : JSON.stringify(row.productOption),
    ],
  )
  return inserted
}

/** Sets a line's quantity; with `lastInTransaction`, as insertCartItemRow. */
export async function updateCartItemQty(
  db: CommerceDb,
  itemId: number,
  qty: number,
  lastInTransaction = false,
) {
  await (lastInTransaction ? queryRowsThenCommit : queryRows)(
    db,
    'UPDATE commerce_cart_items SET qty = $2, updated_at = now() WHERE item_id = $1',
    [itemId, qty],
  )
}

/**
 * Removes a line of a cart the caller may use, in one statement: the cart row is locked and marked
 * changed by the same statement, so the removal waits for (and then sees) an order being placed.
 */
export async function deleteCartItemRow(
  db: CommerceDb,
  cartId: string,
  access: CartAccess,
  itemId: number,
): Promise<void> {
  const [result] = await queryRows<{ carts: number; removed: number }>(
    db,
    `WITH cart AS (
       UPDATE commerce_carts SET updated_at = now()
       WHERE id = $1 AND status = 'active' AND (customer_id IS NULL OR customer_id = $2)
       RETURNING id
     ), removed AS (
       DELETE FROM commerce_cart_items
       WHERE cart_id = (SELECT id FROM cart) AND item_id = $3
       RETURNING item_id
     )
     SELECT (SELECT count(*) FROM cart)::int AS carts, (SELECT count(*) FROM removed)::int AS removed`,
    [cartId, access.customerId, itemId],
  )
  if (!result?.carts) throw new CartNotFoundError(cartId)
  if (!result.removed) {
    throw new CartItemNotFoundError(cartId, itemId)
  }
}

/** The catalogue rows of these skus and of the rows they refer to (parents, variants, links). */
export async function loadCatalogueRows(
  db: CommerceDb,
  skus: readonly string[],
  cache?: CatalogueReferenceCache,
): Promise<CatalogueLookup> {
  const lookup = new Map<string, ProductRow>()
  let wanted = [...new Set(skus)]
  // Two rounds reach everything a line can refer to: the line's sku, then its parent or links.
  for (let round = 0; round < 3 && wanted.length > 0; round += 1) {
    const { found, missing } = cache ? cache.splitProducts(wanted) : { found: [], missing: wanted }
    const loaded =
      missing.length > 0
        ? await db.select().from(products).where(inArray(products.sku, missing))
        : []
    cache?.rememberProducts(loaded)
    const rows = [...found, ...loaded]
    for (const row of rows) lookup.set(row.sku, row)
    wanted = listRelatedSkus(rows).filter((sku) => !lookup.has(sku))
  }
  return lookup
}

/** The tax rules, from `cache` when given (see catalogue-reference-cache.ts). */
export function loadTaxRules(db: CommerceDb, cache?: CatalogueReferenceCache): Promise<TaxRule[]> {
  return cache ? cache.taxRules(() => readTaxRules(db)) : readTaxRules(db)
}

async function readTaxRules(db: CommerceDb): Promise<TaxRule[]> {
  const rows = await db.select().from(taxRules).orderBy(asc(taxRules.position))
  return rows.map((row) => ({
    id: row.id,
    product_tax_class_ids: row.productTaxClassIds,
    customer_tax_class_ids: row.customerTaxClassIds,
    rates: row.rates,
  }))
}
