// The embedded payment adapter (D141): a local test gateway that behaves like Mollie's test mode.
// Payments are JSON files in `<DATA_DIR>/payment-gateway/` (written to a temporary file and
// renamed, so a reader never sees half a file); an Idempotency-Key is claimed by creating its file
// exclusively, so two concurrent creates with one key give one payment. The checkout page
// (features/payments/test-gateway.routes.ts) lets the shopper choose the outcome, then calls the
// webhook over HTTP and redirects, as Mollie does.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PaymentStatusSchema, type PaymentStatus } from '@vitrine/contracts/payments'
import type { AdapterStatus } from '@vitrine/contracts/health'
import { z } from 'zod'
import {
  PaymentNotFoundError,
  type PaymentPort,
  type PaymentRequest,
  type ProviderPayment,
} from './payment.port.js'

/** The outcomes the shopper may pick on the gateway's page (Mollie test mode offers the same). */
export const GATEWAY_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number]

/** The path of a payment's checkout page, served by this BFF (and through the storefront's /api). */
export function gatewayCheckoutPath(id: string): string {
  return `/api/ext/mollie/test-gateway/${id}`
}

const StoredPaymentSchema = z.object({
  id: z.string(),
  status: PaymentStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  method: z.string(),
  redirectUrl: z.string(),
  webhookUrl: z.string(),
  metadata: z.record(z.string(), z.string()),
})
export type StoredGatewayPayment = z.infer<typeof StoredPaymentSchema>

const ID_PATTERN = /^tr_[a-zA-Z0-9]{10,32}$/

export class LocalPaymentGateway implements PaymentPort {
  private readonly paymentsDir: string
  private readonly keysDir: string
  private ready: Promise<void> | null = null
  /** One completion per payment at a time in this process (the page may be submitted twice). */
  private readonly completing = new Map<string, Promise<unknown>>()

  constructor(private readonly dir: string) {
    this.paymentsDir = join(dir, 'payments')
    this.keysDir = join(dir, 'idempotency-keys')
  }

  private ensureDirs(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(this.paymentsDir, { recursive: true })
      await mkdir(this.keysDir, { recursive: true })
    })()
    return this.ready
  }

  status(): AdapterStatus {
    return { port: 'payments', adapter: 'local-gateway', status: 'up' }
  }

  async close(): Promise<void> {}

  private pathOf(id: string): string {
    if (!ID_PATTERN.test(id)) throw new PaymentNotFoundError(id)
    return join(this.paymentsDir, `${id}.json`)
  }

  private async write(payment: StoredGatewayPayment): Promise<void> {
    const path = this.pathOf(payment.id)
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, JSON.stringify(payment))
    await rename(temporary, path)
  }

  /** The stored payment, as the gateway's page shows it. */
  async read(id: string): Promise<StoredGatewayPayment> {
    await this.ensureDirs()
    try {
      return StoredPaymentSchema.parse(JSON.parse(await readFile(this.pathOf(id), 'utf8')))
    } catch (error) {
      if (error instanceof PaymentNotFoundError) throw error
      if ((error as { code?: string }).code === 'ENOENT') throw new PaymentNotFoundError(id)
      throw error
    }
  }

  private toProviderPayment(payment: StoredGatewayPayment): ProviderPayment {
    return {
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      checkoutUrl: payment.status === 'open' ? gatewayCheckoutPath(payment.id) : null,
    }
  }

  async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
    await this.ensureDirs()
    const keyPath = join(
      this.keysDir,
      createHash('sha256').update(request.idempotencyKey).digest('hex'),
    )
    const id = `tr_${randomBytes(12).toString('hex')}`
    try {
      await writeFile(keyPath, id, { flag: 'wx' })
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error
      // The key was used: the first payment answers (written just after its key).
      const first = (await readFile(keyPath, 'utf8')).trim()
      return this.toProviderPayment(await this.waitFor(first))
    }
    const payment: StoredGatewayPayment = {
      id,
      status: 'open',
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
      method: request.method,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      metadata: request.metadata,
    }
    await this.write(payment)
    return this.toProviderPayment(payment)
  }

  /** The payment a concurrent create with the same key is writing. */
  private async waitFor(id: string): Promise<StoredGatewayPayment> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.read(id)
      } catch (error) {
        if (!(error instanceof PaymentNotFoundError) || attempt >= 50) throw error
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    return this.toProviderPayment(await this.read(id))
  }

  /**
   * The shopper's choice on the gateway's page. Only an open payment changes (a final one stays:
   * a second click, or the back button, changes nothing); answers the payment as stored.
   */
  complete(id: string, outcome: GatewayOutcome): Promise<StoredGatewayPayment> {
    const previous = this.completing.get(id) ?? Promise.resolve()
    const next = previous.then(async () => {
      const payment = await this.read(id)
      if (payment.status !== 'open') return payment
      const done = { ...payment, status: outcome satisfies PaymentStatus }
      await this.write(done)
      return done
    })
    const settled = next.catch(() => undefined)
    this.completing.set(id, settled)
    void settled.then(() => {
      if (this.completing.get(id) === settled) this.completing.delete(id)
    })
    return next
  }
}
