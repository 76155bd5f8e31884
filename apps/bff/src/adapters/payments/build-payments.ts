// Builds the payment adapter from the configuration (called by the adapter registry only), by
// PAYMENT_PROVIDER (D217): Mollie, which needs its key and the public webhook and return URLs
// (Mollie calls and redirects to them, so 127.0.0.1 or a relative path cannot work); the local test
// gateway with its files in `<DATA_DIR>/payment-gateway` (D141), only when chosen or outside
// production; or no provider at all (offline methods only).
import { join } from 'node:path'
import type { Env } from '../../env.js'
import { paymentProviderOf } from '../../local-only-setup.js'
import { LocalPaymentGateway } from './local-payment-gateway.js'
import { MolliePaymentGateway } from './mollie-payment-gateway.js'
import { NoPaymentProvider } from './no-payment-provider.js'
import type { PaymentPort } from './payment.port.js'

export function buildPayments(config: Env): PaymentPort {
  const provider = paymentProviderOf(config)
  if (provider === 'none') return new NoPaymentProvider()
  if (provider === 'test-gateway')
    return new LocalPaymentGateway(join(config.DATA_DIR, 'payment-gateway'))
  const missing = (['MOLLIE_API_KEY', 'MOLLIE_WEBHOOK_URL', 'PAYMENT_RETURN_URL'] as const).filter(
    (name) => !config[name],
  )
  if (missing.length > 0 || !config.MOLLIE_API_KEY) {
    throw new Error(`Mollie payments need ${missing.join(' and ')} (public URLs Mollie can reach)`)
  }
  return new MolliePaymentGateway({
    apiKey: config.MOLLIE_API_KEY,
    apiEndpoint: config.MOLLIE_API_URL,
    timeoutMs: config.MOLLIE_TIMEOUT_MS,
  })
}
