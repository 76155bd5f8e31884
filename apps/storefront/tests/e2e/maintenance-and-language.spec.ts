import { rmSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { MAINTENANCE_FLAG_FILE } from './maintenance-flag'
import { gotoInteractive } from './page-helpers'

// spec 001 §4 (D186): the maintenance gate and the language auto-detection.
test.describe('a browser set to Dutch', () => {
  test.use({ locale: 'nl-NL' })

  test('lands on /nl, and stays in English once it chose English', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/nl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await gotoInteractive(page, '/nl')
    await page
      .getByRole('button', { name: /taal|land|language/i })
      .first()
      .click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await page.goto('/')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
  })
})

test.describe('maintenance', () => {
  test.afterEach(() => rmSync(MAINTENANCE_FLAG_FILE, { force: true }))

  test('sends a visitor to /maintenance and back, and lets an allow-listed address through', async ({
    page,
    request,
  }) => {
    writeFileSync(MAINTENANCE_FLAG_FILE, '')
    await expect
      .poll(async () => (await (await request.get('/check-maintenance')).json()) as unknown)
      .toEqual({ enabled: true })
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.5' })
    // The storefront runs several workers; each reads the flag at most once a second, so the one
    // that answers a page may lag the one that answered the check by up to a second.
    await expect(async () => {
      await page.goto('/nl/dames/kleding')
      await expect(page).toHaveURL(/\/nl\/maintenance\?from=%2Fnl%2Fdames%2Fkleding$/, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The maintenance layout: no shop footer (spec 001 §2).
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const allowed = await request.get('/nl/dames/kleding', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
      maxRedirects: 0,
    })
    expect(allowed.status()).toBe(200)

    rmSync(MAINTENANCE_FLAG_FILE)
    await expect
      .poll(async () => (await (await request.get('/check-maintenance')).json()) as unknown)
      .toEqual({ enabled: false })
    await expect(async () => {
      await page.reload()
      await expect(page).toHaveURL(/\/nl\/dames\/kleding$/, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
