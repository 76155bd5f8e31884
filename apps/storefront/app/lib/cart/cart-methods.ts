// Shipping and payment methods of the cart (spec 000 §3 cart state `shipping`, `payment`; §4):
// they are fetched again only when the cart changed (its hash differs from the one they were
// fetched for) or when forced; a default is chosen when none is; cash on delivery is dropped
// for a virtual cart (@vitrine/cart's filterPaymentMethods).
import { filterPaymentMethods } from '@vitrine/cart/offline-totals'
import { estimateShippingMethods, listPaymentMethods } from '@vitrine/contracts/cart-client'
import type { BffClient } from '@vitrine/contracts/bff-client'
import type { CheckoutMethods, LocalCartItem } from './cart-types'

/** spec 000 §4: methods refresh only when the cart changed or when forced. */
export function shouldRefreshMethods(
  methods: CheckoutMethods,
  cartHash: string,
  forced = false,
): boolean {
  return forced || methods.forHash !== cartHash
}

/**
 * spec 000 §4: defaults are set when none is chosen (or the chosen one left the list): the
 * first available shipping method and the first payment method.
 */
export function setDefaultMethods(methods: CheckoutMethods): CheckoutMethods {
  const available = methods.shippingMethods.filter((method) => method.available)
  const shippingKept = available.some(
    (method) =>
      method.carrier_code === methods.shipping?.carrier_code &&
      method.method_code === methods.shipping.method_code,
  )
  const paymentKept = methods.paymentMethods.some((method) => method.code === methods.payment?.code)
  const firstShipping = available[0]
  const firstPayment = methods.paymentMethods[0]
  return {
    ...methods,
    shipping: shippingKept
      ? methods.shipping
      : firstShipping
        ? { carrier_code: firstShipping.carrier_code, method_code: firstShipping.method_code }
        : null,
    payment: paymentKept ? methods.payment : firstPayment ? { code: firstPayment.code } : null,
  }
}

/** Fetches both lists for the cart and keeps the choices that are still offered. */
export async function refreshCheckoutMethods(
  client: Pick<BffClient, 'call'>,
  token: string,
  items: readonly LocalCartItem[],
  current: CheckoutMethods,
  context: { cartHash: string; country: string },
): Promise<CheckoutMethods> {
  const [shippingMethods, paymentMethods] = await Promise.all([
    estimateShippingMethods(client, token, { country_id: context.country }),
    listPaymentMethods(client, token),
  ])
  return setDefaultMethods({
    ...current,
    shippingMethods,
    paymentMethods: filterPaymentMethods(paymentMethods, items),
    forHash: context.cartHash,
  })
}
