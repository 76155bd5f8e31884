// The route action's check of a posted checkout step (no JavaScript in the browser): the `intent`
// names the form, whose own schema checks it — the same schema the browser runs. Only the verdict
// goes back; what was entered (a password above all) is never echoed.
import { checkPaymentDetails, readPaymentDetails } from './payment-details-form'
import { checkPersonalDetails, readPersonalDetails } from './personal-details-form'
import { checkReview, readReview } from './review-form'
import { checkShippingDetails, readShippingDetails } from './shipping-details-form'
import type { FieldErrors } from './form-fields'

export const checkoutIntents = ['personal', 'shipping', 'payment', 'review'] as const
export type CheckoutIntent = (typeof checkoutIntents)[number]

export type StepVerdict =
  | { status: 200; intent: CheckoutIntent; errors: Record<string, never> }
  | { status: 400; intent: CheckoutIntent | null; errors: FieldErrors }

function runCheck(intent: CheckoutIntent, formData: FormData) {
  switch (intent) {
    case 'personal':
      return checkPersonalDetails(readPersonalDetails(formData))
    case 'shipping':
      return checkShippingDetails(readShippingDetails(formData))
    case 'payment':
      return checkPaymentDetails(readPaymentDetails(formData))
    case 'review':
      return checkReview(readReview(formData))
  }
}

export function checkCheckoutStep(formData: FormData): StepVerdict {
  const posted = formData.get('intent')
  const intent = checkoutIntents.find((name) => name === posted)
  if (!intent) return { status: 400, intent: null, errors: { intent: 'validation.required' } }
  const check = runCheck(intent, formData)
  return check.ok
    ? { status: 200, intent, errors: {} }
    : { status: 400, intent, errors: check.errors }
}
