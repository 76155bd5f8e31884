// The newsletter's captcha with Google reCAPTCHA configured (spec 001 §4 "Recaptcha is run before
// subscribing"; D168, D172). This file runs a shop of its own: a BFF with RECAPTCHA_SECRET whose
// siteverify is a local server of this test, and a storefront with STOREFRONT_RECAPTCHA_SITE_KEY.
// Google's script is the network edge of a third-party service: the browser is served a small
// grecaptcha from its address (page.route). The journey checks that the script loads on the first
// subscription, not with the page, that the page's CSP lets it run, and that the token the
// grecaptcha gave reaches the BFF, which has Google (here the local siteverify) check it. The same
// shop checks the login form past an account's captcha ceiling (D220, D225): the second try asks
// Google for a `login` token before it is sent.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PASSWORD, uniqueEmail } from './checkout-helpers'
import { confirmAtBff } from './mail-helpers'

const SITE_KEY = '6LcVitrineJourneySiteKey'
const SECRET = 'journey-recaptcha-secret'
const GOOGLE_TOKEN = 'token-from-google-journey'
// D222: a subscription waits for the mail's confirmation link.
const CONFIRM_SENT =
  'Almost done: please confirm your subscription with the link we sent to your e-mail.'
const CAPTCHA_REFUSED = 'The captcha could not be verified. Please try again.'
const storefrontDir = fileURLToPath(new URL('../../', import.meta.url))

/** What reaches the local siteverify: one form (secret, response, remoteip) per check. */
const verified: URLSearchParams[] = []
let siteverify: Server
const processes: ChildProcess[] = []
let shopUrl = ''
let bffUrl = ''

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** A port the system has free now (for the servers this file starts). */
async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: storefrontDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    // The seed's progress lines stay out of the report; errors show.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  processes.push(child)
  return child
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // Google's siteverify as the BFF's reCAPTCHA adapter calls it: success for our token only.
  siteverify = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      verified.push(form)
      const success = form.get('secret') === SECRET && form.get('response') === GOOGLE_TOKEN
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          success
            ? { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      )
    })
  })
  const siteverifyPort = await listen(siteverify)
  const [bffPort, shopPort] = [await freePort(), await freePort()]
  shopUrl = `http://127.0.0.1:${shopPort}`
  bffUrl = `http://127.0.0.1:${bffPort}`
  const bff = start('tests/e2e/start-seeded-bff.mjs', {
    BFF_PORT: String(bffPort),
    // the outbox confirms the login journey's account (D216: loopback only)
    LOCAL_DEV_ROUTES: 'true',
    RECAPTCHA_SECRET: SECRET,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/recaptcha/api/siteverify`,
    STOREFRONT_PUBLIC_URL: shopUrl,
  })
  await waitFor(`http://127.0.0.1:${bffPort}/healthz`, bff)
  const shop = start('server/index.js', {
    STOREFRONT_PORT: String(shopPort),
    BFF_URL: `http://127.0.0.1:${bffPort}`,
    STOREFRONT_RECAPTCHA_SITE_KEY: SITE_KEY,
  })
  await waitFor(`${shopUrl}/`, shop)
})

test.afterAll(async () => {
  for (const child of processes.reverse()) {
    if (child.exitCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await new Promise((resolve) => siteverify?.close(resolve))
})

/** Serves a small grecaptcha from Google's address; counts the loads and the executions. */
async function fakeGoogle(page: Page) {
  const loads: string[] = []
  await page.route('https://www.google.com/recaptcha/api.js**', async (route) => {
    loads.push(route.request().url())
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { setTimeout(callback, 0) },
        execute: function (siteKey, options) {
          window.recaptchaCalls = (window.recaptchaCalls || []).concat([[siteKey, options.action]])
          console.log('grecaptcha.execute ' + siteKey + ' ' + options.action)
          return Promise.resolve(${JSON.stringify(GOOGLE_TOKEN)})
        },
      }`,
    })
  })
  return loads
}

test('the footer’s subscription loads Google’s captcha on use and its token is checked by the BFF', async ({
  page,
}) => {
  const loads = await fakeGoogle(page)
  const email = uniqueEmail('recaptcha')
  const response = await page.goto(`${shopUrl}/`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
  expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)

  const footer = page.getByRole('contentinfo')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(footer.getByLabel('E-mail address')).toBeEnabled()
  await footer.getByLabel('E-mail address').fill(email)
  await footer.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
  // Nothing of Google's came with the page.
  expect(loads).toEqual([])
  await footer.getByRole('button', { name: 'Ok' }).click()

  await expect(page.getByText(CONFIRM_SENT)).toBeVisible()
  expect(loads).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`])
  expect(
    await page.evaluate(() => (window as { recaptchaCalls?: unknown }).recaptchaCalls),
  ).toEqual([[SITE_KEY, 'newsletter']])
  const checks = verified.filter((form) => form.get('response') === GOOGLE_TOKEN)
  expect(checks).toHaveLength(1)
  expect(checks[0]?.get('secret')).toBe(SECRET)
})

test('a token Google does not confirm is refused and nobody is subscribed', async ({ page }) => {
  await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { callback() },
        execute: function () { return Promise.resolve('a-token-google-never-gave') },
      }`,
    }),
  )
  await page.goto(`${shopUrl}/`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const footer = page.getByRole('contentinfo')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(footer.getByLabel('E-mail address')).toBeEnabled()
  await footer.getByLabel('E-mail address').fill(uniqueEmail('recaptcha-refused'))
  await footer.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
  await footer.getByRole('button', { name: 'Ok' }).click()
  // The BFF's refusal (D168), shown as the notification of a failed subscription.
  await expect(page.getByText(CAPTCHA_REFUSED)).toBeVisible()
  expect(verified.some((form) => form.get('response') === 'a-token-google-never-gave')).toBe(true)
  await expect(page.getByText(CONFIRM_SENT)).toHaveCount(0)
})

/** A confirmed account of this file's shop whose login has failed from 20 addresses (D220). */
async function accountPastItsCeiling(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('recaptcha-login')
  const created = await request.post(`${bffUrl}/api/user/create`, {
    data: { customer: { email, firstname: 'Rik', lastname: 'Robot' }, password: PASSWORD },
  })
  expect(created.status()).toBe(200)
  await confirmAtBff(request, email, bffUrl)
  for (let attempt = 1; ; attempt += 1) {
    expect(attempt).toBeLessThanOrEqual(30)
    const answer = await request.post(`${bffUrl}/api/user/login`, {
      data: { username: email, password: 'Not-the-password-7' },
      headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
    })
    if (answer.status() === 400) return email
    expect(answer.status()).toBe(401)
  }
}

test('past the account’s ceiling the login asks Google for a token and the owner gets in', async ({
  page,
  request,
}) => {
  const email = await accountPastItsCeiling(request)
  const loads = await fakeGoogle(page)
  await page.goto(`${shopUrl}/login`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill(email)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Log in' }).click()
  await expect(main.getByRole('alert')).toHaveText(
    'Many failed attempts were made on this account. To confirm that you are not a robot, log in once more.',
  )
  // Asked, not before: Google's script comes with the next submit.
  expect(loads).toEqual([])
  const googleChecks = () => verified.filter((form) => form.get('response') === GOOGLE_TOKEN)
  const checksBefore = googleChecks().length
  const actions: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('grecaptcha.execute ')) actions.push(message.text())
  })
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  expect(loads).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`])
  expect(actions).toEqual([`grecaptcha.execute ${SITE_KEY} login`])
  expect(googleChecks()).toHaveLength(checksBefore + 1)
})
