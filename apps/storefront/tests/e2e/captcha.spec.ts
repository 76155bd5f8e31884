// The captcha the BFF asks for past an account's or an order's ceiling of failures from all
// addresses (D220), as the owner meets it (D225): the storefront says why, and the next submit
// carries a captcha (the local test token here, no site key configured), so the right password or
// the right last name still gets through, with and without JavaScript, while the same submit
// without a captcha is refused.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { accountLabels, createCustomer } from './account-helpers'
import { BFF_URL, placeGuestOrderAtBff } from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

const CAPTCHA_REQUIRED =
  'Too many failed attempts for this account. Please confirm that you are not a robot.'

/**
 * Fails `url` from one new address after another, as many attackers would, until the BFF asks for
 * a captcha (AUTH_RATE_LIMIT_ACCOUNT_CAPTCHA_AFTER failures of one account, 20 by default).
 */
async function failFromEverywhere(
  request: APIRequestContext,
  url: string,
  body: object,
  failure: number,
) {
  const run = Math.floor(Math.random() * 200) + 1
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const answer = await request.post(`${BFF_URL}${url}`, {
      data: body,
      headers: { 'x-forwarded-for': `198.${run}.${attempt}.7` },
    })
    if (answer.status() === 400) {
      expect(((await answer.json()) as { result: unknown }).result).toBe(CAPTCHA_REQUIRED)
      return
    }
    expect(answer.status()).toBe(failure)
  }
  throw new Error(`${url} never asked for a captcha`)
}

function failLogins(request: APIRequestContext, email: string) {
  return failFromEverywhere(
    request,
    '/api/user/login',
    { username: email, password: 'Not-the-password-7' },
    401,
  )
}

test('the owner logs in past the account’s captcha ceiling after being told why', async ({
  page,
  request,
}) => {
  const text = accountLabels.en
  const customer = await createCustomer(request, 'captcha-login')
  await failLogins(request, customer.email)

  await gotoInteractive(page, '/login')
  const main = page.getByRole('main')
  await main.getByLabel(text.email).fill(customer.email)
  await main.getByLabel(text.password, { exact: true }).fill(customer.password)
  await main.getByRole('button', { name: text.submitLogin }).click()
  await expect(main.getByRole('alert')).toHaveText(
    'Many failed attempts were made on this account. To confirm that you are not a robot, log in once more.',
  )
  await expect(main.getByLabel(text.email)).toHaveValue(customer.email)
  await main.getByLabel(text.password, { exact: true }).fill(customer.password)
  await main.getByRole('button', { name: text.submitLogin }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByRole('heading', { level: 1, name: text.myAccount })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the owner logs in past the captcha ceiling in the German store', async ({
    page,
    request,
  }) => {
    const text = accountLabels.de
    const customer = await createCustomer(request, 'captcha-login-de')
    await failLogins(request, customer.email)

    await page.goto('/de/login')
    const main = page.getByRole('main')
    await main.getByLabel(text.email).fill(customer.email)
    await main.getByLabel(text.password, { exact: true }).fill(customer.password)
    await main.getByRole('button', { name: text.submitLogin }).click()
    await expect(main.getByRole('alert')).toHaveText(
      'Für dieses Konto gab es viele fehlgeschlagene Versuche. Melden Sie sich noch einmal an, um zu bestätigen, dass Sie kein Roboter sind.',
    )
    await main.getByLabel(text.password, { exact: true }).fill(customer.password)
    await main.getByRole('button', { name: text.submitLogin }).click()
    await expect(page).toHaveURL(/\/de\/my-account$/)
  })

  test('a guest finds the order and requests a return past the order’s captcha ceiling', async ({
    page,
    request,
  }) => {
    const orderNumber = await placeGuestOrderAtBff(request, 'HAT-0002-57', 'Captcha-Gast')
    await failFromEverywhere(
      request,
      '/api/returns/guest-order',
      { orderId: orderNumber, lastName: 'Somebody Else' },
      404,
    )

    await page.goto('/nl/guest-return')
    const main = page.getByRole('main')
    await main.getByLabel('Bestelnummer').fill(orderNumber)
    await main.getByLabel('Achternaam op de bestelling').fill('Captcha-Gast')
    await main.getByRole('button', { name: 'Mijn bestelling zoeken' }).click()
    await expect(main.getByRole('alert')).toHaveText(
      'Deze bestelling is vaak zonder succes gezocht. Verstuur het formulier nog een keer om te bevestigen dat je geen robot bent.',
    )
    await main.getByRole('button', { name: 'Mijn bestelling zoeken' }).click()
    await main.getByLabel(/^Aantal om te retourneren/).selectOption('1')
    await main.getByLabel('Reden van retour').selectOption({ index: 1 })
    await main.getByRole('button', { name: 'Retour aanvragen' }).click()
    await expect(main.getByRole('status')).toContainText('We hebben je retouraanvraag')
  })
})
