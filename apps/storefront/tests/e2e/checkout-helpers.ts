// Page helpers for the checkout journeys: a cap into the cart, the four steps filled in, and the
// BFF read back (the BFF of the browser tests listens on 127.0.0.1:4100 unless E2E_BFF_PORT says otherwise).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

export const BFF_URL = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 4100}`

// The seed's washed dad cap: colours Black (116 in stock) and Pink, one size.
export const CAP = '/p/CAP-0005/washed-dad-cap-135'

export const labels = {
  en: {
    colour: 'Colour',
    black: 'Black',
    addToCart: 'Add to cart',
    cart: /^Cart, \d+ items$/,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    createAccount: 'I want to create an account',
    password: 'Password',
    repeatPassword: 'Repeat password',
    toShipping: 'Continue to shipping',
    street: 'Street name',
    houseNumber: 'House/Apartment number',
    zipCode: 'Zip-code',
    city: 'City',
    country: 'Country',
    toPayment: 'Continue to payment',
    toReview: 'Go review the order',
    terms: 'I agree to the terms and conditions',
    placeOrder: 'Place the order',
    thankYou: 'Thank you for your order!',
    orderNumber: /^Your order number: (\d+)$/,
    grandTotal: 'Grand total',
    tax: 'Tax',
    shipping: 'Shipping',
    discount: 'Discount',
    couponLabel: 'Discount codes',
    couponApply: 'Apply',
    miniCart: 'Your Order',
  },
  nl: {
    colour: 'Kleur',
    black: 'Zwart',
    addToCart: 'In winkelwagen',
    cart: /^Winkelwagen, \d+ artikelen$/,
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    createAccount: 'Ik wil een account aanmaken',
    password: 'Wachtwoord',
    repeatPassword: 'Herhaal wachtwoord',
    toShipping: 'Verder naar verzending',
    street: 'Straatnaam',
    houseNumber: 'Huisnummer',
    zipCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    toPayment: 'Verder naar betaling',
    toReview: 'Verder naar controle',
    terms: 'Ik ga akkoord met de algemene voorwaarden',
    placeOrder: 'Bestelling plaatsen',
    thankYou: 'Bedankt voor je bestelling!',
    orderNumber: /^Je bestelnummer: (\d+)$/,
    grandTotal: 'Totaal',
    tax: 'Btw',
    shipping: 'Verzending',
    discount: 'Korting',
    couponLabel: 'Kortingscodes',
    couponApply: 'Toepassen',
    miniCart: 'Jouw bestelling',
  },
} as const

export type Labels = (typeof labels)[keyof typeof labels]

/** A unique shopper e-mail per test (the tests share one BFF). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

export const PASSWORD = 'Vitrine2026!'

export async function addBlackCap(page: Page, prefix = '', text: Labels = labels.en) {
  await gotoInteractive(page, `${prefix}${CAP}`)
  await page
    .getByRole('group', { name: text.colour })
    .getByRole('button', { name: text.black })
    .click()
  await page.getByRole('button', { name: text.addToCart }).click()
  await expect(page.getByRole('button', { name: text.cart })).toHaveAccessibleName(/[1-9]/)
}

export async function applyCoupon(page: Page, code: string, text: Labels = labels.en) {
  await page.getByRole('button', { name: text.cart }).click()
  const cart = page.getByRole('dialog', { name: text.miniCart })
  await cart.getByRole('textbox', { name: text.couponLabel }).fill(code)
  await cart.getByRole('button', { name: text.couponApply }).click()
  await expect(cart.getByRole('listitem').filter({ hasText: code })).toBeVisible()
}

export interface Shopper {
  firstName: string
  lastName: string
  email: string
  password?: string
}

export async function fillPersonalDetails(page: Page, shopper: Shopper, text: Labels = labels.en) {
  await page.getByRole('main').getByLabel(text.firstName).fill(shopper.firstName)
  await page.getByRole('main').getByLabel(text.lastName).fill(shopper.lastName)
  await page.getByRole('main').getByLabel(text.email).fill(shopper.email)
  if (shopper.password) {
    await page.getByRole('checkbox', { name: text.createAccount }).check()
    await page.getByRole('main').getByLabel(text.password, { exact: true }).fill(shopper.password)
    await page.getByRole('main').getByLabel(text.repeatPassword).fill(shopper.password)
  }
  await page.getByRole('button', { name: text.toShipping }).click()
}

export async function fillShipping(page: Page, shopper: Shopper, text: Labels = labels.en) {
  await expect(page.getByRole('radio').first()).toBeVisible()
  await page.getByRole('main').getByLabel(text.firstName).fill(shopper.firstName)
  await page.getByRole('main').getByLabel(text.lastName).fill(shopper.lastName)
  await page.getByRole('main').getByLabel(text.street).fill('Keizersgracht')
  await page.getByRole('main').getByLabel(text.houseNumber).fill('12')
  await page.getByRole('main').getByLabel(text.zipCode).fill('1015 CJ')
  await page.getByRole('main').getByLabel(text.city).fill('Amsterdam')
  await page.getByRole('button', { name: text.toPayment }).click()
}

export async function choosePaymentAndReview(page: Page, text: Labels = labels.en) {
  await expect(page.getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: text.toReview }).click()
  await expect(page.getByRole('button', { name: text.placeOrder })).toBeVisible()
}

/**
 * A shopper with a black cap in the cart, an account to be created and every step filled in, at
 * the review with the terms accepted: ready to place the order. Returns the shopper.
 */
export async function reachOrderReview(
  page: Page,
  names: { firstName: string; lastName: string; emailPrefix: string },
): Promise<Required<Shopper>> {
  await addBlackCap(page)
  await gotoInteractive(page, '/checkout')
  const shopper = {
    firstName: names.firstName,
    lastName: names.lastName,
    email: uniqueEmail(names.emailPrefix),
    password: PASSWORD,
  }
  await fillPersonalDetails(page, shopper)
  await fillShipping(page, shopper)
  await choosePaymentAndReview(page)
  await page.getByRole('checkbox', { name: labels.en.terms }).check()
  return shopper
}

/** Reads a total of the order summary, in cents. */
export async function readSummaryCents(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('complementary')
    .locator(`dt:text-is("${label}") + dd`)
    .textContent()
  const digits = (text ?? '').replace(/[^\d]/g, '')
  return Number(digits)
}

/**
 * Confirms an account created at checkout with the key of its newest mail in the BFF's outbox
 * (the order confirmation carries the link, spec 001 §6; D105): an account logs in only then.
 */
export async function confirmAccountFromMail(request: APIRequestContext, email: string) {
  const outbox = await request.get(
    `${BFF_URL}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=10`,
  )
  expect(outbox.status()).toBe(200)
  const mails = ((await outbox.json()) as { result: Array<{ text: string }> }).result
  const link = mails
    .map((mail) => /https?:\/\/\S+\/confirm-account\?\S+/.exec(mail.text)?.[0])
    .find((found) => found !== undefined)
  expect(link, `a confirmation link in a mail to ${email}`).toBeDefined()
  const key = new URL(link ?? '').searchParams.get('key')
  const activated = await request.put(`${BFF_URL}/api/user/activate`, {
    data: { customerEmail: email, confirmationKey: key },
  })
  // A second call finds the key used: the account was confirmed by the first.
  expect([200, 400]).toContain(activated.status())
}

/** The orders of a customer, read back from the BFF (GET /api/user/order-history). */
export async function countCustomerOrders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  await confirmAccountFromMail(request, email)
  const login = await request.post(`${BFF_URL}/api/user/login`, {
    data: { username: email, password },
  })
  expect(login.status()).toBe(200)
  const token = ((await login.json()) as { result: string }).result
  const history = await request.get(
    `${BFF_URL}/api/user/order-history?token=${encodeURIComponent(token)}`,
  )
  expect(history.status()).toBe(200)
  return ((await history.json()) as { result: { total_count: number } }).result.total_count
}

/** Counts the order posts the page sends to the shop. */
export function countOrderPosts(page: Page): { readonly count: number } {
  const counter = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/order')) {
      counter.count++
    }
  })
  return counter
}

/**
 * A guest's order of one unit of `sku` through the BFF (flat-rate shipping, check / money order),
 * as another shopper's browser would place it; its order number.
 */
export async function placeGuestOrderAtBff(
  request: APIRequestContext,
  sku: string,
  lastname = 'de Boer',
): Promise<string> {
  const created = await request.post(`${BFF_URL}/api/cart/create`)
  const cartId = ((await created.json()) as { result: string }).result
  const added = await request.post(`${BFF_URL}/api/cart/update?cartId=${cartId}`, {
    data: { cartItem: { sku, qty: 1, quoteId: cartId } },
  })
  expect(added.status()).toBe(200)
  const address = {
    firstname: 'Sam',
    lastname,
    street: ['Prinsengracht', '3'],
    city: 'Amsterdam',
    postcode: '1015 DK',
    country_id: 'NL',
    email: 'sam.de.boer@example.com',
  }
  const ordered = await request.post(`${BFF_URL}/api/order`, {
    data: {
      user_id: '',
      cart_id: cartId,
      products: [{ sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    },
  })
  expect(ordered.status()).toBe(200)
  return ((await ordered.json()) as { result: { orderNumber: string } }).result.orderNumber
}
