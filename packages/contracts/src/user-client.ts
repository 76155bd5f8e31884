// Typed calls of the user API for the storefront (vsf-api-contract §1.6; spec 001 §7): each takes
// the BffClient, so the customer token (Bearer), the store code and the request id are its
// caller's. Errors arrive as BffError: 400 with the field errors and the spec's texts, 401 for a
// wrong login, an unknown or expired token (the caller refreshes, spec 000 §4), 429 with the
// seconds to wait when a rate limit is reached.
import type { BffClient } from './bff-client.js'
import type { OrderDetail, OrderHistoryEnvelope } from './order-history.js'
import type { Customer, UserCreateBody, UserLoginBody } from './user.js'
import type {
  ActivateBody,
  ChangePasswordBody,
  CreatePasswordBody,
  UserMeUpdateBody,
} from './user-account.js'

type Client = Pick<BffClient, 'call' | 'callWithMeta'>

export interface LoginTokens {
  /** The customer token: `Authorization: Bearer` on later calls. */
  token: string
  /** Used once by `refreshLogin` for a new pair. */
  refreshToken: string
  /** The customer's cart after a `mergeCartId` merge. */
  cartId?: string
}

/** POST /api/user/create: the account waits for the confirmation mailed to its address. */
export function createAccount(client: Client, body: UserCreateBody): Promise<Customer> {
  return client.call('/api/user/create', { method: 'POST', body })
}

/** POST /api/user/login: 401 for a wrong password or an account that is not confirmed yet. */
export async function logIn(client: Client, body: UserLoginBody): Promise<LoginTokens> {
  const { result, meta } = await client.callWithMeta('/api/user/login', { method: 'POST', body })
  return { token: result, ...meta }
}

/** POST /api/user/refresh: the refresh token is used up; a new pair comes back. */
export async function refreshLogin(client: Client, refreshToken: string): Promise<LoginTokens> {
  const { result, meta } = await client.callWithMeta('/api/user/refresh', {
    method: 'POST',
    body: { refreshToken },
  })
  return { token: result, ...meta }
}

/** GET /api/user/me: the customer the client's token belongs to. */
export function readMe(client: Client): Promise<Customer> {
  return client.call('/api/user/me')
}

/**
 * POST /api/user/me: names, e-mail and the whole address list. `loggedOut` is true when the
 * e-mail changed: the tokens no longer work and the new address must be confirmed first.
 */
export async function updateMe(
  client: Client,
  customer: UserMeUpdateBody['customer'],
): Promise<{ customer: Customer; loggedOut: boolean }> {
  const { result, meta } = await client.callWithMeta('/api/user/me', {
    method: 'POST',
    body: { customer },
  })
  return { customer: result, loggedOut: meta?.loggedOut ?? false }
}

/** POST /api/user/change-password: 400 naming `body.currentPassword` when it is wrong. */
export async function changePassword(client: Client, body: ChangePasswordBody): Promise<void> {
  await client.call('/api/user/change-password', { method: 'POST', body })
}

/** POST /api/user/reset-password: mails a reset link; 404 'Provided email does not exist'. */
export async function requestPasswordReset(client: Client, email: string): Promise<void> {
  await client.call('/api/user/reset-password', { method: 'POST', body: { email } })
}

/** POST /api/user/create-password: the token from the reset mail and the new password. */
export async function createPassword(client: Client, body: CreatePasswordBody): Promise<void> {
  await client.call('/api/user/create-password', { method: 'POST', body })
}

/** POST /api/user/is-email-available: false when an account has this e-mail. */
export function isEmailAvailable(client: Client, customerEmail: string): Promise<boolean> {
  return client.call('/api/user/is-email-available', {
    method: 'POST',
    body: { customerEmail },
  })
}

/** PUT /api/user/activate: the key from the confirmation mail; the account can then log in. */
export function activateAccount(client: Client, body: ActivateBody): Promise<Customer> {
  return client.call('/api/user/activate', { method: 'PUT', body })
}

/** POST /api/user/confirm: mails the confirmation link again (answers true either way). */
export async function resendConfirmation(client: Client, email: string): Promise<void> {
  await client.call('/api/user/confirm', { method: 'POST', body: { email } })
}

/** GET /api/user/order-history: a page of the customer's orders, newest first (20 a page). */
export function readOrderHistory(
  client: Client,
  page: { pageSize?: number; currentPage?: number } = {},
): Promise<OrderHistoryEnvelope['result']> {
  return client.call('/api/user/order-history', {
    query: { pageSize: page.pageSize ?? 20, currentPage: page.currentPage ?? 1 },
  })
}

/** GET /api/user/order-detail: one of the customer's orders by `entity_id`; 404 otherwise. */
export function readOrderDetail(client: Client, orderId: number): Promise<OrderDetail> {
  return client.call('/api/user/order-detail', { query: { orderId } })
}
