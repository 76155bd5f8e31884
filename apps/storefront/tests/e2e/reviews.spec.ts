// Product reviews (spec 000 §2 "Modal dialogs: review"; D230, D231): a customer writes a review in
// the modal, the form says what is missing, the review waits for the shop's approval and then shows
// under the product; without JavaScript, on a phone, in Dutch, the same form opens in the page and
// its post is thanked for, while the unapproved text is shown nowhere.
import { expect, test } from '@playwright/test'
import { accountLabels, createCustomer, logIn } from './account-helpers'
import { approveReview } from './admin-helpers'
import { gotoInteractive } from './page-helpers'

const HAT = '/p/HAT-0003/classic-panama-hat-390'
const EAR_CUFF_NL = '/nl/p/EAR-0004/mini-ear-cuff-151'

test('a customer reviews a hat in the modal; once approved it shows under the product', async ({
  page,
  request,
}) => {
  const { email, password } = await createCustomer(request, 'review')
  await logIn(page, accountLabels.en, email, password)
  await gotoInteractive(page, HAT)
  const reviews = page.getByRole('region', { name: /^Reviews \(\d+\)$/ })
  const write = reviews.getByRole('link', { name: 'Write a review' })
  await write.click()

  const dialog = page.getByRole('dialog', { name: 'Write a review' })
  await expect(dialog.getByText('Your review of Classic Panama Hat')).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog.getByText('Field is required')).toHaveCount(3)
  await expect(dialog.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true')

  const title = `Keeps the sun off ${Date.now()}`
  await dialog.getByLabel('Nickname').fill('Lou')
  await dialog.getByLabel('Summary').fill(title)
  await dialog.getByLabel('Review').fill('Light straw, a good fit.\nWorn all summer.')
  await expect(dialog.getByText('Field is required')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you for your review. It will be shown once the shop has approved it.',
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(write).toBeFocused()

  // Pending: not shown.
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)

  await approveReview(request, title)
  // A logged-in customer's pages are rendered afresh (never from the page cache, D31).
  await page.reload()
  const review = page.getByRole('article', { name: title })
  await expect(review).toBeVisible()
  await expect(review.getByText(/^By Lou on /)).toBeVisible()
  await expect(review.getByText('Worn all summer.', { exact: false })).toBeVisible()
})

test.describe('without JavaScript, on a phone, in Dutch', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the review form opens in the page, says what is missing, and thanks', async ({ page }) => {
    await page.goto(EAR_CUFF_NL)
    const reviews = page.getByRole('region', { name: /^Beoordelingen \(\d+\)$/ })
    await reviews.getByRole('link', { name: 'Schrijf een beoordeling' }).click()
    await expect(page).toHaveURL(/\?review=write#write-review$/)

    const form = page.getByRole('region', { name: 'Schrijf een beoordeling' })
    await expect(form.getByText('Jouw beoordeling van Mini ear cuff')).toBeVisible()
    const title = `Klein maar fijn ${Date.now()}`
    await form.getByLabel('Bijnaam').fill('Sanne')
    await form.getByLabel('Samenvatting').fill(title)
    await form.getByRole('button', { name: 'Beoordeling versturen' }).click()
    // The server checked the form: the missing review is named, what was typed is kept.
    await expect(form.getByText('Dit veld is verplicht')).toHaveCount(1)
    await expect(form.getByLabel('Beoordeling', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(form.getByLabel('Bijnaam')).toHaveValue('Sanne')
    await expect(form.getByLabel('Samenvatting')).toHaveValue(title)

    await form.getByLabel('Beoordeling', { exact: true }).fill('Past precies, glanst mooi.')
    await form.getByRole('button', { name: 'Beoordeling versturen' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Bedankt voor je beoordeling. Ze wordt getoond zodra de winkel haar heeft goedgekeurd.',
    )
    // Waiting for approval: shown nowhere yet.
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  })
})
