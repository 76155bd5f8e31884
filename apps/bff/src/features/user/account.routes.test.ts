// The account's life as a new customer lives it (spec 001 §4, §5; vsf-api-contract §1.6): sign up,
// read the confirmation mail, confirm, log in, change the profile and the password, forget it and
// reset it from the mail's link. Mails are read from the embedded mailer's outbox.
import {
  ACCOUNT_NOT_CONFIRMED_MESSAGE,
  CONFIRMATION_KEY_INVALID_MESSAGE,
  EMAIL_NOT_FOUND_MESSAGE,
  FOREIGN_ADDRESS_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@vitrine/contracts/user-account'
import { PASSWORD_CLASSES_MESSAGE } from '@vitrine/contracts/user'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  confirmFromMail,
  linkParam,
  postAs,
  readLatestMail,
} from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_IP_MAX: '1000' })
}, 60_000)

afterAll(async () => {
  await app.close()
})

const PASSWORD = 'Tulip-Field9'
const post = (url: string, payload?: unknown, token?: string) => postAs(app, url, payload, token)
const put = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, payload })
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })

async function signUp(email: string, prefix = '') {
  const response = await post(`${prefix}/api/user/create`, {
    customer: { email, firstname: 'Eva', lastname: 'de Vries' },
    password: PASSWORD,
  })
  expect(response.statusCode).toBe(200)
}

async function logIn(username: string, password = PASSWORD) {
  return post('/api/user/login', { username, password })
}

async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const login = await logIn(email, password)
  expect(login.statusCode).toBe(200)
  return (login.json() as { result: string }).result
}

const address = {
  firstname: 'Eva',
  lastname: 'de Vries',
  street: ['Dam', '1'],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'nl',
  telephone: '0201234567',
}

describe('sign-up and confirmation', () => {
  it('mails a confirmation link in the store view’s language; the account logs in only after it', async () => {
    await signUp('new@example.nl', '/nl')
    expect((await logIn('new@example.nl')).json()).toEqual({
      code: 401,
      result: ACCOUNT_NOT_CONFIRMED_MESSAGE,
    })

    const mail = await readLatestMail(app, 'new@example.nl', 'account-confirmation')
    expect(mail.subject).toBe('Welkom bij Vitrine: bevestig je e-mailadres')
    expect(mail.html).toContain('<html lang="nl">')
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/nl/confirm-account')
    expect(link.searchParams.get('email')).toBe('new@example.nl')

    const key = linkParam(mail.text, 'key')
    const activated = await put('/api/user/activate', {
      customerEmail: 'new@example.nl',
      confirmationKey: key,
    })
    expect(activated.json()).toMatchObject({ code: 200, result: { email: 'new@example.nl' } })
    expect((await logIn('new@example.nl')).statusCode).toBe(200)

    const again = await put('/api/user/activate', {
      customerEmail: 'new@example.nl',
      confirmationKey: key,
    })
    expect(again.json()).toEqual({
      code: 400,
      result: CONFIRMATION_KEY_INVALID_MESSAGE,
      errors: [{ field: 'body.confirmationKey', message: CONFIRMATION_KEY_INVALID_MESSAGE }],
    })
  })

  it('sends a new link on confirm; the earlier one stops working, and an unknown address learns nothing', async () => {
    await signUp('resend@example.nl')
    const first = linkParam((await readLatestMail(app, 'resend@example.nl')).text, 'key')
    expect((await post('/api/user/confirm', { email: 'resend@example.nl' })).json()).toEqual({
      code: 200,
      result: true,
    })
    const second = linkParam((await readLatestMail(app, 'resend@example.nl')).text, 'key')
    expect(second).not.toBe(first)
    const withFirst = await put('/api/user/activate', {
      customerEmail: 'resend@example.nl',
      confirmationKey: first,
    })
    expect(withFirst.statusCode).toBe(400)
    const withSecond = await put('/api/user/activate', {
      customerEmail: 'resend@example.nl',
      confirmationKey: second,
    })
    expect(withSecond.statusCode).toBe(200)
    expect((await post('/api/user/confirm', { email: 'nobody@example.nl' })).json()).toEqual({
      code: 200,
      result: true,
    })
  })

  it('says whether an e-mail address is still free', async () => {
    await signUp('taken-check@example.nl')
    const taken = await post('/api/user/is-email-available', {
      customerEmail: 'Taken-Check@example.nl',
      websiteId: 1,
    })
    const free = await post('/api/user/is-email-available', { customerEmail: 'free@example.nl' })
    expect(taken.json()).toEqual({ code: 200, result: false })
    expect(free.json()).toEqual({ code: 200, result: true })
  })
})

describe('password reset and change', () => {
  it('mails a single-use reset link; the new password works, the old one and every session end', async () => {
    await signUp('forgot@example.nl', '/de')
    await confirmFromMail(app, 'forgot@example.nl')
    const oldToken = await tokenOf('forgot@example.nl')

    expect(
      (await post('/de/api/user/reset-password', { email: 'forgot@example.nl' })).json(),
    ).toEqual({ code: 200, result: true })
    const mail = await readLatestMail(app, 'forgot@example.nl', 'password-reset')
    expect(mail.subject).toBe('Setze dein Vitrine-Passwort zurück')
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/de\/reset-password\?email=forgot%40example\.nl&token=/,
    )
    const resetToken = linkParam(mail.text, 'token')

    const weak = await post('/api/user/create-password', {
      email: 'forgot@example.nl',
      resetToken,
      newPassword: 'lowercaseonly',
    })
    expect(weak.json()).toMatchObject({
      code: 400,
      errors: [{ field: 'body.newPassword', message: PASSWORD_CLASSES_MESSAGE }],
    })

    const body = { email: 'forgot@example.nl', resetToken, newPassword: 'Brand-New-7' }
    expect((await post('/api/user/create-password', body)).json()).toEqual({
      code: 200,
      result: true,
    })
    expect((await logIn('forgot@example.nl')).statusCode).toBe(401)
    expect((await logIn('forgot@example.nl', 'Brand-New-7')).statusCode).toBe(200)
    expect((await me(oldToken)).statusCode).toBe(401)
    const reused = await post('/api/user/create-password', { ...body, newPassword: 'Other-pass-8' })
    expect(reused.json()).toEqual({
      code: 400,
      result: RESET_TOKEN_INVALID_MESSAGE,
      errors: [{ field: 'body.resetToken', message: RESET_TOKEN_INVALID_MESSAGE }],
    })
  })

  it('answers an unknown address with the spec’s text', async () => {
    const response = await post('/api/user/reset-password', { email: 'ghost@example.nl' })
    expect(response.json()).toEqual({
      code: 404,
      result: EMAIL_NOT_FOUND_MESSAGE,
      errors: [{ field: 'body.email', message: EMAIL_NOT_FOUND_MESSAGE }],
    })
  })

  it('changes the password only with the right current one', async () => {
    await signUp('change@example.nl')
    await confirmFromMail(app, 'change@example.nl')
    const token = await tokenOf('change@example.nl')
    const wrong = await post(
      '/api/user/change-password',
      { currentPassword: 'Not-mine-1', newPassword: 'Next-pass-2' },
      token,
    )
    expect(wrong.json()).toEqual({
      code: 400,
      result: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: [{ field: 'body.currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    })
    const right = await post(
      '/api/user/change-password',
      { currentPassword: PASSWORD, newPassword: 'Next-pass-2' },
      token,
    )
    expect(right.json()).toEqual({ code: 200, result: true })
    expect((await me(token)).statusCode).toBe(200)
    expect((await logIn('change@example.nl', 'Next-pass-2')).statusCode).toBe(200)
  })
})

describe('POST /api/user/me', () => {
  it('changes the names and the addresses in Magento’s shape, with the default addresses', async () => {
    await signUp('profile@example.nl')
    await confirmFromMail(app, 'profile@example.nl')
    const token = await tokenOf('profile@example.nl')
    const saved = await post(
      '/api/user/me',
      {
        customer: {
          email: 'profile@example.nl',
          firstname: 'Evi',
          lastname: 'Bakker',
          addresses: [
            { ...address, default_shipping: true },
            {
              ...address,
              street: ['Coolsingel', '40', 'B'],
              city: 'Rotterdam',
              default_billing: true,
            },
          ],
        },
      },
      token,
    )
    expect(saved.statusCode).toBe(200)
    const { result, meta } = saved.json() as {
      result: {
        addresses: Array<{ id: number; city: string }>
        default_shipping: string
        default_billing: string
      }
      meta: { loggedOut: boolean }
    }
    expect(meta).toEqual({ loggedOut: false })
    const [amsterdam, rotterdam] = result.addresses
    expect(result).toMatchObject({
      firstname: 'Evi',
      lastname: 'Bakker',
      default_shipping: String(amsterdam?.id),
      default_billing: String(rotterdam?.id),
    })
    expect(amsterdam).toMatchObject({
      country_id: 'NL',
      street: ['Dam', '1'],
      telephone: '0201234567',
    })

    // The list replaces the saved one: an id keeps (and updates) its address, the rest go.
    const kept = await post(
      '/api/user/me',
      {
        customer: {
          email: 'profile@example.nl',
          firstname: 'Evi',
          lastname: 'Bakker',
          addresses: [{ ...address, id: rotterdam?.id, city: 'Schiedam' }],
        },
      },
      token,
    )
    const after = (kept.json() as { result: { addresses: Array<{ id: number; city: string }> } })
      .result.addresses
    expect(after).toEqual([expect.objectContaining({ id: rotterdam?.id, city: 'Schiedam' })])
    expect(((await me(token)).json() as { result: { firstname: string } }).result.firstname).toBe(
      'Evi',
    )
  })

  it('refuses any field besides the four, and another customer’s address', async () => {
    await signUp('strict@example.nl')
    await confirmFromMail(app, 'strict@example.nl')
    const token = await tokenOf('strict@example.nl')
    const extra = await post(
      '/api/user/me',
      { customer: { email: 'strict@example.nl', firstname: 'Eva', lastname: 'B', group_id: 4 } },
      token,
    )
    expect(extra.statusCode).toBe(400)
    expect(extra.json()).toMatchObject({ errors: [{ field: 'body.customer.group_id' }] })

    await signUp('other-owner@example.nl')
    await confirmFromMail(app, 'other-owner@example.nl')
    const otherToken = await tokenOf('other-owner@example.nl')
    const otherSaved = await post(
      '/api/user/me',
      {
        customer: {
          email: 'other-owner@example.nl',
          firstname: 'Oto',
          lastname: 'O',
          addresses: [address],
        },
      },
      otherToken,
    )
    const otherId = (
      otherSaved.json() as { result: { id: number; addresses: Array<{ id: number }> } }
    ).result
    for (const foreign of [{ id: otherId.addresses[0]?.id }, { customer_id: otherId.id }]) {
      const response = await post(
        '/api/user/me',
        {
          customer: {
            email: 'strict@example.nl',
            firstname: 'Eva',
            lastname: 'B',
            addresses: [{ ...address, ...foreign }],
          },
        },
        token,
      )
      expect(response.json()).toEqual({ code: 403, result: FOREIGN_ADDRESS_MESSAGE })
    }
    const untouched = (await me(otherToken)).json() as { result: { addresses: unknown[] } }
    expect(untouched.result.addresses).toHaveLength(1)
  })

  it('logs the customer out on a new e-mail until the new address is confirmed', async () => {
    await signUp('old-address@example.nl')
    await confirmFromMail(app, 'old-address@example.nl')
    const login = (await logIn('old-address@example.nl')).json() as {
      result: string
      meta: { refreshToken: string }
    }
    const changed = await post(
      '/api/user/me',
      { customer: { email: 'new-address@example.nl', firstname: 'Eva', lastname: 'de Vries' } },
      login.result,
    )
    expect(changed.json()).toMatchObject({
      code: 200,
      result: { email: 'new-address@example.nl' },
      meta: { loggedOut: true },
    })
    expect((await me(login.result)).statusCode).toBe(401)
    expect(
      (await post('/api/user/refresh', { refreshToken: login.meta.refreshToken })).statusCode,
    ).toBe(401)
    expect((await logIn('new-address@example.nl')).json()).toEqual({
      code: 401,
      result: ACCOUNT_NOT_CONFIRMED_MESSAGE,
    })
    expect((await logIn('old-address@example.nl')).statusCode).toBe(401)

    const mail = await readLatestMail(app, 'new-address@example.nl', 'email-change')
    expect(mail.subject).toBe('Confirm your new e-mail address')
    await confirmFromMail(app, 'new-address@example.nl')
    expect((await logIn('new-address@example.nl')).statusCode).toBe(200)
  })

  it('refuses an e-mail another account has', async () => {
    await signUp('first-owner@example.nl')
    await signUp('second-owner@example.nl')
    await confirmFromMail(app, 'second-owner@example.nl')
    const token = await tokenOf('second-owner@example.nl')
    const response = await post(
      '/api/user/me',
      { customer: { email: 'FIRST-owner@example.nl', firstname: 'Eva', lastname: 'de Vries' } },
      token,
    )
    expect(response.json()).toMatchObject({ code: 400, errors: [{ field: 'body.customer.email' }] })
    expect((await me(token)).statusCode).toBe(200)
  })
})
