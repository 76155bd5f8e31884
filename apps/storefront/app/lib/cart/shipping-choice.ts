// Whether the shopper chose a shipping method yet (D91). The cart API's totals name the chosen
// method in the shipping segment's title, as Magento does: 'Shipping & Handling (Flat Rate -
// Fixed)'; without a method the title is bare and the shipping amount is only a placeholder 0, so
// the shop says the shipping is calculated at checkout instead of showing €0.00.
import type { CartTotals } from '@vitrine/contracts/cart'

const CHOSEN_METHOD = /\(([^()]+)\)\s*$/

/** The chosen method's title as the totals name it, or null when none is chosen yet. */
export function readChosenShippingTitle(
  totals: Pick<CartTotals, 'total_segments'> | null,
): string | null {
  const segment = totals?.total_segments.find((entry) => entry.code === 'shipping')
  const title = segment ? CHOSEN_METHOD.exec(segment.title)?.[1]?.trim() : undefined
  return title ? title : null
}
