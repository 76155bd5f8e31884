// The pipelined PGlite client answers like PGlite's own query/transaction: rows typed by the
// database's parsers, errors with their SQLSTATE, transactions that commit or roll back whole, and
// statements outside a transaction that wait for it.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PglitePipelineClient, type PipelineTransaction } from './pglite-pipeline-client.js'

describe('PglitePipelineClient', () => {
  let client: PglitePipelineClient

  beforeAll(async () => {
    client = new PglitePipelineClient(await PGlite.create('memory://'), { maxStatements: 3 })
    await client.query(
      'create table items (id serial primary key, name text not null unique, qty integer not null, data jsonb, active boolean not null default true, created timestamptz not null default now())',
    )
  })

  afterAll(async () => {
    await client.close()
  })

  it('binds parameters by their column types and parses rows the same way', async () => {
    const inserted = await client.query<{ id: number; data: unknown; active: boolean }>(
      'insert into items (name, qty, data, active) values ($1, $2, $3, $4) returning id, data, active',
      ['pen', 3, { colour: 'blue', sizes: [1, 2] }, false],
    )
    expect(inserted.affectedRows).toBe(1)
    expect(inserted.rows).toEqual([
      { id: expect.any(Number), data: { colour: 'blue', sizes: [1, 2] }, active: false },
    ])
    const read = await client.query('select name, qty, data from items where id = $1', [
      inserted.rows[0]?.id,
    ])
    expect(read.rows).toEqual([{ name: 'pen', qty: 3, data: { colour: 'blue', sizes: [1, 2] } }])
  })

  it('answers rows as arrays and keeps parsers given per query', async () => {
    const result = await client.query('select name, created from items where name = $1', ['pen'], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `raw:${value}` },
    })
    expect(result.rows).toEqual([['pen', expect.stringMatching(/^raw:\d{4}-/)]])
  })

  it('rejects with the database error and its SQLSTATE, and keeps working', async () => {
    await expect(
      client.query('insert into items (name, qty) values ($1, $2)', ['pen', 1]),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(client.query('select nothing from nowhere')).rejects.toMatchObject({
      code: '42P01',
    })
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }])
  })

  it('keeps answering after statements beyond the prepared-statement limit were closed', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let n = 1; n <= 6; n += 1) {
        const result = await client.query(`select $1::int + ${n} as total`, [10])
        expect(result.rows).toEqual([{ total: 10 + n }])
      }
    }
  })

  it('commits a transaction whole', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into items (name, qty) values ($1, $2)', ['ink', 1])
      await tx.query('update items set qty = qty + 1 where name = $1', ['ink'])
    })
    const rows = await client.query('select qty from items where name = $1', ['ink'])
    expect(rows.rows).toEqual([{ qty: 2 }])
  })

  it('rolls a failed transaction back whole', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items (name, qty) values ($1, $2)', ['paper', 1])
        await tx.query('insert into items (name, qty) values ($1, $2)', ['paper', 1])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const rows = await client.query('select count(*)::int as n from items where name = $1', [
      'paper',
    ])
    expect(rows.rows).toEqual([{ n: 0 }])
  })

  it('makes a statement outside a transaction wait until the transaction ends', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const transaction = client.transaction(async (tx) => {
      await tx.query('update items set qty = $1 where name = $2', [50, 'ink'])
      await gate
      await tx.query('update items set qty = $1 where name = $2', [60, 'ink'])
    })
    const outside = client.query<{ qty: number }>('select qty from items where name = $1', ['ink'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await transaction
    expect((await outside).rows).toEqual([{ qty: 60 }])
  })

  it('refuses a transaction object used after its end', async () => {
    let kept: { query(text: string): Promise<unknown> } | undefined
    await client.transaction(async (tx) => {
      kept = tx
      await tx.query('select 1')
    })
    await expect(kept?.query('select 1')).rejects.toThrow('Transaction is closed')
  })

  it('commits a transaction with its last statement, which answers its rows', async () => {
    const answered = await client.transaction(async (tx) => {
      const pipeline = tx as unknown as PipelineTransaction
      await pipeline.query('update items set qty = qty + 1 where name = $1', ['ink'])
      return pipeline.queryThenCommit<{ name: string }>(
        'insert into items (name, qty) values ($1, $2) returning name',
        ['glue', 4],
      )
    })
    expect(answered.rows).toEqual([{ name: 'glue' }])
    const rows = await client.query('select name, qty from items where name in ($1, $2)', [
      'ink',
      'glue',
    ])
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { name: 'ink', qty: 61 },
        { name: 'glue', qty: 4 },
      ]),
    )
  })

  it('rolls the whole transaction back when its last statement fails, and keeps working', async () => {
    await expect(
      client.transaction(async (tx) => {
        const pipeline = tx as unknown as PipelineTransaction
        await pipeline.query('update items set qty = 0 where name = $1', ['ink'])
        await pipeline.queryThenCommit('insert into items (name, qty) values ($1, $2)', ['glue', 1])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await client.query('select qty from items where name = $1', ['ink'])).rows).toEqual([
      { qty: 61 },
    ])
    // The client is free again: a new transaction commits.
    await client.transaction(async (tx) => {
      await (tx as unknown as PipelineTransaction).queryThenCommit(
        'update items set qty = $1 where name = $2',
        [62, 'ink'],
      )
    })
    expect((await client.query('select qty from items where name = $1', ['ink'])).rows).toEqual([
      { qty: 62 },
    ])
  })

  it('refuses a statement after the last one of a transaction', async () => {
    await expect(
      client.transaction(async (tx) => {
        const pipeline = tx as unknown as PipelineTransaction
        await pipeline.queryThenCommit('select 1')
        await pipeline.query('select 2')
      }),
    ).rejects.toThrow('Transaction is closed')
  })

  it('rolls back a transaction whose last statement cannot even be prepared', async () => {
    await expect(
      client.transaction(async (tx) => {
        const pipeline = tx as unknown as PipelineTransaction
        await pipeline.query('update items set qty = 0 where name = $1', ['ink'])
        await pipeline.queryThenCommit('select nothing from nowhere')
      }),
    ).rejects.toMatchObject({ code: '42P01' })
    expect((await client.query('select qty from items where name = $1', ['ink'])).rows).toEqual([
      { qty: 62 },
    ])
  })
})
