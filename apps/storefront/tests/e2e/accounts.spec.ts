// Accounts as a new customer meets them (spec 001 §2, §4, §5, §8; 000 §4), in en, nl and de: register,
// confirm from the mail, log in, change the name and an address, change the password, log out and
// in again, ask for a reset, follow the mail's link and set a new password; the forms' own checks;
// a guest order with 'create account' seen in /my-account/orders with its detail.
import { expect, test } from '@playwright/test'
import {
  accountLabels,
  confirmFromMail,
  createCustomer,
  logIn,
  logOut,
  register,
} from './account-helpers'
import { readMailLink } from './mail-helpers'
import {
  choosePaymentAndReview,
  fillPersonalDetails,
  fillShipping,
  labels,
  PASSWORD,
  uniqueEmail,
} from './checkout-helpers'
import { findProduct } from './layout-helpers'
import { gotoInteractive } from './page-helpers'

const NEW_PASSWORD = 'Vitrine2027?'
const RESET_PASSWORD = 'Reset-2028x'

for (const [language, text] of Object.entries(accountLabels)) {
  test(`a new customer registers, confirms, changes name, address and password, logs out and resets the password (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail(`account-${language}`)
    await register(page, text, { firstName: 'Anna', lastName: 'Jansen', email, password: PASSWORD })
    await confirmFromMail(page, request, text, email)
    await logIn(page, text, email, PASSWORD)
    // spec 000 §7: the login event reaches the data layer of the page login led to.
    await expect
      .poll(() => page.evaluate(() => window.dataLayer ?? []))
      .toContainEqual({ event: 'login', method: 'password' })
    // spec 001 §2: the account icon leads a logged-in customer to /my-account (D123).
    await gotoInteractive(page, text.prefix || '/')
    await page.getByRole('banner').getByRole('link', { name: text.account }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.myAccount })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Anna', { exact: true })).toBeVisible()

    await main.getByRole('link', { name: text.editProfile }).click()
    const profile = page.getByRole('dialog', { name: text.editProfile })
    await profile.getByLabel(text.firstName).fill('Annemarie')
    await profile.getByRole('button', { name: text.save }).click()
    await expect(main.getByRole('status')).toHaveText(text.updated)
    await expect(main.getByText('Annemarie', { exact: true })).toBeVisible()

    await main.getByRole('link', { name: text.addAddress }).click()
    const address = page.getByRole('dialog', { name: text.addAddress })
    await address.getByLabel(text.firstName).fill('Annemarie')
    await address.getByLabel(text.lastName).fill('Jansen')
    await address.getByLabel(text.street).fill('Keizersgracht')
    await address.getByLabel(text.houseNumber).fill('12')
    await address.getByLabel(text.postcode).fill('1015 CJ')
    await address.getByLabel(text.city).fill('Amsterdam')
    await address.getByRole('button', { name: text.save }).click()
    await expect(main.getByRole('status')).toHaveText(text.updated)
    await expect(main.getByText(/Keizersgracht 12/)).toBeVisible()

    await main.getByRole('link', { name: text.changePassword }).click()
    const password = page.getByRole('dialog', { name: text.changePassword })
    await password.getByLabel(text.currentPassword).fill(PASSWORD)
    await password.getByLabel(text.newPassword).fill('short')
    await password.getByLabel(text.repeatPassword).fill('other')
    await password.getByRole('button', { name: text.save }).click()
    await expect(password.getByText(text.passwordLength)).toBeVisible()
    await expect(password.getByText(text.passwordsIdentical)).toBeVisible()
    await password.getByLabel(text.newPassword).fill(NEW_PASSWORD)
    await password.getByLabel(text.repeatPassword).fill(NEW_PASSWORD)
    await password.getByRole('button', { name: text.save }).click()
    await expect(main.getByRole('status')).toHaveText(text.passwordChanged)

    await logOut(page, text)
    await gotoInteractive(page, `${text.prefix}/my-account`)
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/login$`))
    await logIn(page, text, email, NEW_PASSWORD)
    await logOut(page, text)

    await page.getByRole('main').getByRole('link', { name: text.forgot }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeVisible()
    await page.getByRole('main').getByLabel(text.email).fill(email)
    await page.getByRole('main').getByRole('button', { name: text.submitForgot }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(text.resetSent)
    await gotoInteractive(page, await readMailLink(request, email, '/reset-password'))
    await page.getByRole('main').getByLabel(text.newPassword).fill(RESET_PASSWORD)
    await page.getByRole('main').getByLabel(text.repeatPassword).fill(RESET_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: text.submitReset }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.resetDone)
    await logIn(page, text, email, RESET_PASSWORD)
  })
}

test('a wrong password keeps the e-mail typed and says the sign-in was incorrect', async ({
  page,
}) => {
  const text = accountLabels.en
  await gotoInteractive(page, '/login')
  const main = page.getByRole('main')
  await main.getByLabel(text.email).fill('nobody@example.com')
  await main.getByLabel(text.password, { exact: true }).fill('Wrong-password-1')
  await main.getByRole('button', { name: text.submitLogin }).click()
  await expect(main.getByRole('alert')).toHaveText(text.loginFailed)
  await expect(main.getByLabel(text.email)).toHaveValue('nobody@example.com')
})

test('five wrong passwords in a row for one e-mail are rate limited', async ({ page, request }) => {
  const text = accountLabels.en
  const customer = await createCustomer(request, 'rate-limit')
  await gotoInteractive(page, '/login')
  const main = page.getByRole('main')
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await main.getByLabel(text.email).fill(customer.email)
    await main.getByLabel(text.password, { exact: true }).fill(`Wrong-password-${attempt}`)
    // Each attempt waits for its own answer (the alert reads the same every time).
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/login'),
    )
    await main.getByRole('button', { name: text.submitLogin }).click()
    expect((await answered).status()).toBe(401)
    await expect(main.getByRole('alert')).toHaveText(text.loginFailed)
  }
  await main.getByLabel(text.password, { exact: true }).fill(customer.password)
  await main.getByRole('button', { name: text.submitLogin }).click()
  await expect(main.getByRole('alert')).toHaveText(text.tooManyAttempts)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('registering checks the form on the server and keeps what was typed', async ({ page }) => {
    const text = accountLabels.nl
    await page.goto('/nl/login?mode=register')
    const main = page.getByRole('main')
    await main.getByLabel(text.firstName).fill('Piet')
    await main.getByLabel(text.lastName).fill('de Vries')
    await main.getByLabel(text.email).fill('piet@example.com')
    await main.getByLabel(text.password, { exact: true }).fill('abc')
    await main.getByLabel(text.repeatPassword).fill('abd')
    await main.getByRole('button', { name: text.submitRegister }).click()
    await expect(main.getByText(text.passwordLength)).toBeVisible()
    await expect(main.getByText(text.passwordsIdentical)).toBeVisible()
    await expect(main.getByLabel(text.firstName)).toHaveValue('Piet')
    await expect(main.getByLabel(text.email)).toHaveValue('piet@example.com')
  })

  test('a common password is refused by the server with a Dutch message (D221)', async ({
    page,
  }) => {
    const text = accountLabels.nl
    await page.goto('/nl/login?mode=register')
    const main = page.getByRole('main')
    await main.getByLabel(text.firstName).fill('Piet')
    await main.getByLabel(text.lastName).fill('de Vries')
    await main.getByLabel(text.email).fill(uniqueEmail('common-password'))
    await main.getByLabel(text.password, { exact: true }).fill('Password1')
    await main.getByLabel(text.repeatPassword).fill('Password1')
    await main.getByRole('button', { name: text.submitRegister }).click()
    await expect(
      main.getByText(
        'Dit wachtwoord komt te vaak voor of is te makkelijk te raden. Kies een ander wachtwoord.',
      ),
    ).toBeVisible()
  })
})

test('a guest order with create account shows up in the order history with its detail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  // Not the cap other journeys count the stock of: a simple product of the seed.
  const product = await findProduct(request, '', 'simple')
  await gotoInteractive(page, product.path)
  await page.getByRole('button', { name: labels.en.addToCart }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: labels.en.cart }),
  ).toHaveAccessibleName(/[1-9]/)
  await gotoInteractive(page, '/checkout')
  const shopper = {
    firstName: 'Olga',
    lastName: 'Order',
    email: uniqueEmail('account-order'),
    password: PASSWORD,
  }
  await fillPersonalDetails(page, shopper)
  await fillShipping(page, shopper)
  await choosePaymentAndReview(page)
  await page.getByRole('checkbox', { name: labels.en.terms }).check()
  await page.getByRole('button', { name: labels.en.placeOrder }).click()
  const number = page.getByText(labels.en.orderNumber)
  await expect(number).toBeVisible()
  const orderNumber = /(\d+)$/.exec((await number.textContent()) ?? '')?.[1] ?? ''

  await confirmFromMail(page, request, accountLabels.en, shopper.email)
  await logIn(page, accountLabels.en, shopper.email, shopper.password)
  await page.getByRole('link', { name: accountLabels.en.orders }).click()
  await page.getByRole('link', { name: `View order ${orderNumber}` }).click()
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible()
  await expect(page.getByRole('cell', { name: product.name })).toBeVisible()
})
