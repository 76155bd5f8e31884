// The account rules of spec 001 §5 as the sign-up form and the BFF both apply them.
import { describe, expect, it } from 'vitest'
import {
  countPasswordClasses,
  LoginEnvelopeSchema,
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
  PasswordSchema,
  UserCreateBodySchema,
} from './user.js'

function messagesOf(password: string): string[] {
  const parsed = PasswordSchema.safeParse(password)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('PasswordSchema', () => {
  it.each(['Abcdefg1', 'abcdefg1!', 'ABCDEFG1!', 'Ünïcødé-1x'])('accepts %j', (password) => {
    expect(messagesOf(password)).toEqual([])
  })

  it('says a short password must have at least 8 letters', () => {
    expect(messagesOf('Ab1!')).toEqual([PASSWORD_MIN_LENGTH_MESSAGE])
  })

  it('says a password of two classes needs three', () => {
    expect(messagesOf('abcdefgh1')).toEqual([PASSWORD_CLASSES_MESSAGE])
    expect(messagesOf('abc')).toEqual([PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE])
  })

  it('counts lower case, upper case, digits and anything else as the four classes', () => {
    expect(countPasswordClasses('aA1 ')).toBe(4)
    expect(countPasswordClasses('aaaa')).toBe(1)
  })
})

describe('UserCreateBodySchema', () => {
  it('needs a valid e-mail and both names', () => {
    const parsed = UserCreateBodySchema.safeParse({
      customer: { email: 'not-an-email', firstname: '', lastname: 'B' },
      password: 'Abcdefg1',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'customer.email',
      'customer.firstname',
    ])
  })
})

describe('LoginEnvelopeSchema', () => {
  it('carries the token in result and the refresh token in meta', () => {
    const answer = { code: 200, result: 'token', meta: { refreshToken: 'refresh' } }
    expect(LoginEnvelopeSchema.parse(answer)).toEqual(answer)
  })
})
