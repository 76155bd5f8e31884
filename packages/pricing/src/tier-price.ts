// Tier prices (spec 000 §6): a lower unit price for a customer group from a minimum quantity on.
// Tier pricing is off unless the store enables it. Among the tiers for the group (or for all
// groups) whose minimum quantity the line reaches, the lowest price wins.
import type { CatalogueDecimal } from './money.js'
import { parseDecimalToMinor } from './money.js'

/** The catalogue's customer group id meaning "all groups" (Magento's convention). */
export const ALL_CUSTOMER_GROUPS_ID = 32000

export interface TierPrice {
  readonly customer_group_id: number
  readonly qty: number
  readonly value: CatalogueDecimal
}

export interface TierPriceQuery {
  /** Off by default (spec 000 §6: tier pricing itself is off). */
  readonly enabled?: boolean
  readonly groupId: number | undefined
  readonly qty: number
}

/** The best tier unit price in minor units, or undefined when none applies. */
export function selectTierPrice(
  tierPrices: readonly TierPrice[] | null | undefined,
  query: TierPriceQuery,
): number | undefined {
  if (!query.enabled || query.groupId === undefined || !tierPrices) return undefined
  let best: number | undefined
  for (const tier of tierPrices) {
    const forGroup =
      tier.customer_group_id === query.groupId || tier.customer_group_id === ALL_CUSTOMER_GROUPS_ID
    if (!forGroup || tier.qty > query.qty) continue
    const value = parseDecimalToMinor(tier.value)
    if (value >= 0 && (best === undefined || value < best)) best = value
  }
  return best
}
