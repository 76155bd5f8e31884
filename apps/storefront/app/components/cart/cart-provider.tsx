// The shopper's cart for the whole shell: the local cart (IndexedDB) synchronised with the
// server cart through CartSession (use-cart-session.ts: start, other tabs, going online), the
// header badge count (spec 000 §4 "Cart count"), add to cart with its notifications (spec 000
// §4, §8) and the `add-to-cart-failed` event, quantity, removal and coupons for the mini-cart,
// and the cart's analytics events (spec 000 §7: add_to_cart, remove_from_cart, view_cart, the
// size-fitting service). What needs a session (the cart as shown, the notices and events of cart
// changes) comes with the cart runtime's chunk (cart-provider-actions.ts, D48). The server cart
// the shop's forms use without JavaScript (D235) shows in the badge until the browser's cart is
// loaded, is adopted by it, and follows it (server-cart-link.ts).
import { useNavigate } from '@remix-run/react'
import { countCartItems } from '@vitrine/cart/offline-totals'
import type { CouponResult } from '@vitrine/contracts/coupons'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { cartConfig } from '~/lib/cart/cart-config'
import type { CartSession } from '~/lib/cart/cart-session'
import type {
  AddOutcome,
  CartSnapshot,
  CartViewLine,
  CartViewTotals,
  CheckoutMethods,
  LocalCartItem,
  ProductToAdd,
} from '~/lib/cart/cart-types'
import { emptyCartView } from '~/lib/cart/empty-cart-view'
import { emptyCheckoutMethods } from '~/lib/cart/checkout-methods'
import { useServerCartLink } from '~/lib/cart/server-cart-link'
import { useServerCart } from '~/lib/cart/server-cart-summary'
import { useCartSession } from '~/lib/cart/use-cart-session'
import { useSizeFitConfig } from '~/lib/size-fit/use-size-fit-config'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useNotifications } from '~/components/shell/notifications-provider'

/** spec 000 §4: the event a failed add emits (a window CustomEvent with the skus as detail). */
export const ADD_TO_CART_FAILED_EVENT = 'add-to-cart-failed'

interface CartContextValue {
  lines: readonly CartViewLine[]
  totals: CartViewTotals
  couponCodes: readonly string[]
  /** The header badge: lines or quantities per the shop's setting. */
  count: number
  isAdding: boolean
  /** Adds products; resolves true when at least one was added. */
  addToCart: (products: readonly ProductToAdd[]) => Promise<boolean>
  /** Sets a line's quantity; resolves with the refusal's text, or null when done. */
  setQuantity: (itemId: number, qty: number) => Promise<string | null>
  removeLine: (itemId: number) => Promise<void>
  /** Replaces the cart's coupons; a result per code. */
  setCoupons: (codes: readonly string[]) => Promise<CouponResult[]>
  /** Checkout (D60): the server cart's token, null before the first add. */
  cartToken: string | null
  /** Checkout (D60): the local lines with sku, parent sku and chosen options (the order's lines). */
  items: readonly LocalCartItem[]
  /** Checkout (D60): spec 000 §3 cartIsLoaded — the stored cart has been read. */
  isLoaded: boolean
  /** Checkout (D60): spec 000 §4 — after an order the cart is cleared without server sync. */
  clearAfterOrder: () => void
  /** spec 000 §3 cart `shipping`/`payment`: the methods for this cart and the defaults chosen. */
  methods: CheckoutMethods
  /** spec 000 §4 "Clearing": empties the cart, optionally syncing and dropping the token. */
  clearCart: (options?: { sync?: boolean; disconnect?: boolean }) => Promise<void>
  /** spec 000 §7 view_cart: the mini-cart calls it when it opens. */
  reportCartView: () => void
}

const CartContext = createContext<CartContextValue | null>(null)

const emptySnapshot: CartSnapshot = {
  token: null,
  items: [],
  totals: null,
  methods: emptyCheckoutMethods,
  isLoaded: false,
  syncDisabled: false,
}

export function CartProvider({ children }: { children: ReactNode }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const navigate = useNavigate()
  const { notify } = useNotifications()
  const sizeFit = useSizeFitConfig()
  const [snapshot, setSnapshot] = useState<CartSnapshot>(emptySnapshot)
  const [adding, setAdding] = useState(0)
  const [isLoaded, setIsLoaded] = useState(false)

  // The session lives in the browser only; the server renders an empty cart. Its updates (its
  // start, another tab, the server) are transitions: a content block still hydrating that shows
  // the cart (a tile's add to cart) then finishes hydrating first, instead of being thrown away and
  // rendered again in the browser (React error 421, D203).
  const serverCart = useServerCart()
  const { actions, waitForSession, waitForActions } = useCartSession(
    storeView.storeCode,
    (next) => startTransition(() => setSnapshot(next)),
    () => startTransition(() => setIsLoaded(true)),
    serverCart,
  )
  useServerCartLink(snapshot.token, serverCart)
  // Every snapshot but the first empty one comes from the session, so the runtime is there.
  const view = useMemo(
    () =>
      snapshot === emptySnapshot || !actions.current
        ? emptyCartView
        : actions.current.buildCartView(snapshot),
    [snapshot, actions],
  )
  const { lines } = view

  const clearCart = useCallback(
    async (options: { sync?: boolean; disconnect?: boolean } = {}) => {
      const current = await waitForSession()
      setSnapshot(await current.clear(options))
    },
    [waitForSession],
  )

  // spec 000 §4: after an order the cart is cleared without a server sync and disconnected.
  const clearAfterOrder = useCallback(() => {
    void clearCart({ sync: false, disconnect: true }).catch((error: unknown) =>
      console.warn('the cart could not be cleared', error),
    )
  }, [clearCart])

  // An opened mini-cart is about to be used: the cart runtime is loaded if it is not there yet.
  const reportCartView = useCallback(() => {
    void waitForActions().then((loaded) => loaded.reportCartView(lines))
  }, [lines, waitForActions])

  const requireSession = useCallback((): Promise<CartSession> => waitForSession(), [waitForSession])

  const addToCart = useCallback(
    async (products: readonly ProductToAdd[]) => {
      setAdding((count) => count + 1)
      try {
        const current = await requireSession()
        const loaded = await waitForActions()
        const outcome = await current.add(products).catch((error: unknown): AddOutcome => ({
          notices: [{ type: 'danger', text: error instanceof Error ? error.message : '' }],
          failed: true,
          added: 0,
        }))
        setSnapshot(current.snapshot())
        loaded.announceAdd(outcome, {
          t,
          notify,
          sizeFit,
          storeView,
          proceedToCheckout: () => navigate(buildStorePath(storeView, '/checkout')),
        })
        if (outcome.failed) {
          window.dispatchEvent(
            new CustomEvent(ADD_TO_CART_FAILED_EVENT, {
              detail: { skus: products.map((product) => product.sku) },
            }),
          )
        }
        return outcome.added > 0
      } finally {
        setAdding((count) => count - 1)
      }
    },
    [requireSession, waitForActions, notify, t, navigate, storeView, sizeFit],
  )

  const setQuantity = useCallback(
    async (itemId: number, qty: number) => {
      const current = await requireSession()
      const loaded = await waitForActions()
      const line = lines.find((entry) => entry.itemId === itemId)
      try {
        await current.setQuantity(itemId, qty)
        if (line) loaded.reportQuantityChange(line, qty)
        return null
      } catch (error) {
        return loaded.describeFailure(error, t)
      } finally {
        setSnapshot(current.snapshot())
      }
    },
    [requireSession, waitForActions, t, lines],
  )

  const removeLine = useCallback(
    async (itemId: number) => {
      const current = await requireSession()
      const loaded = await waitForActions()
      const line = lines.find((entry) => entry.itemId === itemId)
      try {
        await current.remove(itemId)
        if (line) loaded.reportRemoved(line)
      } catch (error) {
        notify({ message: loaded.describeFailure(error, t), type: 'danger' })
      } finally {
        setSnapshot(current.snapshot())
      }
    },
    [requireSession, waitForActions, notify, t, lines],
  )

  const setCoupons = useCallback(
    async (codes: readonly string[]) => {
      const current = await requireSession()
      try {
        return await current.setCoupons(codes)
      } finally {
        setSnapshot(current.snapshot())
      }
    },
    [requireSession],
  )

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      totals: view.totals,
      couponCodes: view.couponCodes,
      // The server cart's count until the browser's cart is loaded (and without JavaScript, D235).
      count:
        isLoaded || !serverCart
          ? countCartItems(snapshot.items, cartConfig.minicartCountType)
          : serverCart.count,
      isAdding: adding > 0,
      addToCart,
      setQuantity,
      removeLine,
      setCoupons,
      cartToken: snapshot.token,
      items: snapshot.items,
      isLoaded,
      clearAfterOrder,
      methods: snapshot.methods,
      clearCart,
      reportCartView,
    }),
    [
      snapshot,
      view,
      lines,
      adding,
      addToCart,
      setQuantity,
      removeLine,
      setCoupons,
      isLoaded,
      serverCart,
      clearAfterOrder,
      clearCart,
      reportCartView,
    ],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart needs a CartProvider')
  return value
}
