import {
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@vitrine/contracts/user'
import { describe, expect, it } from 'vitest'
import { findPasswordWeakness } from './password-strength.js'

const email = 'marieke.jansen@example.nl'

describe('findPasswordWeakness (D221)', () => {
  it.each(['Password1', 'Passw0rd!', 'Welcome1', 'Aa1aaaaa', 'Qwerty123!', 'Letmein1!'])(
    'refuses the common or guessable %j',
    async (password) => {
      expect(await findPasswordWeakness(password, email)).toBe(PASSWORD_TOO_COMMON_MESSAGE)
    },
  )

  it.each(['Marieke.Jansen1!', 'MARIEKE.JANSEN@example.nl', 'x-marieke.jansen-9X'])(
    'refuses %j, which contains the e-mail address or its local part',
    async (password) => {
      expect(await findPasswordWeakness(password, email)).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE)
    },
  )

  it.each(['Tulip-Field9', 'Brand-New-7x', 'Sunny-days7', 'Ωmega-密码'])(
    'accepts the hard-to-guess %j',
    async (password) => {
      expect(await findPasswordWeakness(password, email)).toBeNull()
    },
  )

  it('does not look for a local part of one or two letters', async () => {
    expect(await findPasswordWeakness('Tulip-Field9', 'ti@example.nl')).toBeNull()
  })
})
