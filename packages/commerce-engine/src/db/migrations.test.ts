// The commerce migrations upgrade a database that already holds shop data: coupon codes applied to
// carts before 0002 (a table of their own) are still on the carts after it (on the cart row).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveMigrationsFolder } from './database.js'

function readMigration(tag: string): string[] {
  return readFileSync(join(resolveMigrationsFolder(), `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}

async function apply(pg: PGlite, tag: string) {
  for (const statement of readMigration(tag)) await pg.exec(statement)
}

describe('commerce migrations on a database with carts', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await PGlite.create('memory://')
    await apply(pg, '0000_init')
    await apply(pg, '0001_orders_and_customers')
    await pg.exec(`
      INSERT INTO commerce_coupons (code, kind, amount) VALUES ('SAVE5', 'fixed', 500), ('WELCOME10', 'percent', 1000);
      INSERT INTO commerce_carts (id, store_code) VALUES ('with-coupons', 'default'), ('without', 'default');
      INSERT INTO commerce_cart_coupons (cart_id, code, position) VALUES
        ('with-coupons', 'WELCOME10', 1), ('with-coupons', 'SAVE5', 0);
    `)
    await apply(pg, '0002_cart_coupon_codes')
  }, 60_000)

  afterAll(async () => {
    await pg.close()
  })

  it('keeps the applied codes on each cart, in the order they were applied', async () => {
    const { rows } = await pg.query<{ id: string; coupon_codes: string[] }>(
      'SELECT id, coupon_codes FROM commerce_carts ORDER BY id',
    )
    expect(rows).toEqual([
      { id: 'with-coupons', coupon_codes: ['SAVE5', 'WELCOME10'] },
      { id: 'without', coupon_codes: [] },
    ])
  })

  it('no longer has the separate table', async () => {
    const { rows } = await pg.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'commerce_cart_coupons'",
    )
    expect(rows).toEqual([])
  })
})

describe('the customer accounts migration', () => {
  it('keeps customers who signed up before it able to log in (confirmed)', async () => {
    const pg = await PGlite.create('memory://')
    for (const tag of ['0000_init', '0001_orders_and_customers', '0002_cart_coupon_codes']) {
      await apply(pg, tag)
    }
    await pg.exec(
      `INSERT INTO commerce_customers (email, password_hash) VALUES ('early@example.nl', 'scrypt$x')`,
    )
    await apply(pg, '0003_customer_accounts')
    const { rows } = await pg.query<{ confirmed: boolean }>(
      'SELECT confirmed_at = created_at AS confirmed FROM commerce_customers',
    )
    expect(rows).toEqual([{ confirmed: true }])
    await pg.close()
  }, 60_000)
})
