// The typed BFF client: the only way the storefront talks to the BFF (server side and in the browser).
// Every answer is the `{ code, result }` envelope; results are validated with the contract schemas,
// errors become `BffError` carrying the status, the message and any field errors.
import type { z } from 'zod'
import { ErrorEnvelopeSchema, type FieldError } from './envelope.js'
import { HealthEnvelopeSchema, ReadinessEnvelopeSchema } from './health.js'

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

export interface BffClientOptions {
  /** Base URL of the BFF, e.g. `http://127.0.0.1:4000`, or `` for same-origin calls in the browser. */
  baseUrl: string
  fetch?: typeof fetch
  storeCode?: string
  token?: string
  requestId?: string
  timeoutMs?: number
}

export interface BffRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
}

export type BffClient = ReturnType<typeof createBffClient>

export function createBffClient(options: BffClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS

  async function call<S extends z.ZodType<{ code: number; result: unknown }>>(
    path: string,
    envelope: S,
    request: BffRequest = {},
  ): Promise<z.infer<S>['result']> {
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
    const parsed = envelope.safeParse(json)
    if (!parsed.success) {
      throw new BffError(502, `Unexpected answer from the BFF for ${path}`)
    }
    return (parsed.data as { result: z.infer<S>['result'] }).result
  }

  return {
    call,
    health: () => call('/healthz', HealthEnvelopeSchema),
    readiness: () => call('/readyz', ReadinessEnvelopeSchema),
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

function toBffError(status: number, json: unknown): BffError {
  const parsed = ErrorEnvelopeSchema.safeParse(json)
  if (parsed.success) return new BffError(status, parsed.data.result, parsed.data.errors ?? [])
  return new BffError(status, `The BFF answered with HTTP ${status}`)
}
