// Every route of the OpenAPI document, tried with 200 generated requests each (D181): queries,
// path parameters, headers and bodies shaped by the route's own schemas, with hostile values
// mixed in (NUL, lone surrogates, huge and deep values, wrong types, unknown keys), sometimes with
// a real cart id or a real customer token so the deeper code runs. No answer may be a 5xx (except
// the order stock error vue-storefront's offline queue recognises, 000 §4/§8) and every answer is
// the `{code, result}` envelope with `code` equal to the status, but the successes of the Vue
// Storefront 1 routes, which answer as vue-storefront-api does (an Elasticsearch answer or hit,
// D228, D232): their refusals are still enveloped.
import { STOCK_ERROR_MARKER } from '@vitrine/orders/queue-transmission'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, createLoggedInCustomer } from '../test/commerce-app.js'
import { arbitraryOf, HOSTILE_STRINGS, type JsonSchema } from '../test/json-schema-arbitrary.js'

type TestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>

interface Parameter {
  in: 'query' | 'path' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const RUNS_PER_ROUTE = 200
/** The OpenAPI tag of the routes that answer as vue-storefront-api does (D228, D232). */
const VSF1_TAG = 'vue-storefront-1'
let app: TestApp
let document: OpenApiDocument
let cartId: string
let token: string

beforeAll(async () => {
  app = await buildCommerceTestApp()
  await app.ready()
  document = app.swagger() as unknown as OpenApiDocument
  cartId = (
    (await app.inject({ method: 'POST', url: '/api/cart/create' })).json() as {
      result: string
    }
  ).result
  await app.inject({
    method: 'POST',
    url: `/api/cart/update?cartId=${cartId}`,
    payload: { cartItem: { sku: 'CAP', qty: 1 } },
  })
  token = (await createLoggedInCustomer(app, 'fuzz@example.nl')).token
})

afterAll(async () => {
  await app.close()
})

function listOperations(): Array<[string, string]> {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => [method.toUpperCase(), path] as [string, string]),
  )
}

/** A parameter's value: shaped by its schema, hostile, or a real cart id / token. */
function parameterValue(parameter: Parameter) {
  const real =
    parameter.name === 'cartId' ? [cartId] : parameter.name === 'token' ? [token] : undefined
  return fc.oneof(
    { arbitrary: arbitraryOf(parameter.schema, document), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 },
    ...(real ? [{ arbitrary: fc.constantFrom(...real), weight: 3 }] : []),
  )
}

function requestOf(method: string, path: string) {
  const operation = document.paths[path]?.[method.toLowerCase()] ?? {}
  const parameters = operation.parameters ?? []
  const values = Object.fromEntries(
    parameters.map((parameter) => [
      `${parameter.in}:${parameter.name}`,
      parameter.required
        ? parameterValue(parameter)
        : fc.option(parameterValue(parameter), { nil: undefined }),
    ]),
  )
  const bodySchema = operation.requestBody?.content['application/json']?.schema
  return fc.record({
    values: fc.record(values),
    body: bodySchema ? arbitraryOf(bodySchema, document) : fc.constant(undefined),
  })
}

/** A path segment as a client can send it: a lone surrogate goes as its (invalid) UTF-8 bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

async function send(method: string, path: string, values: Record<string, unknown>, body: unknown) {
  let url = path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    const [place, name = ''] = key.split(':')
    if (place === 'path') {
      url = url.replace(`{${name}}`, encodeSegment(asText(value)) || 'x')
    } else if (place === 'query') query.set(name, asText(value))
    else if (place === 'header') headers[name] = asText(value).replace(/[^\x20-\x7e]/g, '?')
  }
  url = url.replace(/\{[^}]+\}/g, 'x')
  const search = query.toString()
  return app.inject({
    method: method as 'GET' | 'POST',
    url: search ? `${url}?${search}` : url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}

describe('every route under generated hostile requests', () => {
  it('has routes to try', () => {
    expect(listOperations().length).toBeGreaterThan(20)
  })

  it.each([
    ...['/healthz', '/readyz', '/api/cart', '/api/ext', '/api/order', '/api/user', '/api/stock'],
    ...['/api/catalog', '/api/url', '/img'],
  ])(
    `answers every request under %s below 500, in the envelope`,
    async (prefix) => {
      const operations = listOperations().filter(([, path]) => path.startsWith(prefix))
      expect(operations.length).toBeGreaterThan(0)
      for (const [method, path] of operations) {
        const operation = document.paths[path]?.[method.toLowerCase()]
        const vsfShaped = (operation?.tags ?? []).includes(VSF1_TAG)
        await fc.assert(
          fc.asyncProperty(requestOf(method, path), async ({ values, body }) => {
            const response = await send(method, path, values, body)
            const isImage = path.startsWith('/img') && response.statusCode < 400
            if (isImage) return
            if (vsfShaped && response.statusCode < 400) {
              expect(response.statusCode).toBe(200)
              return
            }
            const answer = response.json() as { code?: unknown; result?: unknown }
            const where = `${method} ${path} → ${response.statusCode} ${response.body.slice(0, 200)}`
            expect(answer.code, where).toBe(response.statusCode)
            expect(answer, where).toHaveProperty('result')
            const stockError =
              path === '/api/order' &&
              response.statusCode === 500 &&
              String(answer.result).includes(STOCK_ERROR_MARKER)
            if (!stockError) expect(response.statusCode, where).toBeLessThan(500)
          }),
          { numRuns: RUNS_PER_ROUTE, seed: 20261125 },
        )
      }
    },
    600_000,
  )
})
