// A shopper on a 390 px phone in the Dutch shop buys a dress from the menu to the order number
// (spec 001 §2 mobile menu and header, §9 mobile layout up to 1,023 px; 000 §2 checkout), and the
// page never scrolls sideways on the way (D87).
import { expect, test, type Page } from '@playwright/test'
import {
  choosePaymentAndReview,
  fillPersonalDetails,
  fillShipping,
  labels,
  uniqueEmail,
} from './checkout-helpers'
import { gotoInteractive } from './page-helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** The page is no wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0)
}

test('from the menu to the order number on a phone, in Dutch, without sideways scrolling', async ({
  page,
}) => {
  // A whole purchase, from the menu through checkout: over 30 s on a slow machine.
  test.setTimeout(90_000)
  const nl = labels.nl
  await gotoInteractive(page, '/nl/')
  await expectNoSidewaysScroll(page)

  // The mobile menu: a top-level item opens its layer, a sub-category its own, then its page.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('button', { name: 'Dames' }).click()
  await menu.getByRole('button', { name: 'Kleding' }).click()
  await menu.getByRole('link', { name: 'Alle Kleding bekijken' }).click()
  await expect(page).toHaveURL(/\/nl\/dames\/kleding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kleding' })).toBeVisible()
  await expect(menu).toBeHidden()
  await expectNoSidewaysScroll(page)

  // Filters fold behind a button on phones (D88).
  await page.getByRole('button', { name: 'Filters' }).click()
  const filters = page.getByRole('region', { name: 'Filters' })
  const red = filters.getByRole('group', { name: 'Kleur' }).getByRole('checkbox', { name: 'Rood' })
  // The box follows the URL: it shows checked once the filtered listing has loaded.
  await red.click()
  await expect(page).toHaveURL(/\?.+/)
  await expect(red).toBeChecked()
  const products = page.getByRole('region', { name: 'Producten' })
  await expectNoSidewaysScroll(page)
  await products.getByRole('link', { name: 'Zomerse slip dress' }).first().click()

  await expect(page.getByRole('heading', { level: 1, name: /^Zomerse slip dress/ })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.getByRole('group', { name: 'Kleur' }).getByRole('button', { name: 'Rood' }).click()
  await page.getByRole('combobox', { name: 'Maat' }).selectOption({ label: 'L' })
  await page.getByRole('button', { name: nl.addToCart }).click()
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Winkelwagen, 1 / })
  await expect(cartButton).toBeVisible()

  // The cart opens from the header while the add-to-cart notice is still showing (D92).
  await cartButton.click()
  const miniCart = page.getByRole('dialog', { name: nl.miniCart })
  await expect(miniCart.getByText('Zomerse slip dress')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await miniCart.getByRole('link', { name: 'Ga naar afrekenen' }).click()

  await expect(page).toHaveURL(/\/nl\/checkout$/)
  await expectNoSidewaysScroll(page)
  const summary = page.getByRole('complementary')
  await summary.getByRole('textbox', { name: nl.couponLabel }).fill('WELCOME10')
  await summary.getByRole('button', { name: nl.couponApply }).click()
  await expect(summary.getByRole('list', { name: 'Toegepaste kortingscodes' })).toContainText(
    'WELCOME10',
  )
  await expect(summary.getByText(nl.discount, { exact: true })).toBeVisible()

  const shopper = { firstName: 'Sanne', lastName: 'de Vries', email: uniqueEmail('phone') }
  await fillPersonalDetails(page, shopper, nl)
  await expectNoSidewaysScroll(page)
  await fillShipping(page, shopper, nl)
  await expectNoSidewaysScroll(page)
  await choosePaymentAndReview(page, nl)
  await expectNoSidewaysScroll(page)
  await page.getByRole('checkbox', { name: nl.terms }).check()
  await page.getByRole('button', { name: nl.placeOrder }).click()

  await expect(page.getByRole('heading', { name: nl.thankYou })).toBeVisible()
  await expect(page.getByText(nl.orderNumber)).toBeVisible()
  await expectNoSidewaysScroll(page)
})
