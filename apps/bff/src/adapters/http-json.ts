// The one HTTP client of the add-on adapters (DHL Parcel, Postcode.eu, Storyblok): a GET through undici with
// a whole-request time-out, answering the status and the parsed JSON body. A network failure, a
// time-out or a body that is not JSON throws; a 4xx or 5xx is an answer for the caller to judge.
import { request, type Dispatcher } from 'undici'

export interface HttpJsonOptions {
  headers?: Record<string, string>
  /** The whole exchange, headers and body, must end within this many milliseconds. */
  timeoutMs: number
  /** undici's dispatcher (tests pass a MockAgent or an Agent of their own). */
  dispatcher?: Dispatcher
}

export interface HttpJsonAnswer {
  status: number
  body: unknown
  /** The answer's headers, lower-case names (e.g. Storyblok's `total`). */
  headers: Record<string, string | string[] | undefined>
}

export async function getJson(url: URL, options: HttpJsonOptions): Promise<HttpJsonAnswer> {
  const { statusCode, body, headers } = await request(url, {
    method: 'GET',
    headers: { accept: 'application/json', ...options.headers },
    signal: AbortSignal.timeout(options.timeoutMs),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  })
  const text = await body.text()
  if (text.trim() === '') return { status: statusCode, body: null, headers }
  try {
    return { status: statusCode, body: JSON.parse(text) as unknown, headers }
  } catch (error) {
    if (statusCode >= 400) return { status: statusCode, body: text, headers }
    throw new Error(`${url.host} answered ${statusCode} with a body that is not JSON`, {
      cause: error,
    })
  }
}
