// The account's newsletter page as a logged-in customer meets it (spec 001 §2 /my-account/newsletter,
// §4 "Logged-in users get the email prefilled and status checked. Unsubscribe is skipped if not
// subscribed.", §5, §8; D162, D168, D222), in the English and the Dutch store view: the status says
// the customer is not subscribed, the full box has their e-mail, subscribing asks to confirm by
// mail and leaves the status unsubscribed, the mail's link confirms with the spec's success text,
// then the status is subscribed (also after a reload), unsubscribing brings the box back.
import { expect, test } from '@playwright/test'
import { accountLabels, createCustomer, logIn } from './account-helpers'
import { readMailLink } from './mail-helpers'
import { gotoInteractive } from './page-helpers'

const views = [
  {
    labels: accountLabels.en,
    title: 'Newsletter',
    email: 'E-mail address',
    privacy: 'I agree to the privacy policy',
    signMeUp: 'Sign me up',
    confirmSent:
      'Almost done: please confirm your subscription with the link we sent to your e-mail.',
    confirm: 'Confirm my subscription',
    subscribed: 'You have been successfully subscribed to our newsletter!',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You have been unsubscribed from our newsletter.',
    statusOn: (email: string) => `${email} is subscribed to our newsletter.`,
    statusOff: (email: string) => `${email} is not subscribed to our newsletter.`,
  },
  {
    labels: accountLabels.nl,
    title: 'Nieuwsbrief',
    email: 'E-mailadres',
    privacy: 'Ik ga akkoord met het privacybeleid',
    signMeUp: 'Schrijf me in',
    confirmSent:
      'Bijna klaar: bevestig je inschrijving met de link die we naar je e-mail hebben gestuurd.',
    confirm: 'Mijn inschrijving bevestigen',
    subscribed: 'Je bent succesvol ingeschreven voor onze nieuwsbrief!',
    unsubscribe: 'Uitschrijven',
    unsubscribed: 'Je bent uitgeschreven voor onze nieuwsbrief.',
    statusOn: (email: string) => `${email} is ingeschreven voor onze nieuwsbrief.`,
    statusOff: (email: string) => `${email} is niet ingeschreven voor onze nieuwsbrief.`,
  },
]

for (const view of views) {
  test(`a customer subscribes and unsubscribes on the account's newsletter page (${view.labels.prefix || '/'})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    const customer = await createCustomer(
      request,
      `account-newsletter${view.labels.prefix.replace('/', '-')}`,
    )
    await logIn(page, view.labels, customer.email, customer.password)

    await gotoInteractive(page, `${view.labels.prefix}/my-account/newsletter`)
    const main = page.getByRole('main')
    const block = main.getByRole('region', { name: view.title })
    await expect(block.getByText(view.statusOff(customer.email))).toBeVisible()
    await expect(block.getByRole('button', { name: view.unsubscribe })).toHaveCount(0)
    // spec 001 §4: the customer's e-mail is prefilled; the button waits for the privacy box.
    await expect(block.getByLabel(view.email)).toHaveValue(customer.email)
    await expect(block.getByRole('button', { name: view.signMeUp })).toBeDisabled()
    await block.getByRole('checkbox', { name: view.privacy }).check()
    await block.getByRole('button', { name: view.signMeUp }).click()
    await expect(page.getByText(view.confirmSent)).toBeVisible()
    await expect(block.getByText(view.statusOff(customer.email))).toBeVisible()

    // D222: the mail's link, in the store view's language, confirms the subscription.
    const link = await readMailLink(request, customer.email, '/newsletter/confirm')
    expect(link.startsWith(`${view.labels.prefix}/newsletter/confirm?`)).toBe(true)
    await gotoInteractive(page, link)
    await page.getByRole('button', { name: view.confirm }).click()
    await expect(page.getByText(view.subscribed)).toBeVisible()

    await gotoInteractive(page, `${view.labels.prefix}/my-account/newsletter`)
    await expect(block.getByText(view.statusOn(customer.email))).toBeVisible()
    await expect(block.getByRole('button', { name: view.signMeUp })).toHaveCount(0)
    await block.getByRole('button', { name: view.unsubscribe }).click()
    await expect(page.getByText(view.unsubscribed)).toBeVisible()
    await expect(block.getByText(view.statusOff(customer.email))).toBeVisible()

    await page.reload()
    await expect(block.getByText(view.statusOff(customer.email))).toBeVisible()
    await expect(block.getByRole('button', { name: view.signMeUp })).toBeVisible()
  })
}
