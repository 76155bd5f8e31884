// Where checkout continues after a reload (spec 000 §3 local storage, §4 the 30-minute window):
// a step counts as completed only when it was completed before and its stored fields still pass
// its schema, and every step before it counts too. The password is never stored, so a shopper
// who chose to create an account types it again after a reload.
import {
  checkoutSteps,
  selectResumeStep,
  type CheckoutProgress,
  type CheckoutStep,
  type StoredFields,
} from './checkout-storage'
import { checkPaymentDetails, type PaymentDetails } from './payment-details-form'
import { checkPersonalDetails, type PersonalDetails } from './personal-details-form'
import { checkShippingDetails, type ShippingDetails } from './shipping-details-form'

export interface StoredCheckout {
  personal: StoredFields
  shipping: StoredFields
  payment: StoredFields
}

export interface RestoredCheckout {
  step: CheckoutStep
  completed: CheckoutStep[]
  personal: PersonalDetails | null
  shipping: ShippingDetails | null
  payment: PaymentDetails | null
}

export function restoreCheckout(
  stored: StoredCheckout,
  progress: CheckoutProgress,
  now: number,
): RestoredCheckout {
  const personal = checkPersonalDetails(stored.personal)
  const shipping = checkShippingDetails(stored.shipping)
  const payment = checkPaymentDetails(stored.payment)
  const valid: Record<CheckoutStep, boolean> = {
    personal: personal.ok,
    shipping: shipping.ok,
    payment: payment.ok,
    review: false,
  }
  const completed: CheckoutStep[] = []
  for (const step of checkoutSteps) {
    if (!valid[step] || !progress.completed.includes(step)) break
    completed.push(step)
  }
  return {
    step: selectResumeStep({ completed, modifiedAt: progress.modifiedAt }, now),
    completed,
    personal: personal.ok ? personal.data : null,
    shipping: shipping.ok ? shipping.data : null,
    payment: payment.ok ? payment.data : null,
  }
}
