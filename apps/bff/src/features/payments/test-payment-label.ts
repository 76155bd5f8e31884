// D217: while the local test gateway takes the payments, its methods say so in the checkout, in
// the store view's language, so nobody takes a test payment for a real one.
import { providerMethodOf } from '@vitrine/contracts/payments'

const TEST_PAYMENT_LABELS: Record<string, string> = {
  en: 'test payment: no money is taken',
  nl: 'testbetaling: er wordt geen geld afgeschreven',
  de: 'Testzahlung: es wird kein Geld abgebucht',
}

/** The methods with the provider's ones titled as test payments; the others unchanged. */
export function labelTestPayments<Method extends { code: string; title: string }>(
  methods: readonly Method[],
  language: string,
): Method[] {
  const label = TEST_PAYMENT_LABELS[language] ?? TEST_PAYMENT_LABELS.en
  return methods.map((method) =>
    providerMethodOf(method.code) ? { ...method, title: `${method.title} (${label})` } : method,
  )
}
