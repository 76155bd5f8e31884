// The root loader's view of the server cart (D235): one pull of the cart the cookie names, for
// the header badge and for the browser's cart to adopt. No cookie, no call.
import { countCartItems } from '@vitrine/cart/offline-totals'
import { pullCart } from '@vitrine/contracts/cart-client'
import { cartConfig } from '~/lib/cart/cart-config'
import type { ServerCartSummary } from '~/lib/cart/server-cart-summary'
import type { RequestContext } from './context.server'
import { openServerCart, readServerCart } from './server-cart.server'

type CartContext = Pick<RequestContext, 'bff' | 'storeView' | 'requestId' | 'forwardedFor'>

export async function readCartSummary(
  request: Request,
  context: CartContext,
): Promise<{ summary: ServerCartSummary | null; cookies: string[] }> {
  const scope = await openServerCart(request, context)
  if (!scope.stored) return { summary: null, cookies: [] }
  const { stored } = scope
  try {
    const read = await readServerCart(scope, pullCart)
    const summary = read.result
      ? {
          token: stored.id,
          count: countCartItems(read.result, cartConfig.minicartCountType),
          changed: stored.changed,
        }
      : null
    return { summary, cookies: read.cookies }
  } catch (error) {
    // The page is shown without the count when the BFF cannot answer it.
    console.warn('the server cart could not be read', error)
    return { summary: null, cookies: [] }
  }
}
