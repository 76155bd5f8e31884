// The shop's cart settings (spec 000 §4, §9). The spec reads them from configuration without
// giving every value; these are ours, kept in one place so a shop changes them here.
import type { CartMergeConfig } from '@vitrine/cart/cart-diff'
import type { MinicartCountType } from '@vitrine/cart/offline-totals'

export interface CartConfig extends CartMergeConfig {
  /** spec 000 §4: the header badge counts lines ('items') or quantities ('quantities'). */
  minicartCountType: MinicartCountType
  /** spec 000 §9: out-of-stock products are not listed but allowed in the cart. */
  allowOutOfStockInCart: boolean
  /** spec 000 §4: a proceed-to-checkout action unless an external checkout is used. */
  externalCheckout: boolean
  /** spec 000 §4: the local cart is synchronised with the server cart. */
  serverSyncEnabled: boolean
  /** spec 000 §4: on start the cart connects and merges; otherwise the start sync is a dry run. */
  serverMergeByDefault: boolean
  /** spec 000 §9 "Maximum cart bypass attempts" (config queues.maxCartBypassAttempts). */
  maxBypassAttempts: number
  /** spec 000 §9: the default tax country, used to estimate shipping methods before checkout. */
  defaultCountry: string
}

export const cartConfig: CartConfig = {
  minicartCountType: 'quantities',
  allowOutOfStockInCart: true,
  externalCheckout: false,
  serverSyncEnabled: true,
  serverMergeByDefault: true,
  // vsf's defaults: the server never removes or changes local lines; the client's cart wins.
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  maxBypassAttempts: 1,
  defaultCountry: 'NL',
}
