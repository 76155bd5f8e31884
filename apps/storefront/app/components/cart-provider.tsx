// The shopper's cart for the whole shell: the server cart through CartSession (token in local
// storage, every change followed by a pull of lines and totals), the header badge count
// (spec 000 §4 "Cart count"), add to cart with its notifications (spec 000 §4, §8) and the
// `add-to-cart-failed` event, quantity, removal and coupons for the mini-cart.
import { useNavigate } from '@remix-run/react'
import { countCartItems } from '@vitrine/cart/offline-totals'
import type { CouponResult } from '@vitrine/contracts/coupons'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { cartConfig } from '~/lib/cart/cart-config'
import {
  buildCartViewLines,
  buildCartViewTotals,
  listCouponCodes,
  type CartViewLine,
  type CartViewTotals,
} from '~/lib/cart/cart-lines'
import { translateNotice } from '~/lib/cart/cart-notices'
import {
  CartSession,
  type AddOutcome,
  type CartSnapshot,
  type ProductToAdd,
} from '~/lib/cart/cart-session'
import { getBrowserStorage } from '~/lib/cart/cart-storage'
import { buildStorePath } from '~/lib/store-path'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useNotifications } from './notifications-provider'

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
}

const CartContext = createContext<CartContextValue | null>(null)

const emptySnapshot: CartSnapshot = { token: null, items: [], totals: null }

export function CartProvider({ children }: { children: ReactNode }) {
  const client = useBrowserBff()
  const t = useTranslate()
  const storeView = useStoreView()
  const navigate = useNavigate()
  const { notify } = useNotifications()
  const session = useRef<CartSession | null>(null)
  const [snapshot, setSnapshot] = useState<CartSnapshot>(emptySnapshot)
  const [adding, setAdding] = useState(0)

  // The session lives in the browser only; the server renders an empty cart.
  useEffect(() => {
    const current = new CartSession(client, getBrowserStorage(), cartConfig)
    session.current = current
    setSnapshot(current.snapshot())
    current
      .load()
      .then((loaded) => {
        if (session.current === current) setSnapshot(loaded)
      })
      .catch((error: unknown) => console.warn('the cart could not be loaded', error))
  }, [client])

  const requireSession = useCallback((): CartSession => {
    if (!session.current) throw new Error('The cart is not ready yet')
    return session.current
  }, [])

  const addToCart = useCallback(
    async (products: readonly ProductToAdd[]) => {
      setAdding((count) => count + 1)
      try {
        const current = requireSession()
        const outcome = await current.add(products).catch((error: unknown): AddOutcome => ({
          notices: [{ type: 'danger', text: error instanceof Error ? error.message : '' }],
          failed: true,
          added: 0,
        }))
        setSnapshot(current.snapshot())
        for (const notice of outcome.notices) {
          notify({
            message: translateNotice(notice, t),
            type: notice.type,
            ...(notice.proceedToCheckout
              ? {
                  action2: {
                    label: t('cart.proceedToCheckout'),
                    onSelect: () => navigate(buildStorePath(storeView, '/checkout')),
                  },
                }
              : {}),
          })
        }
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
    [requireSession, notify, t, navigate, storeView],
  )

  const setQuantity = useCallback(
    async (itemId: number, qty: number) => {
      const current = requireSession()
      try {
        await current.setQuantity(itemId, qty)
        return null
      } catch (error) {
        return translateNotice(
          { type: 'danger', text: error instanceof Error ? error.message : '' },
          t,
        )
      } finally {
        setSnapshot(current.snapshot())
      }
    },
    [requireSession, t],
  )

  const removeLine = useCallback(
    async (itemId: number) => {
      const current = requireSession()
      try {
        await current.remove(itemId)
      } catch (error) {
        notify({
          message: translateNotice(
            { type: 'danger', text: error instanceof Error ? error.message : '' },
            t,
          ),
          type: 'danger',
        })
      } finally {
        setSnapshot(current.snapshot())
      }
    },
    [requireSession, notify, t],
  )

  const setCoupons = useCallback(
    async (codes: readonly string[]) => {
      const current = requireSession()
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
      lines: buildCartViewLines(snapshot.items, snapshot.totals),
      totals: buildCartViewTotals(snapshot.totals),
      couponCodes: listCouponCodes(snapshot.totals),
      count: countCartItems(snapshot.items, cartConfig.minicartCountType),
      isAdding: adding > 0,
      addToCart,
      setQuantity,
      removeLine,
      setCoupons,
    }),
    [snapshot, adding, addToCart, setQuantity, removeLine, setCoupons],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart needs a CartProvider')
  return value
}
