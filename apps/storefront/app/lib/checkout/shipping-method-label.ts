// How a shipping method is named to the shopper: its carrier's and its own title, as the shipping
// step lists it ('Flat Rate – Fixed'), so the step's summary names the same choice, never a code.
import type { ShippingMethod } from '@vitrine/contracts/cart-client'

export function describeShippingMethod(
  method: Pick<ShippingMethod, 'carrier_title' | 'method_title'>,
): string {
  const carrier = method.carrier_title.trim()
  const own = method.method_title.trim()
  if (!carrier || carrier === own) return own || carrier
  return own ? `${carrier} – ${own}` : carrier
}
