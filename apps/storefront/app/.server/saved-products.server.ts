// The products on a logged-in customer's wishlists, for the hearts of the page the root renders
// (spec 001 §4; D148): one `GET /api/wishlist` with the session's token (a 401 refreshes it once,
// as the account pages do). A guest costs no call. The page renders without them (null: hearts
// without a pressed state) when the session has expired or the wishlist call fails (spec 001 §8:
// wishlist errors are not shown); a page is never redirected for them.
import { listSavedProductIds } from '~/lib/wishlist/saved-products'
import { type SessionContext } from './customer-session.server'
import { readCustomerTokens } from './session.server'
import { readWishlists } from './wishlist-data.server'

export interface SavedProductsAnswer {
  /** null for a guest, or when the lists could not be read. */
  savedProductIds: number[] | null
  /** Set-Cookie headers of a refreshed session. */
  cookies: string[]
}

export async function readSavedProducts(
  request: Request,
  context: SessionContext,
): Promise<SavedProductsAnswer> {
  const tokens = await readCustomerTokens(request.headers.get('cookie'))
  if (!tokens) return { savedProductIds: null, cookies: [] }
  const session = { tokens, cookies: [] as string[] }
  try {
    const lists = await readWishlists(context, session)
    return { savedProductIds: listSavedProductIds(lists), cookies: session.cookies }
  } catch (error) {
    // An expired session throws the redirect to /login (customer-session.server.ts): the shop's
    // page is shown without the saved state instead.
    if (!(error instanceof Response)) console.warn('the saved products could not be read', error)
    return { savedProductIds: null, cookies: [] }
  }
}
