// What the shopper typed in checkout survives a reload (spec 000 §3 "Local storage areas and
// keys"): `personal-details`, `shipping-details` and `payment-details` hold the fields as typed
// (never a password), and `checkout-progress` the steps already completed with `modifiedAt`, the
// time the checkout state last changed (spec 000 §4: in checkout for 30 minutes after it).
// Storage failures (private mode, quota) never break checkout: reads give nothing, writes drop.
import { isUserInCheckout } from '@vitrine/orders/checkout-window'

export const PERSONAL_DETAILS_KEY = 'personal-details'
export const SHIPPING_DETAILS_KEY = 'shipping-details'
export const PAYMENT_DETAILS_KEY = 'payment-details'
export const CHECKOUT_PROGRESS_KEY = 'checkout-progress'

export const checkoutSteps = ['personal', 'shipping', 'payment', 'review'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

export type StoredFields = Record<string, string | boolean>
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface CheckoutProgress {
  /** The steps whose form was accepted, in order. */
  completed: CheckoutStep[]
  /** Milliseconds since the epoch; null before the shopper changed anything. */
  modifiedAt: number | null
}

/** Fields that are never written to storage. */
const SECRET_FIELDS = new Set(['password', 'repeatPassword'])

const DETAILS_KEYS = {
  personal: PERSONAL_DETAILS_KEY,
  shipping: SHIPPING_DETAILS_KEY,
  payment: PAYMENT_DETAILS_KEY,
} as const
export type DetailsForm = keyof typeof DETAILS_KEYS

export function getCheckoutStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // spec 000 §8: cache write failures are logged only; the form keeps its values.
  }
}

export function readStoredFields(storage: KeyValueStorage | null, form: DetailsForm): StoredFields {
  const value = readJson(storage, DETAILS_KEYS[form])
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | boolean] =>
        !SECRET_FIELDS.has(entry[0]) &&
        (typeof entry[1] === 'string' || typeof entry[1] === 'boolean'),
    ),
  )
}

export function writeStoredFields(
  storage: KeyValueStorage | null,
  form: DetailsForm,
  fields: StoredFields,
): void {
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)),
  )
  writeJson(storage, DETAILS_KEYS[form], kept)
}

export function readCheckoutProgress(storage: KeyValueStorage | null): CheckoutProgress {
  const value = readJson(storage, CHECKOUT_PROGRESS_KEY) as Partial<CheckoutProgress> | null
  const completed = Array.isArray(value?.completed)
    ? checkoutSteps.filter((step) => value.completed?.includes(step))
    : []
  const modifiedAt = typeof value?.modifiedAt === 'number' ? value.modifiedAt : null
  return { completed, modifiedAt }
}

export function writeCheckoutProgress(
  storage: KeyValueStorage | null,
  progress: CheckoutProgress,
): void {
  writeJson(storage, CHECKOUT_PROGRESS_KEY, progress)
}

/**
 * The step to open: after a reload within the 30-minute checkout window, the first step not yet
 * completed; a shopper who left longer ago starts again at personal details (fields prefilled).
 */
export function selectResumeStep(progress: CheckoutProgress, now: number): CheckoutStep {
  if (!isUserInCheckout(progress.modifiedAt, now)) return 'personal'
  return checkoutSteps.find((step) => !progress.completed.includes(step)) ?? 'review'
}

/**
 * After an order: the create-account flag goes (spec 000 §4: password and create-account flag
 * dropped), the steps start over and the shopper no longer counts as in checkout.
 */
export function resetAfterOrder(storage: KeyValueStorage | null): void {
  const personal = readStoredFields(storage, 'personal')
  writeStoredFields(storage, 'personal', { ...personal, createAccount: false })
  writeCheckoutProgress(storage, { completed: [], modifiedAt: null })
}

/** Whether the shopper counts as in checkout now (spec 000 §4; the newsletter pop-up reads it). */
export function isShopperInCheckout(storage: KeyValueStorage | null, now: number): boolean {
  return isUserInCheckout(readCheckoutProgress(storage).modifiedAt, now)
}
