// The newsletter as a new visitor meets it (spec 001 §2 footer, §4, §5, §8, §9; D162, D168, D222):
// subscribe from the footer's box and read "check your mail", confirm on the page the outbox
// mail's link opens, read the success text with the 10 % code and its mail in the outbox,
// subscribe again and read the warning; the pop-up opens after the fourth page view (one run at
// 390 px) and a checkout page is never counted.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { BFF_URL, CAP, uniqueEmail } from './checkout-helpers'
import { readMailLink } from './mail-helpers'
import { gotoInteractive } from './page-helpers'

const CONFIRM_SENT =
  'Almost done: please confirm your subscription with the link we sent to your e-mail.'
const SUBSCRIBED = 'You have been successfully subscribed to our newsletter!'
const ALREADY = 'You are already subscribed to the newsletter.'
const COOKIE = 'vs-newsletter-popup'

// A new visitor: without the pop-up cookie the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } })

async function subscribeFromFooter(page: Page, email: string) {
  const footer = page.getByRole('contentinfo')
  // The footer's code loads when it comes near the viewport; its fields work from then (D126).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(footer.getByLabel('E-mail address')).toBeEnabled()
  await footer.getByLabel('E-mail address').fill(email)
  await footer.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
  await footer.getByRole('button', { name: 'Ok' }).click()
}

async function popupCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value
}

/** A page view the counter sees: the page, then an interaction (the counter loads on it). */
async function viewPage(page: Page, path: string) {
  await gotoInteractive(page, path)
  await page.keyboard.press('Shift')
}

test('subscribing from the footer mails a link; confirming shows and mails the coupon; subscribing again warns', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newsletter')
  await gotoInteractive(page, '/')
  await subscribeFromFooter(page, email)
  await expect(page.getByText(CONFIRM_SENT)).toBeVisible()

  // The mail's link opens the confirmation page; only its button subscribes.
  const link = await readMailLink(request, email, '/newsletter/confirm')
  // A link whose key was changed is refused, and subscribes nothing.
  await gotoInteractive(page, link.replace(/key=[^&]+/, 'key=not-the-mailed-key'))
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is not valid or has expired. Please subscribe again.',
  )
  await gotoInteractive(page, link)
  await expect(
    page.getByRole('heading', { name: 'Confirm your newsletter subscription' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByText(SUBSCRIBED)).toBeVisible()
  await expect(page.getByText(/Your 10% discount code: NEWS-[0-9A-F]{12}\./)).toBeVisible()
  // The same link once more: done already, no second code.
  await gotoInteractive(page, link)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByText('Your subscription is confirmed already.')).toBeVisible()

  await expect(async () => {
    const outbox = await request.get(`${BFF_URL}/api/dev/outbox`, { params: { to: email } })
    const mails = ((await outbox.json()) as { result: Array<{ kind: string; text: string }> })
      .result
    const mail = mails.find((candidate) => candidate.kind === 'newsletter-coupon')
    expect(mail?.text).toMatch(/NEWS-[0-9A-F]{12}/)
    expect(mail?.text).toContain('/newsletter/unsubscribe?')
  }).toPass()

  await subscribeFromFooter(page, email)
  await expect(page.getByText(ALREADY)).toBeVisible()
})

test.describe('the pop-up at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens after the fourth page view and is not shown again', async ({ page, context }) => {
    const paths = ['/', CAP, '/login', '/guest-return']
    for (const [index, path] of paths.entries()) {
      await viewPage(page, path)
      await expect.poll(() => popupCookie(context)).toBe(String(index + 1))
    }
    const popup = page.getByRole('dialog', { name: 'Newsletter' })
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Sign me up' })).toBeDisabled()
    expect(await popupCookie(context)).toBe('shown')
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
  })
})

test('a checkout page is never counted', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: COOKIE, value: '2', url: baseURL ?? '' }])
  const counter = page.waitForResponse((answer) =>
    /newsletter-popup-counter[^/]*\.js$/.test(new URL(answer.url()).pathname),
  )
  await viewPage(page, '/checkout-return')
  await counter
  // The next page outside checkout is the third view, not the fourth: no pop-up is due yet.
  await viewPage(page, '/')
  await expect.poll(() => popupCookie(context)).toBe('3')
})
