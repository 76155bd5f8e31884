// spec 000 §4 on the storefront's server (D122): a 401 refreshes the token once per session, the
// other requests of the session wait for that refresh, and a failed refresh ends the session.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { CustomerEnvelopeSchema } from '@vitrine/contracts/user'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, type CustomerSession } from './customer-session.server'
import { callUserApi } from './user-api.server'

/** A BFF that knows the tokens in `valid` and trades `refreshable` refresh tokens once. */
const bff = { valid: new Set<string>(), refreshable: new Set<string>(), refreshes: 0 }
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.url?.startsWith('/api/user/refresh')) {
        bff.refreshes += 1
        const { refreshToken } = JSON.parse(body) as { refreshToken: string }
        // Answered a little later, so that concurrent requests meet a running refresh.
        setImmediate(() => {
          if (!bff.refreshable.delete(refreshToken)) {
            response.statusCode = 401
            response.end(JSON.stringify({ code: 401, result: 'The refresh token is unknown.' }))
            return
          }
          bff.valid.add(`token-of-${refreshToken}`)
          response.end(
            JSON.stringify({
              code: 200,
              result: `token-of-${refreshToken}`,
              meta: { refreshToken: `next-${refreshToken}` },
            }),
          )
        })
        return
      }
      const token = request.headers.authorization?.replace('Bearer ', '') ?? ''
      if (!bff.valid.has(token)) {
        response.statusCode = 401
        response.end(JSON.stringify({ code: 401, result: 'Unauthorized' }))
        return
      }
      response.end(
        JSON.stringify({
          code: 200,
          result: {
            id: 1,
            group_id: 1,
            email: 'anna@example.com',
            firstname: 'Anna',
            lastname: 'Jansen',
            store_id: 1,
            website_id: 1,
            created_at: '2026-01-01',
            updated_at: '2026-01-01',
            addresses: [],
          },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.BFF_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const context = { storeView: resolveStoreFromPath('/').storeView, requestId: 'test' }

function readMe(session: CustomerSession) {
  return asCustomer(context, session, (token) =>
    callUserApi(context, '/api/user/me', CustomerEnvelopeSchema, { token }),
  )
}

describe('asCustomer', () => {
  it('refreshes an expired token once for the requests of a session and sends them again', async () => {
    bff.refreshable.add('refresh-a')
    bff.refreshes = 0
    const sessions = [1, 2, 3].map(() => ({
      tokens: { token: 'expired-a', refreshToken: 'refresh-a' },
      cookies: [] as string[],
    }))
    const answers = await Promise.all(sessions.map(readMe))
    expect(answers.map((answer) => answer.result.firstname)).toEqual(['Anna', 'Anna', 'Anna'])
    expect(bff.refreshes).toBe(1)
    for (const session of sessions) {
      expect(session.tokens).toEqual({
        token: 'token-of-refresh-a',
        refreshToken: 'next-refresh-a',
      })
      expect(session.cookies.join()).toMatch(/vitrine_session=/)
    }
  })

  it('ends the session when the refresh fails: logged out and sent to /login?expired=1', async () => {
    const session = { tokens: { token: 'expired-b', refreshToken: 'unknown-b' }, cookies: [] }
    const thrown = await readMe(session).then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?expired=1')
    expect(response.headers.get('set-cookie')).toMatch(/vitrine_session=;/)
  })
})
