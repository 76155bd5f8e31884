// The cart lines the shell shows (header badge, mini-cart). The cart itself (local copy, server
// sync, spec 000 §4) arrives with the cart feature; until then the provider is given its lines.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { summarizeCart, type CartLine, type CartSummary } from '~/lib/cart-summary'

interface CartContextValue {
  lines: readonly CartLine[]
  summary: CartSummary
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({
  lines,
  children,
}: {
  lines: readonly CartLine[]
  children: ReactNode
}) {
  const value = useMemo(() => ({ lines, summary: summarizeCart(lines) }), [lines])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart needs a CartProvider')
  return value
}
