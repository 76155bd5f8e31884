// The order body of POST /api/order (packages/contracts order.ts; vsf-api contract §2.1) from the
// cart and the three checkout forms: the cart's lines (sku, qty, parent sku and chosen options;
// prices are the server's), the shipping and billing addresses (billing is the shipping address
// unless the shopper chose a different one), the chosen methods, the pickup point and the
// personal details with the account password when an account is to be created.
import type { OrderAddress } from '@vitrine/contracts/order'
import type { ShippingMethod } from '@vitrine/contracts/cart-client'
import type { AddressFields } from '~/lib/checkout/address-fields'
import type { PaymentDetails } from '~/lib/checkout/payment-details-form'
import type { PersonalDetails } from '~/lib/checkout/personal-details-form'
import type { ShippingDetails } from '~/lib/checkout/shipping-details-form'
import { copyProductOption, type LocalCartItem } from '~/lib/cart/cart-lines'
import type { OrderBodyInput } from './order-queue-storage'

/** spec 000 §4: the pickup-point flow is active only for the method code servicepoint. */
export const PICKUP_POINT_METHOD_CODE = 'servicepoint'

export interface OrderInput {
  storeCode: string
  cartId: string | null
  items: readonly LocalCartItem[]
  personal: PersonalDetails
  shipping: ShippingDetails
  payment: PaymentDetails
  shippingMethod: Pick<ShippingMethod, 'carrier_code' | 'method_code'> | null
}

/** spec 000 §7: a shipping method as one value, `{carrier_code}_{method_code}`. */
export function shippingMethodKey(method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) {
  return `${method.carrier_code}_${method.method_code}`
}

export function findShippingMethod<M extends Pick<ShippingMethod, 'carrier_code' | 'method_code'>>(
  methods: readonly M[],
  key: string,
): M | null {
  return methods.find((method) => shippingMethodKey(method) === key) ?? null
}

const optional = <K extends string>(key: K, value: string) =>
  (value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>

export function toOrderAddress(address: AddressFields, email: string): OrderAddress {
  return {
    firstname: address.firstName,
    lastname: address.lastName,
    street: [address.streetAddress, address.apartmentNumber],
    city: address.city,
    postcode: address.zipCode,
    country_id: address.country,
    email,
    ...optional('telephone', address.phoneNumber),
    ...optional('region', address.state),
  }
}

export function buildOrderBody(input: OrderInput): OrderBodyInput {
  const { personal, shipping, payment, shippingMethod } = input
  const email = personal.emailAddress
  const shippingAddress = toOrderAddress(shipping, email)
  const billingBase = payment.useAlternateBilling
    ? toOrderAddress(payment, email)
    : { ...shippingAddress }
  const billingAddress: OrderAddress = {
    ...billingBase,
    ...optional('company', payment.company),
    ...optional('vat_id', payment.taxId),
  }
  const pickupPoint =
    shippingMethod?.method_code === PICKUP_POINT_METHOD_CODE && shipping.pickupPoint !== ''
      ? { servicePoint: shipping.pickupPoint }
      : null
  return {
    ...(input.cartId ? { cart_id: input.cartId } : {}),
    store_code: input.storeCode,
    products: input.items.map((item) => ({
      sku: item.sku,
      qty: item.qty,
      ...(item.parentSku ? { parentSku: item.parentSku } : {}),
      ...(item.product_option ? { product_option: copyProductOption(item.product_option) } : {}),
      ...(item.name ? { name: item.name } : {}),
    })),
    addressInformation: {
      shippingAddress,
      billingAddress,
      ...(shippingMethod
        ? {
            shipping_carrier_code: shippingMethod.carrier_code,
            shipping_method_code: shippingMethod.method_code,
          }
        : {}),
      payment_method_code: payment.paymentMethod,
      payment_method_additional: {},
      ...(pickupPoint ? { shippingExtraFields: pickupPoint } : {}),
    },
    personalDetails: {
      firstName: personal.firstName,
      lastName: personal.lastName,
      emailAddress: email,
      createAccount: personal.createAccount,
      ...(personal.createAccount ? { password: personal.password } : {}),
    },
  }
}
