// Carts in the commerce engine's tables: creation with an unguessable id, the access rule, and
// reading a cart's lines with the catalogue rows and tax rules their prices need.
import { randomBytes } from 'node:crypto'
import type { TaxRule } from '@vitrine/pricing/tax-rules'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { NotFoundError } from '../../errors.js'
import { listRelatedSkus, type CatalogueLookup, type ProductRow } from './cart-line-resolution.js'
import type { CatalogueReferenceCache } from './catalogue-reference-cache.js'
import type { CartAccess } from './commerce.port.js'
import type { CommerceDb } from './commerce-database.js'
import { cartItems, carts, products, taxRules } from './commerce.schema.js'

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect

/** 128 random bits as 32 hex characters, like Magento's masked guest cart ids. */
export function generateCartId(): string {
  return randomBytes(16).toString('hex')
}

export function formatCartNotFound(cartId: string): string {
  // vsf-api-contract §1.3: the frontend re-creates a guest cart on this non-200 answer
  return `No such entity with cartId = ${cartId}`
}

/** Whether a caller may use a cart: a guest cart by anyone holding its id, else its customer. */
export function canAccessCart(cart: Pick<CartRow, 'customerId' | 'status'>, access: CartAccess) {
  if (cart.status !== 'active') return false
  return cart.customerId === null || cart.customerId === access.customerId
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
  const [cart] = lock
    ? await db
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId))
        .returning()
    : await db.select().from(carts).where(eq(carts.id, cartId))
  // A foreign cart answers like a missing one, so ids cannot be probed.
  if (!cart || !canAccessCart(cart, access)) throw new NotFoundError(formatCartNotFound(cartId))
  return cart
}

export async function readCartItemRows(db: CommerceDb, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.itemId))
}

export async function findCartItemRow(
  db: CommerceDb,
  cartId: string,
  itemId: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.itemId, itemId)))
  return row
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
