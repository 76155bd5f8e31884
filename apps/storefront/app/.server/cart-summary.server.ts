// The root loader's view of the server cart (D235): one pull of the shopper's server cart (a
// guest's named by the cookie, a customer's own), for the header badge and for the browser's cart
// to adopt. A guest without the cookie costs no call.
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
  try {
    const read = await readServerCart(scope, pullCart)
    const found = read.result
    const summary = found
      ? {
          token: found.cartId,
          count: countCartItems(found.value, cartConfig.minicartCountType),
          changed: found.changed,
        }
      : null
    return { summary, cookies: read.cookies }
  } catch (error) {
    // The page is shown without the count when the BFF cannot answer it.
    console.warn('the server cart could not be read', error)
    return { summary: null, cookies: [] }
  }
}
