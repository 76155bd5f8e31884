// Browser journeys against the production build: the BFF and the storefront are started on test
// ports, and Debian's Chromium drives them (never a downloaded browser).
import { defineConfig } from '@playwright/test'
import { ADMIN_TOKEN } from './tests/e2e/admin-helpers'
import { ALLOWED_ADDRESSES, MAINTENANCE_FLAG_FILE } from './tests/e2e/maintenance-flag'

// E2E_BFF_PORT / E2E_STOREFRONT_PORT let two checkouts on one machine run their journeys at once.
const BFF_PORT = Number(process.env.E2E_BFF_PORT ?? 4100)
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100)

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Two workers, two browsers and both servers share CI's two cores; a shopper-visible answer
  // (a notice after a click that first loads the cart's code) may take longer than Playwright's
  // 5 s default there. A notice lives 5 s once shown, so a longer wait cannot hide a lost one.
  expect: { timeout: 10_000 },
  // A whole journey (a purchase, a return) took up to 27 s of Playwright's default 30 on a machine
  // three times slower than most; the expectations' own limits above are what a shopper waits.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${STOREFRONT_PORT}`,
    // The newsletter pop-up opens 5 s after a fourth page view (001 §4, §9), over whatever a
    // journey is doing then: journeys start as a visitor who has seen it, except the pop-up's
    // own (newsletter.spec.ts starts without the cookie).
    storageState: {
      cookies: [
        {
          name: 'vs-newsletter-popup',
          value: 'shown',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Generates and imports the default seed catalogue into a temporary DATA_DIR first.
      command: 'node tests/e2e/start-seeded-bff.mjs',
      url: `http://127.0.0.1:${BFF_PORT}/healthz`,
      // The journeys read the shop's mails from the outbox (GET /api/dev/outbox, D107); the mails'
      // links lead to the storefront under test.
      env: {
        BFF_PORT: String(BFF_PORT),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // As `pnpm start` runs it (D216, D217): the outbox and the test gateway, on loopback.
        LOCAL_DEV_ROUTES: 'true',
        PAYMENT_PROVIDER: 'test-gateway',
        // Every journey comes from 127.0.0.1: the per-IP budget is one shop's, not one shopper's
        // (the per-e-mail limit, which the account journeys test, stays as configured).
        AUTH_RATE_LIMIT_IP_MAX: '600',
        COUPON_RATE_LIMIT_MAX: '600',
        REVIEW_RATE_LIMIT_MAX: '600',
        // The operator's routes, with which the review journey approves what a shopper wrote.
        ADMIN_TOKEN,
        STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${STOREFRONT_PORT}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'node server/index.js',
      url: `http://127.0.0.1:${STOREFRONT_PORT}/`,
      env: {
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(STOREFRONT_PORT),
        BFF_URL: `http://127.0.0.1:${BFF_PORT}`,
        STOREFRONT_MAINTENANCE_FILE: MAINTENANCE_FLAG_FILE,
        STOREFRONT_MAINTENANCE_ALLOW_IPS: ALLOWED_ADDRESSES.join(','),
        STOREFRONT_TRUSTED_PROXY_HOPS: '1',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
