// The customer calls of vue-storefront-api (vsf-api-contract §1.6; D26): sign-up,
// login (a token and a refresh token in `meta.refreshToken`), refresh, and the profile. Unlike
// vue-storefront-api, the refresh token is an opaque random string (only its hash is stored),
// never the user's encrypted credentials. A new account must be confirmed from the mail it gets
// before it logs in (spec 001 §4); a new e-mail address logs the customer out until confirmed.
import type { Customer, UserCreateBody, UserLoginBody } from '@vitrine/contracts/user'
import {
  ACCOUNT_NOT_CONFIRMED_MESSAGE,
  type UserMeUpdateValues,
} from '@vitrine/contracts/user-account'
import type { CustomerTokens } from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { UnauthorizedError, UNAUTHORIZED_TOKEN_MESSAGE } from '../../errors.js'
import { renderAccountMail } from '../mail/account-mails.js'
import { sendMailQuietly, type MailContext } from '../mail/mail-delivery.js'
import { toAddressValues, toCustomer } from './customer-answer.js'

export { toCustomer }

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

function toLoginAnswer(tokens: CustomerTokens, cartId?: string): LoginAnswer {
  return {
    code: 200,
    result: tokens.accessToken,
    meta: { refreshToken: tokens.refreshToken, ...(cartId ? { cartId } : {}) },
  }
}

/** Creates the account (not confirmed yet) and mails its confirmation link. */
export async function createUser(
  context: UserContext,
  mail: MailContext,
  body: UserCreateBody,
): Promise<Customer> {
  const { customer, confirmationKey } = await context.commerce.createCustomer({
    email: body.customer.email,
    firstname: body.customer.firstname,
    lastname: body.customer.lastname,
    password: body.password,
    storeCode: context.storeView.storeCode,
    addresses: (body.customer.addresses ?? []).map(toAddressValues),
  })
  await sendMailQuietly(
    mail,
    renderAccountMail('account-confirmation', {
      storeView: context.storeView,
      storefrontUrl: mail.storefrontUrl,
      to: customer.email,
      firstname: customer.firstname,
      key: confirmationKey,
    }),
  )
  return toCustomer(customer)
}

/** Logs in; with `mergeCartId` the guest cart's lines move into the customer's cart. */
export async function logIn(context: UserContext, body: UserLoginBody): Promise<LoginAnswer> {
  const customer = await context.commerce.authenticateCustomer(body.username, body.password)
  if (!customer) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE)
  if (!customer.isConfirmed) throw new UnauthorizedError(ACCOUNT_NOT_CONFIRMED_MESSAGE)
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

/**
 * POST /api/user/logout (D218): ends the session of the access token, else of the refresh token
 * in the body; every token of that session is refused from then on, on every instance (no
 * instance keeps token answers). A token nobody holds is a 401, as for the other user calls.
 */
export async function logOut(
  context: UserContext,
  accessToken: string | null,
  refreshToken: string | undefined,
): Promise<true> {
  const tokens = [accessToken, refreshToken].filter((token): token is string => Boolean(token))
  let revoked = false
  for (const token of tokens) {
    if (await context.commerce.revokeCustomerSession(token)) revoked = true
  }
  if (!revoked) throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  return true
}

export async function readMe(context: CommerceRequest): Promise<Customer> {
  const record = await context.commerce.readCustomer(requireCustomer(context.caller))
  if (!record) throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  return toCustomer(record)
}

/**
 * POST /api/user/me: names, e-mail, addresses. A new e-mail ends every session and mails a
 * confirmation link to the new address; `meta.loggedOut` tells the storefront to log out.
 */
export async function updateMe(
  context: CommerceRequest,
  mail: MailContext,
  body: UserMeUpdateValues,
): Promise<{ code: 200; result: Customer; meta: { loggedOut: boolean } }> {
  // vsf sends back the group token it read; it is not the customer's to change.
  const { addresses, groupToken: _groupToken, ...names } = body.customer
  const changed = await context.commerce.updateCustomerProfile(requireCustomer(context.caller), {
    ...names,
    ...(addresses === undefined ? {} : { addresses: addresses.map(toAddressValues) }),
  })
  if (!changed) throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  const { customer, confirmationKey } = changed
  if (confirmationKey !== null) {
    await sendMailQuietly(
      mail,
      renderAccountMail('email-change', {
        storeView: context.storeView,
        storefrontUrl: mail.storefrontUrl,
        to: customer.email,
        firstname: customer.firstname,
        key: confirmationKey,
      }),
    )
  }
  return { code: 200, result: toCustomer(customer), meta: { loggedOut: confirmationKey !== null } }
}
