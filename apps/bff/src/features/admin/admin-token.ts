// The operator routes' guard (D167): `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant
// time. Anything else is a 401; the routes exist only when ADMIN_TOKEN is set.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { UnauthorizedError } from '../../errors.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function requireAdminToken(adminToken: string) {
  const expected = digest(adminToken)
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!timingSafeEqual(digest(given), expected) || given === '') {
      throw new UnauthorizedError('A valid operator token is required.')
    }
  }
}
