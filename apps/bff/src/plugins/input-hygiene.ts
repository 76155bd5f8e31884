// Text that no database, mail or page can take, refused before any route sees it (D181): a NUL
// character (PostgreSQL refuses it in text), an unpaired UTF-16 surrogate (not encodable as
// UTF-8), a string longer than any field of a shop needs, and values nested deeper than any
// request of the API. Every query, path parameter and JSON body is walked once, keys included;
// each problem is a 400 naming the field (`body.addressInformation.shippingAddress.firstname`).
// A body the memoizing parser hands back frozen (memoized-json-body.ts) passed this check when it
// was first seen and is not walked again.
import type { FieldError } from '@vitrine/contracts/envelope'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../errors.js'

/** Deeper than any request of the API (an order's product options are about 6 levels). */
export const MAX_INPUT_DEPTH = 32
/** Longer than any field of the API (addresses, names, coupon codes, search text, tokens). */
export const MAX_TEXT_LENGTH = 4096
/** At most this many problems are reported; the walk stops after them. */
const MAX_REPORTED = 20

export const NUL_MESSAGE = 'must not contain a NUL character.'
export const SURROGATE_MESSAGE =
  'must be well-formed Unicode text (it holds an unpaired UTF-16 surrogate).'
export const TOO_LONG_MESSAGE = `is longer than ${MAX_TEXT_LENGTH} characters.`
export const TOO_DEEP_MESSAGE = `nests deeper than ${MAX_INPUT_DEPTH} levels.`

/** In unicode mode a surrogate pair is one code point; only a lone half is a `Cs` code point. */
const LONE_SURROGATE = /\p{Cs}/u

/** What is wrong with a string, or null. */
export function describeBadText(text: string): string | null {
  if (text.length > MAX_TEXT_LENGTH) return TOO_LONG_MESSAGE
  if (text.includes('\u0000')) return NUL_MESSAGE
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE
  return null
}

/** Every problem in `value` (a parsed query, params or body), as field errors under `part`. */
export function findBadInput(value: unknown, part: string): FieldError[] {
  const problems: FieldError[] = []
  // The path of the node being visited; written out only for a problem (most input has none).
  const path: (string | number)[] = [part]
  const report = (message: string) => problems.push({ field: path.join('.'), message })
  const visit = (node: unknown, depth: number): void => {
    if (problems.length >= MAX_REPORTED) return
    if (typeof node === 'string') {
      const message = describeBadText(node)
      if (message) report(message)
      return
    }
    if (typeof node !== 'object' || node === null) return
    if (depth >= MAX_INPUT_DEPTH) {
      report(TOO_DEEP_MESSAGE)
      return
    }
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(index)
        visit(node[index], depth + 1)
        path.pop()
      }
      return
    }
    for (const key of Object.keys(node)) {
      const keyProblem = describeBadText(key)
      if (keyProblem) {
        report(`has a key that ${keyProblem}`)
        continue
      }
      path.push(key)
      visit((node as Record<string, unknown>)[key], depth + 1)
      path.pop()
    }
  }
  visit(value, 0)
  return problems
}

function checkRequest(request: FastifyRequest): void {
  const body = request.body
  const problems = [
    ...findBadInput(request.params, 'params'),
    ...findBadInput(request.query, 'query'),
    ...(typeof body === 'object' && body !== null && Object.isFrozen(body)
      ? []
      : findBadInput(body, 'body')),
  ]
  if (problems.length > 0) throw new ValidationError(problems)
}

export const inputHygienePlugin = fp(
  async function registerInputHygiene(app: FastifyInstance) {
    // vsf-api-contract §1.3: VSF1 posts /api/cart/create (and the coupon calls) with a JSON content
    // type and no body, which vue-storefront-api's body parser takes as none: so does the BFF. A
    // route that needs a body still answers 400 for its missing fields.
    app.addHook('onRequest', (request, _reply, done) => {
      const { headers } = request
      const empty =
        headers['content-length'] === '0' ||
        (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined)
      if (empty && headers['content-type'] !== undefined) delete headers['content-type']
      done()
    })
    app.addHook('preValidation', async (request) => checkRequest(request))
  },
  { name: 'input-hygiene' },
)
