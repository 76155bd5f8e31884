// The delivery add-ons as a shopper meets them in checkout (spec 000 §2 "service points" modal,
// §3, §4, §7; 001 §4, §8), on the embedded defaults: a DHL service point for a Dutch postcode
// chosen in the picker and carried to the order, a packstation that asks for the postnumber
// (cancelling deselects it), and the Dutch postcode lookup filling the address or offering
// manual input, and the international lookup suggesting a Belgian address.
import { expect, test, type Page } from '@playwright/test'
import {
  addBlackCap,
  choosePaymentAndReview,
  fillPersonalDetails,
  labels,
  uniqueEmail,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

const text = labels.en

async function startShipping(page: Page, emailPrefix: string) {
  await addBlackCap(page)
  await gotoInteractive(page, '/checkout')
  await fillPersonalDetails(page, {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: uniqueEmail(emailPrefix),
  })
  await expect(page.getByRole('radio').first()).toBeVisible()
}

async function fillDutchAddress(page: Page, zipCode: string) {
  const main = page.getByRole('main')
  await main.getByLabel(text.street).fill('Damrak')
  await main.getByLabel(text.houseNumber).fill('1')
  await main.getByLabel(text.zipCode).fill(zipCode)
  await main.getByLabel(text.city).fill('Amsterdam')
}

test('a shopper picks a DHL service point for a Dutch postcode and sees it on the order', async ({
  page,
}) => {
  await startShipping(page, 'servicepoint')
  await fillDutchAddress(page, '1012 AB')
  await page.getByRole('radio', { name: /Service point/ }).check()
  await page.getByRole('button', { name: 'Choose a service point' }).click()

  const picker = page.getByRole('dialog', { name: 'Service points near 1012 AB' })
  const shop = picker.getByRole('listitem').filter({ hasText: 'Tabakszaak De Dam' })
  await expect(shop).toContainText('Damstraat 12, 1012JS Amsterdam')
  await expect(shop.getByRole('definition').first()).toHaveText('09:00–18:00')
  await expect(shop).toContainText('Sunday')
  await shop.getByRole('button', { name: 'Choose Tabakszaak De Dam' }).click()
  await expect(picker).toBeHidden()

  const chosen = 'Pickup point: Tabakszaak De Dam, Damstraat 12, 1012JS Amsterdam'
  await expect(page.getByText(chosen)).toBeVisible()
  await page.getByRole('button', { name: text.toPayment }).click()
  await choosePaymentAndReview(page)
  await expect(page.getByText(chosen)).toBeVisible()
  await page.getByRole('checkbox', { name: text.terms }).check()
  await page.getByRole('button', { name: text.placeOrder }).click()

  await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible()
  await expect(page.getByRole('status').getByText(/Your order number:/)).toBeVisible()
  await expect(page.getByText(chosen)).toBeVisible()
})

test('a packstation asks for the postnumber, and cancelling deselects it', async ({ page }) => {
  await startShipping(page, 'packstation')
  const main = page.getByRole('main')
  await main.getByLabel(text.country).selectOption('DE')
  await main.getByLabel(text.street).fill('Invalidenstraße')
  await main.getByLabel(text.houseNumber).fill('117')
  await main.getByLabel(text.zipCode).fill('10115')
  await main.getByLabel(text.city).fill('Berlin')
  await page.getByRole('radio', { name: /Service point/ }).check()

  await page.getByRole('button', { name: 'Choose a service point' }).click()
  const picker = page.getByRole('dialog', { name: 'Service points near 10115' })
  await picker.getByRole('button', { name: 'Choose Packstation 101' }).click()
  const postnumber = picker.getByRole('textbox', { name: 'DHL postnumber' })
  await expect(postnumber).toBeFocused()
  await picker.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('No pickup point chosen yet.')).toBeVisible()
  await picker.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: text.toPayment }).click()
  await expect(page.getByText('Please choose a service point.')).toBeVisible()

  await page.getByRole('button', { name: 'Choose a service point' }).click()
  await picker.getByRole('button', { name: 'Choose Packstation 101' }).click()
  await postnumber.fill('12')
  await picker.getByRole('button', { name: 'Use this packstation' }).click()
  await expect(picker.getByText('A postnumber has 6 to 10 digits.')).toBeVisible()
  await postnumber.fill('12345678')
  await picker.getByRole('button', { name: 'Use this packstation' }).click()
  await expect(picker).toBeHidden()
  await expect(
    page.getByText(
      'Pickup point: Packstation 101, Invalidenstraße 117, 10115 Berlin (postnumber 12345678)',
    ),
  ).toBeVisible()

  // spec 000 §4: pickup shipping deactivates when the method leaves the list (no DHL points in
  // France), and the point does not come back with it.
  await main.getByLabel(text.country).selectOption('FR')
  await expect(page.getByRole('radio', { name: /Flat Rate/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Service point/ })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Pickup point' })).toHaveCount(0)
  await main.getByLabel(text.country).selectOption('DE')
  await page.getByRole('radio', { name: /Service point/ }).check()
  await expect(page.getByText('No pickup point chosen yet.')).toBeVisible()
})

test('the Dutch postcode lookup fills the address, and a wrong postcode offers manual input', async ({
  page,
}) => {
  await startShipping(page, 'postcode')
  const main = page.getByRole('main')
  await main.getByLabel(text.zipCode).fill('1012 ab')
  await main.getByLabel(text.houseNumber).fill('1')
  await page.getByRole('button', { name: 'Find address' }).click()
  await expect(main.getByLabel(text.street)).toHaveValue('Damrak')
  await expect(main.getByLabel(text.city)).toHaveValue('Amsterdam')
  await expect(main.getByLabel(text.zipCode)).toHaveValue('1012AB')

  await main.getByLabel(text.zipCode).fill('9999 ZZ')
  await page.getByRole('button', { name: 'Find address' }).click()
  const notFound = page.getByRole('alert').filter({ hasText: "Address hasn't been found." })
  await expect(notFound).toHaveText("Address hasn't been found. Click here to fill manually.")
  await notFound.getByRole('button', { name: 'here' }).click()
  await expect(page.getByRole('button', { name: 'Find address' })).toBeHidden()
  await expect(main.getByLabel(text.street)).toBeFocused()
})

test('a Belgian address is found from suggestions: a street narrows them, an address fills the form', async ({
  page,
}) => {
  await startShipping(page, 'postcode-abroad')
  const main = page.getByRole('main')
  await main.getByLabel(text.country).selectOption('BE')
  await main.getByLabel(text.street).fill('Meir')
  await page.getByRole('button', { name: 'Find address' }).click()
  const suggestions = main.getByRole('list', { name: 'Suggested addresses' })
  await suggestions.getByRole('button', { name: /^Meir 2000 Antwerpen$/ }).click()
  await main.getByLabel(text.houseNumber).fill('77')
  await page.getByRole('button', { name: 'Find address' }).click()
  await suggestions.getByRole('button', { name: /^Meir 77 2000 Antwerpen$/ }).click()
  await expect(main.getByLabel(text.street)).toHaveValue('Meir')
  await expect(main.getByLabel(text.houseNumber)).toHaveValue('77')
  await expect(main.getByLabel(text.zipCode)).toHaveValue('2000')
  await expect(main.getByLabel(text.city)).toHaveValue('Antwerpen')
  await expect(main.getByRole('status').filter({ hasText: 'Address found' })).toHaveText(
    'Address found: Meir 77, Antwerpen',
  )
  await expect(suggestions).toBeHidden()
})
