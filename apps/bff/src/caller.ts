// Who is calling (vsf-api-contract §0): a guest (no token), the customer a token names, or a
// caller whose token the commerce backend does not know (refused). plugins/caller.ts resolves it
// once per request for the routes that ask for it; services read it from here and decide what a
// refused token means for them (a guest cart is still reachable; an order or a profile is a 401).
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CartAccess, CommercePort } from './adapters/commerce/commerce.port.js'
import { UnauthorizedError, UNAUTHORIZED_TOKEN_MESSAGE } from './errors.js'

export type Caller =
  { kind: 'guest' } | { kind: 'customer'; customerId: number } | { kind: 'refused' }

/** What a commerce service works with: the port, who calls, and the store view served. */
export interface CommerceRequest {
  commerce: CommercePort
  caller: Caller
  storeView: StoreView
}

/**
 * Looks the token up in the commerce backend on every call, never from a cache (D218): a session
 * ended through one instance is refused by all of them on the next call.
 */
export async function resolveCaller(
  commerce: Pick<CommercePort, 'findCustomerIdByToken'>,
  token: string | null,
): Promise<Caller> {
  if (!token) return { kind: 'guest' }
  const customerId = await commerce.findCustomerIdByToken(token)
  return customerId === null ? { kind: 'refused' } : { kind: 'customer', customerId }
}

/**
 * Cart access: the customer, else a guest. An unknown token still reaches guest carts
 * (vsf-api-contract §0: a masked cart id is used as a guest cart whatever the token).
 */
export function toCartAccess(caller: Caller): CartAccess {
  return { customerId: caller.kind === 'customer' ? caller.customerId : null }
}

/** Refuses a token the backend does not know (vsf then refreshes it and sends again). */
export function refuseUnknownToken(caller: Caller): void {
  if (caller.kind === 'refused') throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
}

/** The customer's id; a guest or an unknown token is a 401. */
export function requireCustomer(caller: Caller): number {
  if (caller.kind !== 'customer') throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  return caller.customerId
}
