// The browser's cart tells the shop's server which cart is the shopper's (D235): whenever its
// cart id differs from the one the cart cookie names (or a form changed that cart since), it posts
// the id to /cart-token, which writes the httpOnly cookie. A cart started with JavaScript is
// then the one the forms change when scripts do not run.
import { useEffect, useRef } from 'react'
import type { ServerCartSummary } from './server-cart-summary'

export const CART_TOKEN_PATH = '/cart-token'

export function useServerCartLink(token: string | null, server: ServerCartSummary | null): void {
  const linked = useRef<string | null>(server && !server.changed ? server.token : null)
  useEffect(() => {
    if (!token || linked.current === token) return
    linked.current = token
    const body = new URLSearchParams({ token })
    fetch(CART_TOKEN_PATH, { method: 'POST', body }).then(
      (answer) => {
        if (!answer.ok) linked.current = null
      },
      () => {
        // Offline: the next cart change (or page) tries again.
        linked.current = null
      },
    )
  }, [token])
}
