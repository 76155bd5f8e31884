// Builds the payment adapter from the configuration (called by the adapter registry only): Mollie
// when MOLLIE_API_KEY is set, which then needs the public webhook and return URLs (Mollie calls
// and redirects to them, so 127.0.0.1 or a relative path cannot work); else the local test
// gateway with its files in `<DATA_DIR>/payment-gateway` (D141).
import { join } from 'node:path'
import type { Env } from '../../env.js'
import { LocalPaymentGateway } from './local-payment-gateway.js'
import { MolliePaymentGateway } from './mollie-payment-gateway.js'
import type { PaymentPort } from './payment.port.js'

export function buildPayments(config: Env): PaymentPort {
  if (!config.MOLLIE_API_KEY)
    return new LocalPaymentGateway(join(config.DATA_DIR, 'payment-gateway'))
  const missing = (['MOLLIE_WEBHOOK_URL', 'PAYMENT_RETURN_URL'] as const).filter(
    (name) => !config[name],
  )
  if (missing.length > 0) {
    throw new Error(`MOLLIE_API_KEY needs ${missing.join(' and ')} (public URLs Mollie can reach)`)
  }
  return new MolliePaymentGateway({
    apiKey: config.MOLLIE_API_KEY,
    apiEndpoint: config.MOLLIE_API_URL,
    timeoutMs: config.MOLLIE_TIMEOUT_MS,
  })
}
