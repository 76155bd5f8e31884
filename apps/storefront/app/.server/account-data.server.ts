// What the account area reads and changes at the BFF (vsf-api-contract §1.6; spec 001 §3: only
// firstname, lastname, email and addresses change): the customer, their addresses, the password,
// the order history (page size 20, page 1: spec 000 §9) and one order.
import { CustomerEnvelopeSchema, type Customer } from '@vitrine/contracts/user'
import {
  OrderHistoryEnvelopeSchema,
  OrderHistoryOrderSchema,
  type OrderHistoryOrder,
} from '@vitrine/contracts/order-history'
import { z } from 'zod'
import type { AddressForm } from '~/lib/account/account-forms'
import type { AccountAddress, AccountOrderDetail } from '~/lib/account/account-types'
import { asCustomer, type CustomerSession, type SessionContext } from './customer-session.server'
import { callUserApi, isBffStatus } from './user-api.server'

export const ORDER_HISTORY_PAGE_SIZE = 20

/** A saved address as the BFF answers it (Magento's), read leniently. */
const AddressSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()).default([]),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string().nullish(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
})

const AnyEnvelopeSchema = z.object({ code: z.number(), result: z.unknown() })
const UpdateEnvelopeSchema = CustomerEnvelopeSchema.extend({
  meta: z.object({ loggedOut: z.boolean().optional() }).optional(),
})

const OrderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
})
const OrderDetailEnvelopeSchema = z.object({
  code: z.number(),
  result: OrderHistoryOrderSchema.extend({
    subtotal_incl_tax: z.number().optional(),
    billing_address: OrderAddressSchema.nullish(),
    shipping_address: OrderAddressSchema.nullish(),
    shipping_method: z.string().nullish(),
  }),
})

export function readAddresses(customer: Customer): AccountAddress[] {
  return customer.addresses.flatMap((value) => {
    const parsed = AddressSchema.safeParse(value)
    if (!parsed.success) return []
    const address = parsed.data
    return [
      {
        id: address.id,
        firstname: address.firstname,
        lastname: address.lastname,
        street: address.street[0] ?? '',
        houseNumber: address.street[1] ?? '',
        city: address.city,
        postcode: address.postcode,
        countryId: address.country_id,
        telephone: address.telephone ?? '',
        defaultShipping: address.default_shipping ?? false,
        defaultBilling: address.default_billing ?? false,
      },
    ]
  })
}

function toAddressInput(address: Omit<AccountAddress, 'id'> & { id?: number | undefined }) {
  return {
    ...(address.id ? { id: address.id } : {}),
    firstname: address.firstname,
    lastname: address.lastname,
    street: [address.street, address.houseNumber],
    city: address.city,
    postcode: address.postcode,
    country_id: address.countryId,
    ...(address.telephone ? { telephone: address.telephone } : {}),
    ...(address.defaultShipping ? { default_shipping: true } : {}),
    ...(address.defaultBilling ? { default_billing: true } : {}),
  }
}

export function readMe(context: SessionContext, session: CustomerSession): Promise<Customer> {
  return asCustomer(context, session, async (token) => {
    const answer = await callUserApi(context, '/api/user/me', CustomerEnvelopeSchema, { token })
    return answer.result
  })
}

export interface ProfileChange {
  email: string
  firstname: string
  lastname: string
  addresses?: ReturnType<typeof toAddressInput>[]
}

/** POST /api/user/me; `loggedOut` when the e-mail changed (spec 001 §4). */
export function updateMe(context: SessionContext, session: CustomerSession, change: ProfileChange) {
  return asCustomer(context, session, async (token) => {
    const answer = await callUserApi(context, '/api/user/me', UpdateEnvelopeSchema, {
      token,
      body: { customer: change },
    })
    return { customer: answer.result, loggedOut: answer.meta?.loggedOut === true }
  })
}

/** The address list with `form` saved (a new one appended, a saved one replaced). */
export function withAddress(customer: Customer, form: AddressForm): ProfileChange {
  const addresses = readAddresses(customer)
  const saved = { ...form, telephone: form.telephone ?? '', id: form.addressId }
  const known = addresses.find((address) => address.id === form.addressId)
  const next = known
    ? addresses.map((address) =>
        address.id === known.id
          ? {
              ...saved,
              defaultShipping: known.defaultShipping,
              defaultBilling: known.defaultBilling,
            }
          : address,
      )
    : [
        ...addresses,
        {
          ...saved,
          defaultShipping: addresses.length === 0,
          defaultBilling: addresses.length === 0,
        },
      ]
  return { ...profileOf(customer), addresses: next.map(toAddressInput) }
}

export function withoutAddress(customer: Customer, addressId: number): ProfileChange {
  const next = readAddresses(customer).filter((address) => address.id !== addressId)
  return { ...profileOf(customer), addresses: next.map(toAddressInput) }
}

export function profileOf(customer: Customer): ProfileChange {
  return { email: customer.email, firstname: customer.firstname, lastname: customer.lastname }
}

export function changePassword(
  context: SessionContext,
  session: CustomerSession,
  body: { currentPassword: string; newPassword: string },
) {
  return asCustomer(context, session, (token) =>
    callUserApi(context, '/api/user/change-password', AnyEnvelopeSchema, { token, body }),
  )
}

export function readOrderHistory(context: SessionContext, session: CustomerSession, page = 1) {
  return asCustomer(context, session, async (token) => {
    const answer = await callUserApi(
      context,
      '/api/user/order-history',
      OrderHistoryEnvelopeSchema,
      {
        token,
        query: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: page },
      },
    )
    return answer.result
  })
}

/** One of the customer's orders; null when it is not theirs (or does not exist). */
export function readOrder(
  context: SessionContext,
  session: CustomerSession,
  orderId: number,
): Promise<AccountOrderDetail | null> {
  return asCustomer(context, session, async (token) => {
    try {
      const answer = await callUserApi(
        context,
        '/api/user/order-detail',
        OrderDetailEnvelopeSchema,
        {
          token,
          query: { orderId },
        },
      )
      return answer.result
    } catch (error) {
      if (!isBffStatus(error, 404)) throw error
    }
    // A BFF without the detail call: the order as the history lists it (page 1), if it is there.
    const history = await callUserApi(
      context,
      '/api/user/order-history',
      OrderHistoryEnvelopeSchema,
      {
        token,
        query: { pageSize: 100, currentPage: 1 },
      },
    )
    return history.result.items.find((order) => order.entity_id === orderId) ?? null
  })
}

export type { OrderHistoryOrder }
