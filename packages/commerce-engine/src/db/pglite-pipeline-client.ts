// What drizzle talks to on PGlite (decision D67): the `query`/`transaction` surface of a PGlite
// instance, each statement sent as ONE pipelined protocol message (Bind, Execute, Sync) to a
// statement prepared once by name. PGlite's own `query` sends six separate protocol calls per
// statement (Parse, Describe, Bind, Describe, Execute, Sync), parses and plans the SQL every time
// and copies its whole parser table for every result; on the cart's short statements that was most
// of a request's time.
//
// Ordering is the same as PGlite's: a transaction holds the client until COMMIT or ROLLBACK, and a
// statement outside it waits. A statement runs synchronously inside PGlite (WebAssembly), so the
// statements of one transaction may be issued together (Promise.all) without interleaving.
import {
  MemoryFS,
  Mutex,
  protocol,
  TransactionAbortedError,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type BackendMessage = { name: string }
interface Field {
  name: string
  dataTypeID: number
}
interface PreparedStatement {
  name: string
  paramTypes: number[]
  fields: Field[]
}

const { serialize } = protocol
/** Prepared statements kept per database; the least recently used one is closed beyond this. */
const DEFAULT_MAX_STATEMENTS = 400
/** PostgreSQL's "cached plan must not change result type" (a table changed under a statement). */
const FEATURE_NOT_SUPPORTED = '0A000'

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array
  let length = 0
  for (const part of parts) length += part.length
  const message = new Uint8Array(length)
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

function attachQuery(error: Error, query: string, params: unknown[], options?: QueryOptions) {
  return Object.assign(error, { query, params, queryOptions: options })
}

/** A transaction of this client: PGlite's, plus a last statement that commits with it. */
export interface PipelineTransaction {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  /**
   * The transaction's last statement, sent with its COMMIT in one exchange: answers once both
   * ran; if the statement fails, the transaction is rolled back and its error thrown.
   */
  queryThenCommit<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  readonly closed: boolean
}

function isCommitted(message: BackendMessage): boolean {
  return message.name === 'commandComplete' && (message as { text?: string }).text === 'COMMIT'
}

export class PglitePipelineClient {
  readonly #pg: PGlite
  readonly #statements = new Map<string, PreparedStatement>()
  readonly #lock = new Mutex()
  readonly #parser = new protocol.Parser()
  #toClose: string[] = []
  #nextName = 0
  #beginPending = false
  /** The open transaction's COMMIT went out (with its last statement, or after its callback). */
  #endSent = false

  readonly #maxStatements: number
  /** Whether PGlite's file system keeps writes until syncToFs (IndexedDB, OPFS). */
  readonly #flushesWrites: boolean

  constructor(pg: PGlite, options: { maxStatements?: number } = {}) {
    this.#pg = pg
    this.#maxStatements = options.maxStatements ?? DEFAULT_MAX_STATEMENTS
    this.#flushesWrites = !(pg.fs instanceof NodeFS || pg.fs instanceof MemoryFS)
  }

  get closed(): boolean {
    return this.#pg.closed
  }

  /** One statement, outside a transaction (waits for an open one to end). */
  async query<T>(query: string, params: unknown[] = [], options?: QueryOptions) {
    if (this.#lock.isLocked()) {
      return this.#lock.runExclusive(() => this.#runOutside<T>(query, params, options))
    }
    return this.#runOutside<T>(query, params, options)
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(async () => {
      let closed = false
      this.#endSent = false
      const checkOpen = () => {
        if (closed) throw new Error('Transaction is closed')
      }
      const tx: PipelineTransaction = {
        query: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
          checkOpen()
          return this.#run<R>(query, params ?? [], options)
        },
        queryThenCommit: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
          checkOpen()
          closed = true
          return this.#run<R>(query, params ?? [], options, true)
        },
        get closed() {
          return closed
        },
      }
      // BEGIN travels in front of the transaction's first statement (one exchange fewer).
      this.#beginPending = true
      try {
        const result = await callback(tx as unknown as Transaction)
        closed = true
        if (!this.#beginPending && !this.#endSent) {
          this.#endSent = true
          const tag = await this.#simpleQuery('COMMIT')
          if (tag === 'ROLLBACK') throw new TransactionAbortedError()
        }
        return result
      } catch (error) {
        closed = true
        // Unless nothing was sent (BEGIN still pending) or COMMIT already ended it.
        if (!this.#beginPending && !this.#endSent) await this.#simpleQuery('ROLLBACK')
        throw error
      } finally {
        this.#beginPending = false
        await this.#syncToFs()
      }
    })
  }

  /**
   * PGlite's flush of its file system after a change. A folder (NodeFS) or memory (MemoryFS)
   * receives PostgreSQL's writes as they happen and its flush is empty; the call alone (PGlite
   * takes a mutex for it) is skipped for them.
   */
  async #syncToFs(): Promise<void> {
    if (this.#flushesWrites) await this.#pg.syncToFs()
  }

  async close(): Promise<void> {
    await this.#lock.runExclusive(async () => {
      if (!this.#pg.closed) await this.#pg.close()
    })
  }

  async #runOutside<T>(query: string, params: unknown[], options?: QueryOptions) {
    try {
      return await this.#run<T>(query, params, options)
    } catch (error) {
      // A table changed under a prepared statement: prepare it again, once.
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error
      return await this.#run<T>(query, params, options)
    } finally {
      await this.#syncToFs()
    }
  }

  /** One statement; with `commit`, COMMIT travels behind it (it ends the transaction). */
  async #run<T>(
    query: string,
    params: unknown[],
    options?: QueryOptions,
    commit = false,
  ): Promise<Results<T>> {
    const statement = await this.#prepare(query, params, options)
    const parts = this.#takeCloses()
    if (this.#beginPending) {
      parts.push(serialize.query('BEGIN'))
      this.#beginPending = false
    }
    parts.push(
      serialize.bind({
        statement: statement.name,
        values: this.#serialize(statement, params, options),
      }),
      serialize.execute(),
      serialize.sync(),
    )
    // After a failed statement the transaction is aborted, and this COMMIT rolls it back.
    if (commit) {
      parts.push(serialize.query('COMMIT'))
      this.#endSent = true
    }
    const [messages, done] = this.#exchange(concat(parts))
    await done
    const error = messages.find((message) => message.name === 'error')
    if (error) {
      if ((error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED) this.#forget(query)
      throw attachQuery(error as Error, query, params, options)
    }
    if (commit && !messages.some(isCommitted)) throw new TransactionAbortedError()
    return this.#toResults<T>(statement.fields, messages, options)
  }

  /** The prepared statement of `query`, preparing it (one protocol exchange) the first time. */
  async #prepare(
    query: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<PreparedStatement> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}|${query}` : query
    const known = this.#statements.get(key)
    if (known) {
      // Map order is the recency order.
      this.#statements.delete(key)
      this.#statements.set(key, known)
      return known
    }
    const name = `vitrine_${(this.#nextName += 1)}`
    const parts = this.#takeCloses()
    parts.push(
      serialize.parse({ name, text: query, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    )
    // Remembered before the first await, so a concurrent caller of the same text reuses it.
    const [messages, done] = this.#exchange(concat(parts))
    const error = messages.find((message) => message.name === 'error')
    if (error) {
      await done
      throw attachQuery(error as Error, query, params, options)
    }
    const described = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined
    const rows = messages.find((message) => message.name === 'rowDescription') as
      { fields: Field[] } | undefined
    const statement: PreparedStatement = {
      name,
      paramTypes: described?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      })),
    }
    this.#statements.set(key, statement)
    if (this.#statements.size > this.#maxStatements) {
      const [oldestKey, oldest] = this.#statements.entries().next().value as [
        string,
        PreparedStatement,
      ]
      this.#statements.delete(oldestKey)
      this.#toClose.push(oldest.name)
    }
    await done
    return statement
  }

  #forget(query: string): void {
    const statement = this.#statements.get(query)
    if (!statement) return
    this.#statements.delete(query)
    this.#toClose.push(statement.name)
  }

  /** Close messages for evicted statements, sent in front of the next exchange. */
  #takeCloses(): Uint8Array[] {
    const parts = this.#toClose.map((name) => serialize.close({ type: 'S', name }))
    this.#toClose = []
    return parts
  }

  #serialize(statement: PreparedStatement, params: unknown[], options?: QueryOptions) {
    const serializers = this.#pg.serializers
    return params.map((param, index) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[index] ?? 0
      const serializer = options?.serializers?.[oid] ?? serializers[oid]
      return serializer ? serializer(param) : String(param)
    })
  }

  /**
   * Runs protocol messages inside PGlite. PostgreSQL runs synchronously before the returned
   * promise's first await (syncToFs off), so the answer is complete when this returns; the promise
   * only carries a failure of PGlite itself.
   */
  #exchange(message: Uint8Array): [BackendMessage[], Promise<void>] {
    const messages: BackendMessage[] = []
    const done = this.#pg.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (bytes) => this.#parser.parse(bytes, (parsed) => messages.push(parsed)),
    })
    return [messages, done]
  }

  async #simpleQuery(text: string): Promise<string> {
    const [messages, done] = this.#exchange(serialize.query(text))
    await done
    const error = messages.find((message) => message.name === 'error')
    if (error) throw attachQuery(error as Error, text, [])
    const complete = messages.find((message) => message.name === 'commandComplete') as
      { text: string } | undefined
    return complete?.text ?? ''
  }

  #toResults<T>(fields: Field[], messages: BackendMessage[], options?: QueryOptions): Results<T> {
    const parsers = fields.map(
      (field) => options?.parsers?.[field.dataTypeID] ?? this.#pg.parsers[field.dataTypeID],
    )
    const asArray = options?.rowMode === 'array'
    const rows: unknown[] = []
    let affectedRows = 0
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: Array<string | null> }).fields
        const row: Record<string, unknown> | unknown[] = asArray ? [] : {}
        for (let index = 0; index < values.length; index += 1) {
          const text = values[index] ?? null
          const parser = parsers[index]
          const dataTypeID = fields[index]?.dataTypeID ?? 0
          const value = text === null ? null : parser ? parser(text, dataTypeID) : text
          if (asArray) (row as unknown[]).push(value)
          else (row as Record<string, unknown>)[fields[index]?.name ?? String(index)] = value
        }
        rows.push(row)
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ')
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '')) {
          affectedRows += Number.parseInt(words[words.length - 1] ?? '0', 10)
        }
      }
    }
    return { rows: rows as T[], fields, affectedRows }
  }
}
