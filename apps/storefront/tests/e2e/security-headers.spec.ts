import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// D183: every page forbids framing and sniffing, and runs under a Content-Security-Policy that
// allows its own inline scripts by hash; a form post from another site is refused.
test('pages carry the security headers and run without a CSP violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  for (const path of ['/', '/nl/dames/kleding', '/p/CAP-0005/washed-dad-cap-135', '/checkout']) {
    const response = await page.goto(path)
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    await expect(page.getByRole('banner')).toBeVisible()
  }
  // The page is interactive: the client scripts ran under the policy.
  await gotoInteractive(page, '/p/CAP-0005/washed-dad-cap-135')
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()
  expect(violations).toEqual([])
})

test('a form post from another site is refused', async ({ request }) => {
  const response = await request.post('/checkout', {
    headers: {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'step=shipping',
  })
  expect(response.status()).toBe(403)
})
