// Passwords an attacker guesses first (D221): common, breached-list and e-mail-derived passwords
// are refused on sign-up, reset and change, with the rule named; the spec's own rules still apply.
import {
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@vitrine/contracts/user'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  confirmFromMail,
  linkParam,
  postAs,
  readLatestMail,
} from '../../test/commerce-app.js'
import type { App } from '../app.js'

const STRONG = 'Tulip-Field9'

function signUp(app: App, email: string, password: string) {
  return postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Marieke', lastname: 'Jansen' },
    password,
  })
}

describe('passwords nobody should choose', () => {
  let app: App

  beforeAll(async () => {
    app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_IP_MAX: '1000' })
  })
  afterAll(() => app.close())

  it.each(['Password1', 'Passw0rd!', 'Welcome1', 'Aa1aaaaa'])(
    'refuses %j at sign-up, naming the rule',
    async (password) => {
      const answer = await signUp(app, `common-${password.length}@example.nl`, password)
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({
        result: PASSWORD_TOO_COMMON_MESSAGE,
        errors: [{ field: 'body.password', message: PASSWORD_TOO_COMMON_MESSAGE }],
      })
    },
  )

  it('refuses the e-mail address, or its local part, as a password', async () => {
    for (const password of ['Marieke.Jansen@example.nl', 'Marieke.Jansen9!']) {
      const answer = await signUp(app, 'marieke.jansen@example.nl', password)
      expect(answer.statusCode, password).toBe(400)
      expect(answer.json<{ result: string }>().result).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE)
    }
  })

  it('refuses them on a password change and a reset too; a strong one passes', async () => {
    const email = 'strong@example.nl'
    expect((await signUp(app, email, STRONG)).statusCode).toBe(200)
    await confirmFromMail(app, email)
    const login = await postAs(app, '/api/user/login', { username: email, password: STRONG })
    expect(login.statusCode).toBe(200)
    const token = login.json<{ result: string }>().result
    const change = await postAs(
      app,
      '/api/user/change-password',
      { currentPassword: STRONG, newPassword: 'Welcome1' },
      token,
    )
    expect(change.statusCode).toBe(400)
    expect(change.json<{ result: string }>().result).toBe(PASSWORD_TOO_COMMON_MESSAGE)

    await postAs(app, '/api/user/reset-password', { email })
    const resetToken = linkParam((await readLatestMail(app, email)).text, 'token')
    const reset = await postAs(app, '/api/user/create-password', {
      email,
      resetToken,
      newPassword: 'Passw0rd!',
    })
    expect(reset.statusCode).toBe(400)
    expect(reset.json<{ result: string }>().result).toBe(PASSWORD_TOO_COMMON_MESSAGE)
    const good = await postAs(app, '/api/user/create-password', {
      email,
      resetToken,
      newPassword: 'Brand-New-7x',
    })
    expect(good.statusCode).toBe(200)
  })
})
