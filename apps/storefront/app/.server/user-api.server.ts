// The BFF's customer calls (vsf-api-contract §1.6) as the storefront's server makes them for the
// account pages. Login and refresh answer `meta` beside `result` (the refresh token, the merged
// cart), which the typed client drops, so these calls read the whole envelope. Errors become
// BffError, as with the typed client.
import { BffError } from '@vitrine/contracts/bff-client'
import { ErrorEnvelopeSchema } from '@vitrine/contracts/envelope'
import type { z } from 'zod'
import { bffFetch } from './bff-fetch.server'
import type { RequestContext } from './context.server'
import { getEnv } from './env.server'

export interface UserCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  token?: string
  query?: Record<string, string | number>
}

/** Calls a BFF user path; the answer is checked with `schema` (a whole envelope). */
export async function callUserApi<S extends z.ZodType>(
  context: Pick<RequestContext, 'storeView' | 'requestId' | 'forwardedFor'>,
  path: string,
  schema: S,
  call: UserCall = {},
): Promise<z.infer<S>> {
  const env = getEnv()
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(call.query ?? {})) search.set(key, String(value))
  const qs = search.toString()
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-vs-store-code': context.storeView.storeCode,
    'x-request-id': context.requestId,
  }
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  if (call.token) headers.authorization = `Bearer ${call.token}`
  // The BFF's per-IP limits count the shopper (D108), not this server.
  if (context.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor
  const answer = await bffFetch(`${env.BFF_URL.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.timeout(env.BFF_TIMEOUT_MS),
  })
  const json: unknown = await answer.json().catch(() => undefined)
  if (!answer.ok) {
    const failure = ErrorEnvelopeSchema.safeParse(json)
    throw failure.success
      ? new BffError(answer.status, failure.data.result, failure.data.errors ?? [])
      : new BffError(answer.status, `The BFF answered with HTTP ${answer.status}`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new BffError(502, `Unexpected answer from the BFF for ${path}`)
  return parsed.data
}

export function isBffStatus(error: unknown, ...statuses: number[]): error is BffError {
  return error instanceof BffError && statuses.includes(error.status)
}
