// The customer calls of vue-storefront-api (vsf-api-contract §1.6; D26): sign-up,
// login (a token and a refresh token in `meta.refreshToken`), refresh, and the profile. Unlike
// vue-storefront-api, the refresh token is an opaque random string (only its hash is stored),
// never the user's encrypted credentials.
import type { Customer, UserCreateBody, UserLoginBody } from '@vitrine/contracts/user'
import { findStoreView } from '@vitrine/contracts/store-views'
import type { CustomerRecord, CustomerTokens } from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { UnauthorizedError, UNAUTHORIZED_TOKEN_MESSAGE } from '../../errors.js'

/** Magento's login failure (vsf-api-contract §1.6), forwarded as a 401. */
export const LOGIN_FAILED_MESSAGE =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
export const REFRESH_FAILED_MESSAGE = 'The refresh token is unknown, used or expired.'

/** Sign-up, login and refresh need no caller: only the port and the store view. */
export type UserContext = Pick<CommerceRequest, 'commerce' | 'storeView'>

export interface LoginAnswer {
  code: 200
  result: string
  meta: { refreshToken: string; cartId?: string }
}

export function toCustomer(record: CustomerRecord): Customer {
  const store = findStoreView(record.storeCode)
  return {
    id: record.id,
    group_id: record.groupId,
    email: record.email,
    firstname: record.firstname,
    lastname: record.lastname,
    store_id: store?.storeId ?? 1,
    website_id: store?.websiteId ?? 1,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    addresses: [],
  }
}

function toLoginAnswer(tokens: CustomerTokens, cartId?: string): LoginAnswer {
  return {
    code: 200,
    result: tokens.accessToken,
    meta: { refreshToken: tokens.refreshToken, ...(cartId ? { cartId } : {}) },
  }
}

export async function createUser(context: UserContext, body: UserCreateBody): Promise<Customer> {
  const record = await context.commerce.createCustomer({
    email: body.customer.email,
    firstname: body.customer.firstname,
    lastname: body.customer.lastname,
    password: body.password,
    storeCode: context.storeView.storeCode,
  })
  return toCustomer(record)
}

/** Logs in; with `mergeCartId` the guest cart's lines move into the customer's cart. */
export async function logIn(context: UserContext, body: UserLoginBody): Promise<LoginAnswer> {
  const customer = await context.commerce.authenticateCustomer(body.username, body.password)
  if (!customer) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE)
  const cartId = body.mergeCartId
    ? await context.commerce.mergeGuestCart(body.mergeCartId, customer.id, {
        storeView: context.storeView,
      })
    : undefined
  return toLoginAnswer(await context.commerce.issueCustomerTokens(customer.id), cartId)
}

export async function refreshLogin(context: UserContext, refreshToken: string) {
  const refreshed = await context.commerce.refreshCustomerTokens(refreshToken)
  if (!refreshed) throw new UnauthorizedError(REFRESH_FAILED_MESSAGE)
  return toLoginAnswer(refreshed.tokens)
}

export async function readMe(context: CommerceRequest): Promise<Customer> {
  const record = await context.commerce.readCustomer(requireCustomer(context.caller))
  if (!record) throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  return toCustomer(record)
}
