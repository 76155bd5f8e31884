// The payment port when no provider takes online payments (PAYMENT_PROVIDER=none, the production
// default without a Mollie key; D217): the checkout offers the offline methods only, and a payment
// is never created.
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  PaymentNotFoundError,
  type PaymentPort,
  type PaymentRequest,
  type ProviderPayment,
} from './payment.port.js'

export class OnlinePaymentsOffError extends Error {
  constructor() {
    super('This shop takes no online payments')
    this.name = 'OnlinePaymentsOffError'
  }
}

export class NoPaymentProvider implements PaymentPort {
  readonly takesOnlinePayments = false

  createPayment(_request: PaymentRequest): Promise<ProviderPayment> {
    return Promise.reject(new OnlinePaymentsOffError())
  }

  getPayment(id: string): Promise<ProviderPayment> {
    return Promise.reject(new PaymentNotFoundError(id))
  }

  status(): AdapterStatus {
    return { port: 'payments', adapter: 'none', status: 'up' }
  }

  async close(): Promise<void> {}
}
