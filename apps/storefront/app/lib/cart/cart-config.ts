// The shop's cart settings (spec 000 §4, §9). The spec reads them from configuration without
// giving every value; these are ours, kept in one place so a shop changes them here.
import type { MinicartCountType } from '@vitrine/cart/offline-totals'

export interface CartConfig {
  /** spec 000 §4: the header badge counts lines ('items') or quantities ('quantities'). */
  minicartCountType: MinicartCountType
  /** spec 000 §9: out-of-stock products are not listed but allowed in the cart. */
  allowOutOfStockInCart: boolean
  /** spec 000 §4: a proceed-to-checkout action unless an external checkout is used. */
  externalCheckout: boolean
}

export const cartConfig: CartConfig = {
  minicartCountType: 'quantities',
  allowOutOfStockInCart: true,
  externalCheckout: false,
}
