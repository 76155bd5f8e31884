import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

test.describe('the mini-cart', () => {
  test.beforeEach(async ({ page }) => {
    await gotoInteractive(page, '/')
  })

  test('opens from the header and closes with its close button', async ({ page }) => {
    await page.getByRole('button', { name: 'Cart, 0 items' }).click()
    const cart = page.getByRole('dialog', { name: 'Your Order' })
    await expect(cart).toBeVisible()
    await expect(cart.getByText('Your shopping cart is empty.')).toBeVisible()
    await cart.getByRole('button', { name: 'Close' }).click()
    await expect(cart).toBeHidden()
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeFocused()
  })

  test('closes with Escape', async ({ page }) => {
    await page.getByRole('button', { name: 'Cart, 0 items' }).click()
    await expect(page.getByRole('dialog', { name: 'Your Order' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Your Order' })).toBeHidden()
  })

  test('closes with a click on the overlay', async ({ page }) => {
    await page.getByRole('button', { name: 'Cart, 0 items' }).click()
    // The overlay covers the page left of the panel.
    await page
      .getByRole('button', { name: 'Close the panel' })
      .click({ position: { x: 20, y: 300 } })
    await expect(page.getByRole('dialog', { name: 'Your Order' })).toBeHidden()
  })
})

test('the search panel asks for at least 3 characters', async ({ page }) => {
  await gotoInteractive(page, '/')
  await page.getByRole('button', { name: 'Search' }).click()
  const panel = page.getByRole('dialog', { name: 'Search for products' })
  const field = panel.getByRole('searchbox', { name: 'Search term' })
  await expect(field).toHaveAttribute('placeholder', 'Type what you are looking for...')
  await field.fill('ca')
  await expect(
    panel.getByText('Searched term should consist of at least 3 characters.'),
  ).toBeVisible()
  await field.fill('cap')
  await expect(
    panel.getByText('Searched term should consist of at least 3 characters.'),
  ).toBeHidden()
})

test('the footer offers the newsletter with a privacy policy link', async ({ page }) => {
  await gotoInteractive(page, '/')
  // The footer's code loads as it comes near the viewport (D126), as the shopper scrolls to it;
  // the footer is then rendered again, so the window scrolls rather than a footer element.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toBeEnabled()
  await expect(footer.getByRole('heading', { name: 'NEWSLETTER' })).toBeVisible()
  await expect(
    footer.getByText('Subscribe to our newsletter and get 10% discount off your next order'),
  ).toBeVisible()
  await expect(footer.getByRole('button', { name: 'Ok' })).toBeDisabled()
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill('anna@example')
  await footer.getByRole('textbox', { name: 'E-mail address' }).blur()
  await expect(footer.getByText('Please provide a valid e-mail address.')).toBeVisible()
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill('anna@example.com')
  await footer.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
  await expect(footer.getByRole('button', { name: 'Ok' })).toBeEnabled()
  await expect(footer.getByRole('link', { name: 'Privacy policy' }).first()).toHaveAttribute(
    'href',
    '/support/privacy-policy',
  )
  await expect(footer.getByRole('link', { name: /Instagram|Facebook|Pinterest/ })).toHaveCount(3)
})

test('going offline shows the offline badge', async ({ page, context }) => {
  await gotoInteractive(page, '/')
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
  await context.setOffline(true)
  await expect(
    page.getByText('You are offline. Some features might not be available.'),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(
    page.getByText('You are offline. Some features might not be available.'),
  ).toBeHidden()
})
