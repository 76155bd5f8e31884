// The production payment adapter: Mollie's Payments API v2 through @mollie/api-client
// (vsf-api-contract §5.1). The API key and endpoint come from configuration; every create sends
// the caller's Idempotency-Key, so a repeated start never makes a second payment; a 404 on a read
// is PaymentNotFoundError. A provider failure is thrown to the caller, which logs it (spec 000 §8).
// The client has no time-out of its own (and retries 5xx answers), so every call is bounded here:
// a Mollie that does not answer in time is a failure too, never a request left hanging (D185).
import {
  createMollieClient,
  MollieApiError,
  type MollieClient,
  type Payment,
} from '@mollie/api-client'
import { PaymentStatusSchema } from '@vitrine/contracts/payments'
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  formatAmount,
  parseAmount,
  PaymentNotFoundError,
  type PaymentPort,
  type PaymentRequest,
  type ProviderPayment,
} from './payment.port.js'

export interface MollieGatewayOptions {
  apiKey: string
  /** Root of the API, e.g. `https://api.mollie.com/v2/`. */
  apiEndpoint: string
  /** A call (with the client's own retries) must end within this many milliseconds. */
  timeoutMs?: number
}

/** Mollie did not answer within the time-out. */
export class PaymentProviderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Mollie did not answer within ${timeoutMs} ms`)
    this.name = 'PaymentProviderTimeoutError'
  }
}

const DEFAULT_TIMEOUT_MS = 4000

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: PaymentStatusSchema.parse(payment.status),
    amountCents: parseAmount(payment.amount.value),
    currency: payment.amount.currency,
    method: payment.method ?? null,
    checkoutUrl: payment.getCheckoutUrl(),
  }
}

export class MolliePaymentGateway implements PaymentPort {
  private readonly client: MollieClient
  private readonly timeoutMs: number

  constructor(options: MollieGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const apiEndpoint = options.apiEndpoint.endsWith('/')
      ? options.apiEndpoint
      : `${options.apiEndpoint}/`
    this.client = createMollieClient({ apiKey: options.apiKey, apiEndpoint })
  }

  status(): AdapterStatus {
    return { port: 'payments', adapter: 'mollie', status: 'up' }
  }

  async close(): Promise<void> {}

  async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
    const payment = await this.withinTimeout(
      this.client.payments.create({
        amount: { currency: request.currency, value: formatAmount(request.amountCents) },
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        method: request.method as Parameters<MollieClient['payments']['create']>[0]['method'],
        metadata: request.metadata,
        idempotencyKey: request.idempotencyKey,
      }),
    )
    return toProviderPayment(payment)
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    try {
      return toProviderPayment(await this.withinTimeout(this.client.payments.get(id)))
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404)
        throw new PaymentNotFoundError(id)
      throw error
    }
  }

  /** The call's answer, or PaymentProviderTimeoutError once the time-out has passed. */
  private async withinTimeout<T>(call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderTimeoutError(this.timeoutMs)),
        this.timeoutMs,
      )
    })
    try {
      return await Promise.race([call, expired])
    } finally {
      clearTimeout(timer)
    }
  }
}
