// Session families (D218): a login is a session whose tokens end together; refreshing rotates the
// refresh token and retires the old access token; a rotated refresh token used again after the
// grace ends the session; logging out ends it; a password change ends the other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceEngine } from '../commerce-engine.js'
import { openTestEngine } from '../test-engine.test-helpers.js'
import { REFRESH_REUSE_GRACE_SECONDS } from './customer-tokens.js'

let clock = Date.parse('2026-11-25T10:00:00Z')
let engine: CommerceEngine

beforeAll(async () => {
  engine = await openTestEngine(() => new Date(clock))
}, 60_000)

afterAll(async () => {
  await engine.close()
})

let signUps = 0
async function newCustomer(): Promise<number> {
  signUps += 1
  const { customer } = await engine.createCustomer({
    email: `session${signUps}@example.nl`,
    firstname: 'Eva',
    lastname: 'Bos',
    password: 'Secret-pass1',
    storeCode: 'default',
  })
  return customer.id
}

const afterGrace = () => {
  clock += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000
}

describe('refresh rotation', () => {
  it('issues a new pair in the same session and retires the previous access token', async () => {
    const id = await newCustomer()
    const first = await engine.issueCustomerTokens(id)
    const refreshed = await engine.refreshCustomerTokens(first.refreshToken)
    expect(refreshed?.customerId).toBe(id)
    expect(await engine.findCustomerIdByToken(first.accessToken)).toBeNull()
    expect(await engine.findCustomerIdByToken(refreshed!.tokens.accessToken)).toBe(id)
    // The new pair is the same session: logging out with it ends it.
    expect(await engine.revokeCustomerSession(refreshed!.tokens.refreshToken)).toBe(true)
    expect(await engine.findCustomerIdByToken(refreshed!.tokens.accessToken)).toBeNull()
  })

  it('refuses a reuse within the grace without ending the session', async () => {
    const id = await newCustomer()
    const first = await engine.issueCustomerTokens(id)
    const refreshed = await engine.refreshCustomerTokens(first.refreshToken)
    expect(await engine.refreshCustomerTokens(first.refreshToken)).toBeNull()
    expect(await engine.findCustomerIdByToken(refreshed!.tokens.accessToken)).toBe(id)
  })

  it('ends the whole session when a rotated refresh token comes back after the grace', async () => {
    const id = await newCustomer()
    const first = await engine.issueCustomerTokens(id)
    const refreshed = await engine.refreshCustomerTokens(first.refreshToken)
    afterGrace()
    expect(await engine.refreshCustomerTokens(first.refreshToken)).toBeNull()
    expect(await engine.findCustomerIdByToken(refreshed!.tokens.accessToken)).toBeNull()
    expect(await engine.refreshCustomerTokens(refreshed!.tokens.refreshToken)).toBeNull()
  })

  it('leaves the customer’s other sessions alone when one is punished', async () => {
    const id = await newCustomer()
    const other = await engine.issueCustomerTokens(id)
    const first = await engine.issueCustomerTokens(id)
    await engine.refreshCustomerTokens(first.refreshToken)
    afterGrace()
    await engine.refreshCustomerTokens(first.refreshToken)
    expect(await engine.findCustomerIdByToken(other.accessToken)).toBe(id)
  })
})

describe('logout', () => {
  it('ends the session by its access token or by its refresh token', async () => {
    const id = await newCustomer()
    const byAccess = await engine.issueCustomerTokens(id)
    const byRefresh = await engine.issueCustomerTokens(id)
    expect(await engine.revokeCustomerSession(byAccess.accessToken)).toBe(true)
    expect(await engine.findCustomerIdByToken(byAccess.accessToken)).toBeNull()
    expect(await engine.refreshCustomerTokens(byAccess.refreshToken)).toBeNull()
    expect(await engine.findCustomerIdByToken(byRefresh.accessToken)).toBe(id)
    expect(await engine.revokeCustomerSession(byRefresh.refreshToken)).toBe(true)
    expect(await engine.findCustomerIdByToken(byRefresh.accessToken)).toBeNull()
    expect(await engine.revokeCustomerSession(byRefresh.refreshToken)).toBe(false)
    expect(await engine.revokeCustomerSession('not-a-token')).toBe(false)
  })
})

describe('password change', () => {
  it('ends every other session and keeps the one it was made in', async () => {
    const id = await newCustomer()
    const current = await engine.issueCustomerTokens(id)
    const other = await engine.issueCustomerTokens(id)
    expect(
      await engine.changePassword(id, 'Secret-pass1', 'Other-secret2', current.accessToken),
    ).toBe(true)
    expect(await engine.findCustomerIdByToken(current.accessToken)).toBe(id)
    expect(await engine.refreshCustomerTokens(current.refreshToken)).not.toBeNull()
    expect(await engine.findCustomerIdByToken(other.accessToken)).toBeNull()
    expect(await engine.refreshCustomerTokens(other.refreshToken)).toBeNull()
  })

  it('does not end a session when the current password is wrong', async () => {
    const id = await newCustomer()
    const current = await engine.issueCustomerTokens(id)
    const other = await engine.issueCustomerTokens(id)
    expect(
      await engine.changePassword(id, 'Wrong-pass1', 'Other-secret2', current.accessToken),
    ).toBe(false)
    expect(await engine.findCustomerIdByToken(other.accessToken)).toBe(id)
  })
})
