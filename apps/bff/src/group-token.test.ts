// The customer group token (D188) carries an expiry (D224): a token is good for its lifetime and
// then answers `expired`; a token from another secret, a changed payload or one without an
// expiry is never accepted.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createGroupTokens } from './group-token.js'

const claims = { group_id: 1, id: 42, user: 'eva@example.nl' }

function tokensAt(clock: { now: number }, secret = 'group-secret') {
  return createGroupTokens(secret, { ttlSeconds: 3600, now: () => clock.now })
}

function withPayload(token: string, change: (payload: Record<string, unknown>) => object): string {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >
  return `${header}.${Buffer.from(JSON.stringify(change(decoded))).toString('base64url')}.${signature}`
}

describe('group tokens', () => {
  it('accepts its own token until the lifetime is up, then answers expired', () => {
    const clock = { now: Date.UTC(2026, 10, 29, 12) }
    const tokens = tokensAt(clock)
    const token = tokens.sign(claims)
    expect(tokens.verify(token)).toEqual({ ok: true, claims })
    clock.now += 3599_000
    expect(tokens.verify(token)).toEqual({ ok: true, claims })
    clock.now += 1000
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' })
  })

  it('carries iat and exp in the payload', () => {
    const clock = { now: Date.UTC(2026, 10, 29, 12) }
    const token = tokensAt(clock).sign(claims)
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
    expect(payload).toEqual({ ...claims, iat: clock.now / 1000, exp: clock.now / 1000 + 3600 })
  })

  it('refuses a token of another secret, a moved expiry and a token without expiry', () => {
    const clock = { now: Date.UTC(2026, 10, 29, 12) }
    const tokens = tokensAt(clock)
    const token = tokens.sign(claims)
    expect(tokensAt(clock, 'other-secret').verify(token)).toEqual({ ok: false, reason: 'invalid' })
    const extended = withPayload(token, (payload) => ({ ...payload, exp: 99999999999 }))
    expect(tokens.verify(extended)).toEqual({ ok: false, reason: 'invalid' })
    expect(tokens.verify('not.a.token')).toEqual({ ok: false, reason: 'invalid' })
    expect(tokens.verify(`${token}.extra`)).toEqual({ ok: false, reason: 'invalid' })

    // a token signed with the same secret but without an expiry (as before D224) counts as expired
    const [header] = token.split('.') as [string]
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const signature = createHmac('sha256', 'group-secret')
      .update(`${header}.${payload}`)
      .digest('base64url')
    expect(tokens.verify(`${header}.${payload}.${signature}`)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })
})
