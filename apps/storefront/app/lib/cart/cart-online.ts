// Whether the shop answered a cart call (spec 000 §4 offline behaviour): a BffError is an answer;
// anything else (offline, time-out) means the server was not reached, and the cart stays local
// until the next sync.
import type { CartTokenReply } from '@vitrine/cart/cart-connect'
import { BffError } from '@vitrine/contracts/bff-client'

/** A BffError as the connect rules read it; anything else is thrown on. */
export const toReply = (error: unknown): CartTokenReply => {
  if (error instanceof BffError) return { resultCode: error.status }
  throw error
}

export const isUnknownCart = (error: unknown) =>
  error instanceof BffError && (error.status === 401 || error.status === 404)

export const isOffline = (error: unknown) => !(error instanceof BffError)

/**
 * Runs server work. A network failure or a server error (5xx, also the storefront's answer
 * when the BFF is down) leaves the local cart as it is for the next sync.
 */
export async function whileOnline(work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (!isOffline(error) && !(error instanceof BffError && error.status >= 500)) throw error
    console.warn('the cart stays local until the shop is reachable', error)
  }
}
