// The checkout's form state as one reducer (spec 000 §2 multi-step checkout, §3 local storage,
// §4 checkout steps): which step is open, which are completed, the accepted details of each step,
// the server's methods and totals, and whether a request or the order is under way. Every change
// is an event named after what happened; storage writes and requests stay with the component.
import type { CartTotals } from '@vitrine/contracts/cart'
import type { PaymentMethod, ShippingMethod } from '@vitrine/contracts/cart-client'
import type { RestoredCheckout, StoredCheckout } from './checkout-resume'
import type { CheckoutStep, DetailsForm, StoredFields } from './checkout-storage'
import type { PlainMessageKey } from './form-fields'
import type { PaymentDetails } from './payment-details-form'
import type { PersonalDetails } from './personal-details-form'
import type { ShippingDetails } from './shipping-details-form'

export interface CheckoutState {
  /** The fields as typed, per step form (what local storage holds). */
  stored: StoredCheckout
  step: CheckoutStep
  completed: CheckoutStep[]
  personal: PersonalDetails | null
  shipping: ShippingDetails | null
  payment: PaymentDetails | null
  shippingMethod: ShippingMethod | null
  /** The server's methods; null while they load. */
  shippingMethods: ShippingMethod[] | null
  paymentMethods: PaymentMethod[] | null
  totals: CartTotals | null
  /** A step's request to the server is under way. */
  busy: boolean
  failure: PlainMessageKey | null
  /** The order is being placed. */
  processing: boolean
}

export type CheckoutEvent =
  | { type: 'fieldsTyped'; form: DetailsForm; fields: StoredFields }
  | { type: 'personalAccepted'; details: PersonalDetails }
  | { type: 'shippingAccepted'; details: ShippingDetails }
  | { type: 'paymentAccepted'; details: PaymentDetails }
  | { type: 'stepOpened'; step: CheckoutStep }
  | { type: 'resumeFellBack' }
  | { type: 'shippingMethodsRequested' }
  | { type: 'shippingMethodsLoaded'; methods: ShippingMethod[] }
  | { type: 'shippingMethodsFailed' }
  | {
      type: 'shippingSaved'
      method: ShippingMethod
      paymentMethods: PaymentMethod[]
      totals: CartTotals
    }
  | { type: 'paymentMethodsLoaded'; methods: PaymentMethod[] }
  | { type: 'totalsLoaded'; totals: CartTotals }
  | { type: 'requestStarted' }
  | { type: 'requestFinished' }
  | { type: 'failed'; failure: PlainMessageKey }
  | { type: 'orderStarted' }
  | { type: 'orderRefused'; failure: PlainMessageKey | null }
  | { type: 'orderFinished' }

const NEXT_STEP: Record<CheckoutStep, CheckoutStep> = {
  personal: 'shipping',
  shipping: 'payment',
  payment: 'review',
  review: 'review',
}

/** The completed steps once `done` is accepted (what the component also writes to storage). */
export function completedWith(completed: readonly CheckoutStep[], done: CheckoutStep) {
  return [...new Set([...completed, done])]
}

export function initialCheckoutState(
  stored: StoredCheckout,
  restored: RestoredCheckout,
): CheckoutState {
  return {
    stored,
    step: restored.step,
    completed: restored.completed,
    personal: restored.personal,
    shipping: restored.shipping,
    payment: restored.payment,
    shippingMethod: null,
    shippingMethods: null,
    paymentMethods: null,
    totals: null,
    busy: false,
    failure: null,
    processing: false,
  }
}

function accept(state: CheckoutState, done: CheckoutStep): CheckoutState {
  return {
    ...state,
    completed: completedWith(state.completed, done),
    failure: null,
    step: NEXT_STEP[done],
  }
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'fieldsTyped':
      return { ...state, stored: { ...state.stored, [event.form]: event.fields } }
    case 'personalAccepted':
      return accept({ ...state, personal: event.details }, 'personal')
    case 'shippingAccepted':
      return accept({ ...state, shipping: event.details }, 'shipping')
    case 'paymentAccepted':
      return accept({ ...state, payment: event.details }, 'payment')
    case 'stepOpened':
      return { ...state, failure: null, step: event.step }
    case 'resumeFellBack':
      // The stored shipping method is no longer offered: the shipping step opens again.
      return { ...state, step: 'shipping' }
    case 'shippingMethodsRequested':
      return { ...state, shippingMethods: null }
    case 'shippingMethodsLoaded':
      return { ...state, shippingMethods: event.methods }
    case 'shippingMethodsFailed':
      return { ...state, shippingMethods: [], failure: 'error.tryAgainSoon' }
    case 'shippingSaved':
      return {
        ...state,
        shippingMethod: event.method,
        paymentMethods: event.paymentMethods,
        totals: event.totals,
      }
    case 'paymentMethodsLoaded':
      // The shipping answer's methods, when they came first, stay.
      return { ...state, paymentMethods: state.paymentMethods ?? event.methods }
    case 'totalsLoaded':
      return { ...state, totals: event.totals }
    case 'requestStarted':
      return { ...state, busy: true, failure: null }
    case 'requestFinished':
      return { ...state, busy: false }
    case 'failed':
      return { ...state, failure: event.failure }
    case 'orderStarted':
      return { ...state, processing: true, failure: null }
    case 'orderRefused':
      return { ...state, processing: false, failure: event.failure }
    case 'orderFinished':
      return { ...state, processing: false }
  }
}
