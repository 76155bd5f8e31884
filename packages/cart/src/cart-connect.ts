// Connecting the cart to a server cart (spec 000 §4 "Cart synchronisation", §8): a token answer
// of 200 stores the token and syncs; 401 or any other non-200 retries as a guest cart while the
// bypass counter is below the configured maximum; after that, cart sync is disabled.

export interface CartTokenReply {
  resultCode: number
  /** The cart token (quote id or masked guest id) on 200. */
  result?: unknown
}

export interface CartConnectState {
  /** connect-bypass counter of the cart state (spec 000 §3). */
  bypassCounter: number
  /** config queues.maxCartBypassAttempts. */
  maxBypassAttempts: number
}

export type CartConnectDecision =
  | { kind: 'connected'; token: string; bypassCounter: number }
  | { kind: 'retry-as-guest'; bypassCounter: number }
  | { kind: 'sync-disabled'; bypassCounter: number }

export function decideCartConnect(
  reply: CartTokenReply,
  state: CartConnectState,
): CartConnectDecision {
  const token = reply.result
  if (reply.resultCode === 200 && (typeof token === 'string' || typeof token === 'number')) {
    return { kind: 'connected', token: String(token), bypassCounter: state.bypassCounter }
  }
  if (state.bypassCounter < state.maxBypassAttempts) {
    return { kind: 'retry-as-guest', bypassCounter: state.bypassCounter + 1 }
  }
  return { kind: 'sync-disabled', bypassCounter: state.bypassCounter }
}
