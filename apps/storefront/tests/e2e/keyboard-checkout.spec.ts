// Checkout with the keyboard alone (WCAG 2.1.1; 001 §2): in the German store view a shopper
// chooses a colour, adds the cap, opens the mini-cart (Escape closes it and focus returns to the
// cart button), goes to checkout and fills in every step, reaching each control with Tab or
// Shift+Tab and acting with Space or Enter, to the order number. No click, no focus set by script.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { messagesDeDe as t } from '../../app/lib/i18n/messages-de-de'
import { CAP, uniqueEmail } from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

test.use({ viewport: { width: 1440, height: 900 } })

/** Presses `key` until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

test('a shopper buys a cap in /de with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000)
  await gotoInteractive(page, `/de${CAP}`)
  const black = page.getByRole('group', { name: 'Farbe' }).getByRole('button', { name: 'Schwarz' })
  await tabTo(page, black)
  await page.keyboard.press('Space')
  await expect(black).toHaveAttribute('aria-pressed', 'true')
  await tabTo(page, page.getByRole('button', { name: t['product.addToCart'] }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(t['cart.productAdded'])).toBeVisible()

  // The mini-cart: opened with Enter, closed with Escape, focus back on its button.
  const cartButton = page.getByRole('button', { name: 'Warenkorb, 1 Artikel' })
  await tabTo(page, cartButton, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const miniCart = page.getByRole('dialog', { name: t['microcart.title'] })
  await expect(miniCart).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(miniCart).toBeHidden()
  await expect(cartButton).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, miniCart.getByRole('link', { name: t['microcart.goToCheckout'] }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/checkout$/)

  const main = page.getByRole('main')
  await typeInto(page, main.getByLabel(t['checkout.firstName']), 'Jonas')
  await typeInto(page, main.getByLabel(t['checkout.lastName']), 'Becker')
  await typeInto(page, main.getByLabel(t['checkout.email']), uniqueEmail('keyboard-de'))
  await tabTo(page, page.getByRole('button', { name: t['checkout.continueToShipping'] }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('radio').first()).toBeChecked()
  await typeInto(page, main.getByLabel(t['checkout.firstName']), 'Jonas')
  await typeInto(page, main.getByLabel(t['checkout.lastName']), 'Becker')
  await typeInto(page, main.getByLabel(t['checkout.streetAddress']), 'Unter den Linden')
  await typeInto(page, main.getByLabel(t['checkout.apartmentNumber']), '1')
  await typeInto(page, main.getByLabel(t['checkout.zipCode']), '10117')
  await typeInto(page, main.getByLabel(t['checkout.city']), 'Berlin')
  await tabTo(page, page.getByRole('button', { name: t['checkout.continueToPayment'] }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('radio').first()).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: t['checkout.continueToReview'] }))
  await page.keyboard.press('Enter')

  const terms = page.getByRole('checkbox', { name: t['checkout.acceptTerms'] })
  await tabTo(page, terms)
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: t['checkout.placeOrder'] }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: t['checkout.thankYou'] })).toBeVisible()
  await expect(page.getByRole('status').getByText(/^Ihre Bestellnummer: \d+$/)).toBeVisible()
})
