import { expect, test } from '@playwright/test'

// spec 000 §2, 001 §2: any other path is the not-found page in the minimal layout.
for (const path of ['/no-such-page', '/nl/c/no/such/category', '/default']) {
  test(`an unknown path (${path}) answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/nl') ? '404 Pagina niet gevonden' : '404 Page Not Found',
    )
    // The minimal layout: no shop header icons.
    await expect(page.getByRole('button', { name: /cart|winkelwagen/i })).toHaveCount(0)
  })
}

test('the not-found page explains itself in English', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(
    page.getByText("Unfortunately we can't find the page you are looking for."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible()
})

test('/error shows the internal server error page', async ({ page }) => {
  const response = await page.goto('/error')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error 500')
})

// spec 001 §4: with maintenance off, /maintenance goes to the home page (the page itself:
// maintenance-and-language.spec.ts).
test('/maintenance without maintenance goes to the home page', async ({ page }) => {
  await page.goto('/maintenance')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible()
})

// D181: addresses and bodies no page can take are the caller's mistake (4xx), never a 500.
test('an over-long product, category or dispatched path answers 404', async ({ request }) => {
  for (const path of [
    `/p/${'S'.repeat(501)}/slug`,
    `/p/DRS-0001/${'s'.repeat(501)}`,
    `/nl/c/${'c'.repeat(501)}`,
    `/${'w'.repeat(2100)}`,
  ]) {
    expect((await request.get(path)).status(), path.slice(0, 20)).toBe(404)
  }
})

test('a checkout post with a JSON body answers 415', async ({ request }) => {
  const response = await request.post('/checkout', { data: { step: 'shipping' } })
  expect(response.status()).toBe(415)
})
