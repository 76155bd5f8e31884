// The cart page (D235): the mini-cart's fallback without JavaScript, served from the shopper's
// server cart: its lines and totals as the sidebar shows them, and forms that change a quantity,
// remove a line (after a question, spec 000 §9) and replace the discount codes (000 §7
// amasty-coupons). Each change answers with a redirect to the page and the notice the sidebar
// would show (000 §8, 001 §5 texts).
import { redirect } from '@remix-run/node'
import {
  applyCoupons,
  deleteCartItem,
  deleteCoupon,
  pullCart,
  readCartTotals,
  updateCartItem,
} from '@vitrine/contracts/cart-client'
import { splitEnteredCodes } from '~/lib/cart/coupon-codes'
import { buildCartViewLines, buildCartViewTotals, listCouponCodes } from '~/lib/cart/cart-lines'
import {
  checkQuantityText,
  describeQuantityProblem,
  translateCartError,
} from '~/lib/cart/cart-messages'
import { isCartPageIntent } from '~/lib/cart/cart-page-form'
import { mergeServerLines } from '~/lib/cart/cart-server-lines'
import type { CartView } from '~/lib/cart/cart-types'
import { emptyCartView } from '~/lib/cart/empty-cart-view'
import type { FlashNotice } from '~/lib/flash-notice'
import { translatorForPath } from '~/lib/route-meta'
import type { RequestContext } from './context.server'
import { writeFlashNotices } from './flash-notices.server'
import { readPageForm } from './read-page-form.server'
import {
  openServerCart,
  readServerCart,
  writeServerCart,
  type CartClient,
} from './server-cart.server'
import { withCookies } from './session.server'
import { isBffStatus } from './user-api.server'

export async function loadCartPage(
  request: Request,
  context: RequestContext,
): Promise<{ cart: CartView; cookies: string[] }> {
  const scope = await openServerCart(request, context)
  const read = await readServerCart(scope, async (client, cartId) => {
    const [lines, totals] = await Promise.all([
      pullCart(client, cartId),
      readCartTotals(client, cartId),
    ])
    return { lines, totals }
  })
  if (!read.result) return { cart: emptyCartView, cookies: read.cookies }
  const { lines, totals } = read.result.value
  const cart: CartView = {
    lines: buildCartViewLines(mergeServerLines(lines, []), totals),
    totals: buildCartViewTotals(totals),
    couponCodes: listCouponCodes(totals),
  }
  return { cart, cookies: read.cookies }
}

function badRequest(field: string): Response {
  return new Response(`${field}: the form is not one of the cart page's.`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

function readItemId(form: FormData): number {
  const itemId = Number(form.get('itemId'))
  if (!Number.isSafeInteger(itemId) || itemId < 1) throw badRequest('itemId')
  return itemId
}

function readSku(form: FormData): string {
  const sku = form.get('sku')
  if (typeof sku !== 'string' || sku === '' || sku.length > 128) throw badRequest('sku')
  return sku
}

type Change = (client: CartClient, cartId: string) => Promise<FlashNotice[]>

/** The change a cart page form asks for, or the notice that refuses it before any call. */
function readChange(form: FormData, t: ReturnType<typeof translatorForPath>): Change | FlashNotice {
  const intent = form.get('intent')
  if (!isCartPageIntent(intent)) throw badRequest('intent')
  switch (intent) {
    case 'quantity': {
      const itemId = readItemId(form)
      const sku = readSku(form)
      const qty = form.get('qty')
      const check = checkQuantityText(typeof qty === 'string' ? qty : '')
      if (!check.ok) return { message: describeQuantityProblem(check.problem, t), type: 'danger' }
      return async (client, cartId) => {
        await updateCartItem(client, cartId, { sku, qty: check.qty, item_id: itemId })
        return []
      }
    }
    case 'remove': {
      const itemId = readItemId(form)
      const sku = readSku(form)
      return async (client, cartId) => {
        await deleteCartItem(client, cartId, { item_id: itemId, sku })
        return []
      }
    }
    case 'coupons':
    case 'remove-coupon': {
      const text = form.get('codes')
      const codes = splitEnteredCodes(typeof text === 'string' ? text : '')
      return async (client, cartId) => {
        const current = listCouponCodes(await readCartTotals(client, cartId))
        const wanted =
          intent === 'coupons'
            ? [...new Set([...current, ...codes])]
            : current.filter((code) => !codes.includes(code))
        if (wanted.length === 0) {
          await deleteCoupon(client, cartId)
          return []
        }
        const results = await applyCoupons(client, cartId, wanted)
        return results
          .filter((result) => !result.applied && codes.includes(result.code))
          .map((result) => ({
            message: t('coupon.notValid', { code: result.code }),
            type: 'danger',
          }))
      }
    }
  }
}

export async function cartPageAction(request: Request, context: RequestContext): Promise<Response> {
  const form = await readPageForm(request)
  const url = new URL(request.url)
  const t = translatorForPath(url.pathname)
  const change = readChange(form, t)
  const back = async (notices: FlashNotice[], cookies: string[] = []) =>
    redirect(url.pathname, {
      status: 303,
      headers: withCookies([...cookies, await writeFlashNotices(notices)]),
    })
  if (typeof change !== 'function') return back([change])
  const scope = await openServerCart(request, context)
  // No cart to change: the page shows the empty cart.
  if (!scope.stored && !scope.session) return back([])
  try {
    const write = await writeServerCart(scope, change)
    return back(write.result, write.cookies)
  } catch (error) {
    // spec 000 §8, 001 §5: a refused change reads as the server said it, in the shop's language.
    if (!isBffStatus(error, 400, 404)) throw error
    return back([{ message: translateCartError(error.message, t), type: 'danger' }])
  }
}
