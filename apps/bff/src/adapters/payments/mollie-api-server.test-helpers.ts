// A local HTTPS server shaped like Mollie's Payments API v2 (vsf-api-contract §5.1), the network
// edge the production adapter's contract suite runs against: Bearer `test_`/`live_` keys, the
// create body checked as Mollie checks it (two-decimal amount string, description, URLs), an
// Idempotency-Key answering the first payment again, Mollie's 404 for an unknown id, HAL links.
// @mollie/api-client speaks HTTPS only, with its own CA bundle: the server uses the self-signed
// certificate of test/fixtures; `trustLocalTls` lets this test process accept it (D141).
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { PaymentStatus } from '@vitrine/contracts/payments'
import { localTlsOptions } from '../../../test/local-tls.js'

export { trustLocalTls } from '../../../test/local-tls.js'

interface StoredPayment {
  resource: 'payment'
  id: string
  mode: 'test'
  status: PaymentStatus
  amount: { currency: string; value: string }
  description: string
  method: string | null
  metadata: unknown
  redirectUrl: string
  webhookUrl: string
  createdAt: string
  profileId: string
  sequenceType: 'oneoff'
}

export interface MollieApiServer {
  /** e.g. `http://127.0.0.1:PORT/v2/` */
  apiEndpoint: string
  /** The requests seen: method, path, Idempotency-Key and authorization. */
  requests: Array<{
    method: string
    path: string
    idempotencyKey: string | null
    authorization: string | null
  }>
  /** Sets a payment's status as Mollie's test-mode page would. */
  setStatus(id: string, status: PaymentStatus): void
  /** Overrides what Mollie says a payment's amount is (an amount mismatch). */
  setAmount(id: string, amount: { currency: string; value: string }): void
  /** Answers every request with this 5xx problem from now on (null: serve again). */
  failWith(status: number | null): void
  close(): Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/hal+json' })
  response.end(JSON.stringify(body))
}

function problem(
  response: ServerResponse,
  status: number,
  title: string,
  detail: string,
  field?: string,
) {
  send(response, status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: {
        href: 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  })
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const FINAL: readonly PaymentStatus[] = ['paid', 'canceled', 'expired', 'failed']

export async function startMollieApiServer(): Promise<MollieApiServer> {
  const payments = new Map<string, StoredPayment>()
  const byKey = new Map<string, string>()
  const requests: MollieApiServer['requests'] = []
  let origin = ''

  const present = (payment: StoredPayment) => ({
    ...payment,
    _links: {
      self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(FINAL.includes(payment.status)
        ? {}
        : {
            checkout: { href: `${origin}/checkout/select-method/${payment.id}`, type: 'text/html' },
          }),
      dashboard: { href: `${origin}/dashboard/payments/${payment.id}`, type: 'text/html' },
    },
  })

  let failure: number | null = null
  const server = createServer(localTlsOptions(), (request, response) => {
    void (async () => {
      if (failure !== null) {
        request.resume()
        problem(response, failure, 'Internal Server Error', 'Mollie is failing (test)')
        return
      }
      const url = new URL(request.url ?? '/', origin)
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
      const authorization = request.headers.authorization ?? null
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey,
        authorization,
      })
      if (!/^Bearer (test|live)_\w{20,}$/.test(authorization ?? '')) {
        problem(
          response,
          401,
          'Unauthorized Request',
          'Missing authentication, or failed to authenticate',
        )
        return
      }
      if (request.method === 'POST' && url.pathname === '/v2/payments') {
        const body = await readJson(request)
        if (idempotencyKey && byKey.has(idempotencyKey)) {
          send(
            response,
            201,
            present(payments.get(byKey.get(idempotencyKey) as string) as StoredPayment),
          )
          return
        }
        const amount = body?.amount as { currency?: unknown; value?: unknown } | undefined
        if (
          typeof amount?.value !== 'string' ||
          !/^\d+\.\d{2}$/.test(amount.value) ||
          typeof amount.currency !== 'string'
        ) {
          problem(response, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount')
          return
        }
        for (const field of ['description', 'redirectUrl', 'webhookUrl'] as const) {
          if (typeof body?.[field] !== 'string' || body[field] === '') {
            problem(response, 422, 'Unprocessable Entity', `The ${field} is missing`, field)
            return
          }
        }
        const payment: StoredPayment = {
          resource: 'payment',
          id: `tr_${randomBytes(5).toString('hex')}`,
          mode: 'test',
          status: 'open',
          amount: { currency: amount.currency, value: amount.value },
          description: body?.description as string,
          method: typeof body?.method === 'string' ? body.method : null,
          metadata: body?.metadata ?? null,
          redirectUrl: body?.redirectUrl as string,
          webhookUrl: body?.webhookUrl as string,
          createdAt: new Date().toISOString(),
          profileId: 'pfl_QkEhN94Ba',
          sequenceType: 'oneoff',
        }
        payments.set(payment.id, payment)
        if (idempotencyKey) byKey.set(idempotencyKey, payment.id)
        send(response, 201, present(payment))
        return
      }
      const read = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && read) {
        const payment = payments.get(read[1] as string)
        if (!payment) {
          problem(response, 404, 'Not Found', `No payment exists with token ${read[1]}.`)
          return
        }
        send(response, 200, present(payment))
        return
      }
      problem(response, 404, 'Not Found', 'The resource does not exist')
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    apiEndpoint: `${origin}/v2/`,
    requests,
    setStatus(id, status) {
      const payment = payments.get(id)
      if (payment) payment.status = status
    },
    setAmount(id, amount) {
      const payment = payments.get(id)
      if (payment) payment.amount = amount
    },
    failWith(status) {
      failure = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
