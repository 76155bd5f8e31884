// The typed BFF client: the only way the storefront talks to the BFF (server side and in the browser).
// Every answer is the `{ code, result }` envelope; results are validated with the contract schemas,
// errors become `BffError` carrying the status, the message and any field errors. A client given
// `answers` (bff-answer-schemas.ts: the server) checks each result with its path's schema; one
// without (the browser) checks only the envelope, so this module never loads zod.
import type { BffAnswerSchemas } from './bff-answer-schemas.js'
import type { BffAnswers, BffMetas, BffPath } from './bff-answers.js'
import type { FieldError } from './envelope.js'

/** spec 000 §9: client time-out 5000 ms. */
export const DEFAULT_CLIENT_TIMEOUT_MS = 5000

export class BffError extends Error {
  readonly status: number
  readonly errors: FieldError[]

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message)
    this.name = 'BffError'
    this.status = status
    this.errors = errors
  }
}

/** The request the client sends; `globalThis.fetch` takes it as it is. */
export interface BffFetchInit {
  method: string
  headers: Record<string, string>
  body: string | undefined
  signal: AbortSignal
}

/** What the client reads of an answer; a fetch Response has it. */
export interface BffFetchAnswer {
  status: number
  ok: boolean
  json(): Promise<unknown>
}

/**
 * How the client sends a request: the global fetch in the browser, a pooled HTTP client on the
 * storefront's server (apps/storefront/app/.server/bff-fetch.server.ts).
 */
export type BffFetch = (url: string, init: BffFetchInit) => Promise<BffFetchAnswer>

export interface BffClientOptions {
  /** Base URL of the BFF, e.g. `http://127.0.0.1:4000`, or `` for same-origin calls in the browser. */
  baseUrl: string
  fetch?: BffFetch
  storeCode?: string
  token?: string
  requestId?: string
  timeoutMs?: number
  /** Schemas that check answers per path (`bffAnswerSchemas`); a path without one gets the envelope check. */
  answers?: Partial<BffAnswerSchemas>
}

export interface BffRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
}

export type BffClient = ReturnType<typeof createBffClient>

export function createBffClient(options: BffClientOptions) {
  const doFetch: BffFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init))
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS

  /** The whole success envelope: `result` and, where the path has one, `meta` (login, refresh). */
  async function callWithMeta<P extends BffPath>(
    path: P,
    request: BffRequest = {},
  ): Promise<{ result: BffAnswers[P]; meta: P extends keyof BffMetas ? BffMetas[P] : undefined }> {
    const url = buildUrl(options.baseUrl, path, request.query)
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    if (options.storeCode) headers['x-vs-store-code'] = options.storeCode
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.requestId) headers['x-request-id'] = options.requestId

    const response = await doFetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw toBffError(response.status, json)
    const schema = options.answers?.[path]
    const parsed = schema ? schema.safeParse(json) : checkEnvelope(json)
    if (!parsed.success) {
      throw new BffError(502, `Unexpected answer from the BFF for ${path}`)
    }
    const data = parsed.data as { result: BffAnswers[P]; meta?: unknown }
    return {
      result: data.result,
      meta: data.meta as P extends keyof BffMetas ? BffMetas[P] : undefined,
    }
  }

  async function call<P extends BffPath>(
    path: P,
    request: BffRequest = {},
  ): Promise<BffAnswers[P]> {
    return (await callWithMeta(path, request)).result
  }

  return {
    call,
    callWithMeta,
    health: () => call('/healthz'),
    readiness: () => call('/readyz'),
  }
}

function buildUrl(baseUrl: string, path: string, query: BffRequest['query']): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const qs = search.toString()
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `{ code, result }` envelope of a success answer, its result unchecked. */
function checkEnvelope(
  json: unknown,
): { success: true; data: { result: unknown; meta?: unknown } } | { success: false } {
  const ok = isRecord(json) && Number.isInteger(json.code) && 'result' in json
  return ok ? { success: true, data: { result: json.result, meta: json.meta } } : { success: false }
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string'
}

/** An error envelope (envelope.ts ErrorEnvelopeSchema) becomes a BffError with its field errors. */
function toBffError(status: number, json: unknown): BffError {
  const isErrorEnvelope =
    isRecord(json) &&
    typeof json.code === 'number' &&
    Number.isInteger(json.code) &&
    json.code >= 400 &&
    json.code <= 599 &&
    typeof json.result === 'string' &&
    (json.errors === undefined || (Array.isArray(json.errors) && json.errors.every(isFieldError)))
  if (isErrorEnvelope) {
    return new BffError(
      status,
      json.result as string,
      (json.errors as FieldError[] | undefined) ?? [],
    )
  }
  return new BffError(status, `The BFF answered with HTTP ${status}`)
}
