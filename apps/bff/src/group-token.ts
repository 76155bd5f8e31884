// The customer group token (vsf-api-contract §1.6, spec 000 §6): `/api/user/me` answers it as
// `groupToken`, a JWT (HS256) of `{group_id, id, user}`, and a catalogue request that sends it
// back gets that group's prices. Signed with GROUP_TOKEN_SECRET, or with a secret the BFF makes
// once and keeps in DATA_DIR (every instance sharing a DATA_DIR, and every restart, agree) (D188).
// A token carries `iat` and `exp` and lives as long as a customer token (D224).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks customer group tokens. */
    groupTokens: GroupTokens
  }
}

export interface GroupClaims {
  group_id: number
  id: number
  user: string
}

/** What a presented token turned out to be. */
export type GroupTokenCheck =
  { ok: true; claims: GroupClaims } | { ok: false; reason: 'expired' | 'invalid' }

export interface GroupTokens {
  sign(claims: GroupClaims): string
  /** The claims of an unexpired token this BFF signed; `expired` or `invalid` for anything else. */
  verify(token: string): GroupTokenCheck
}

export interface GroupTokenOptions {
  /** Lifetime of a token in seconds. */
  ttlSeconds: number
  /** The clock, in milliseconds (tests move it). */
  now?: () => number
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
const SECRET_FILE = 'group-token-secret'

const INVALID: GroupTokenCheck = { ok: false, reason: 'invalid' }

export function createGroupTokens(secret: string, options: GroupTokenOptions): GroupTokens {
  const now = options.now ?? (() => Date.now())
  const seconds = () => Math.floor(now() / 1000)
  const signature = (signed: string) =>
    createHmac('sha256', secret).update(signed).digest('base64url')
  return {
    sign(claims) {
      const iat = seconds()
      const body = { ...claims, iat, exp: iat + options.ttlSeconds }
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
      return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`)}`
    },
    verify(token) {
      const [header, payload, given, ...rest] = token.split('.')
      if (header !== HEADER || !payload || !given || rest.length > 0) return INVALID
      const expected = Buffer.from(signature(`${header}.${payload}`))
      const received = Buffer.from(given)
      if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
        return INVALID
      }
      let claims: unknown
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        return INVALID
      }
      if (typeof claims !== 'object' || claims === null) return INVALID
      const { group_id, id, user, exp } = claims as Record<string, unknown>
      if (!Number.isSafeInteger(group_id) || !Number.isSafeInteger(id)) return INVALID
      if (typeof user !== 'string') return INVALID
      // a token signed before tokens carried an expiry counts as expired
      if (!Number.isSafeInteger(exp) || (exp as number) <= seconds()) {
        return { ok: false, reason: 'expired' }
      }
      return { ok: true, claims: { group_id: group_id as number, id: id as number, user } }
    },
  }
}

/** GROUP_TOKEN_SECRET, else the secret kept in `dataDir` (made on first use, readable by the owner only). */
export function readGroupTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = join(dataDir, SECRET_FILE)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    try {
      // `wx`: when two processes start at once, the first one's secret wins.
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}

/** Decorates the app with its group tokens. */
export const groupTokenPlugin = fp(
  async function registerGroupTokens(
    app: FastifyInstance,
    options: { secret: string | undefined; dataDir: string; ttlSeconds: number },
  ) {
    app.decorate(
      'groupTokens',
      createGroupTokens(readGroupTokenSecret(options.secret, options.dataDir), {
        ttlSeconds: options.ttlSeconds,
      }),
    )
  },
  { name: 'group-token' },
)
