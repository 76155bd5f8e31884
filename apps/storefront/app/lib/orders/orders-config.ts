// The shop's order settings (spec 000 §4): whether offline orders go out by themselves when the
// shop is online again. Off, as in vue-storefront's default: the shopper confirms them, except on
// the thank-you page, where they are sent at once.
export interface OrdersConfig {
  automaticTransmission: boolean
}

export const ordersConfig: OrdersConfig = { automaticTransmission: false }
