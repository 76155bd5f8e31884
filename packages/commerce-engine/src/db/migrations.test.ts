// The commerce migrations upgrade a database that already holds shop data: coupon codes applied to
// carts before 0002 (a table of their own) are still on the carts after it (on the cart row). After
// all of them, every foreign key has an index.
import { readdirSync, readFileSync } from 'node:fs'
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
    const before = [
      '0000_init',
      '0001_orders_and_customers',
      '0002_cart_coupon_codes',
      '0003_service_points',
      '0004_payments',
    ]
    for (const tag of before) await apply(pg, tag)
    await pg.exec(
      `INSERT INTO commerce_customers (email, password_hash) VALUES ('early@example.nl', 'scrypt$x')`,
    )
    await apply(pg, '0005_customer_accounts')
    const { rows } = await pg.query<{ confirmed: boolean }>(
      'SELECT confirmed_at = created_at AS confirmed FROM commerce_customers',
    )
    expect(rows).toEqual([{ confirmed: true }])
    await pg.close()
  }, 60_000)
})

describe('the schema after every migration', () => {
  it('has an index led by the columns of every foreign key', async () => {
    // A read by a foreign key (an order's lines, a return's lines) or a cascading delete without
    // such an index scans the whole table, slower with every order the shop takes.
    const pg = await PGlite.create('memory://')
    try {
      const tags = readdirSync(resolveMigrationsFolder())
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .map((name) => name.replace(/\.sql$/, ''))
      for (const tag of tags) await apply(pg, tag)
      const { rows } = await pg.query<{ key: string }>(`
        SELECT c.conname AS key
        FROM pg_constraint c
        WHERE c.contype = 'f' AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)`)
      expect(tags.length).toBeGreaterThan(9)
      expect(rows.map((row) => row.key)).toEqual([])
    } finally {
      await pg.close()
    }
  }, 60_000)
})
