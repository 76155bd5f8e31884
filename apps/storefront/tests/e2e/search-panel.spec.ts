// The header's search panel (spec 001 §2, §4, §5, §9): real searches from 3 characters, 18 per
// page with 'see more', an empty state, in English and Dutch.
import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

test('search "cap" from the header panel, see more, open a result', async ({ page }) => {
  await gotoInteractive(page, '/')
  await page.getByRole('button', { name: 'Search' }).click()
  const panel = page.getByRole('dialog', { name: 'Search for products' })
  await panel.getByRole('searchbox', { name: 'Search term' }).fill('cap')
  const results = panel.getByRole('region', { name: 'Search results' })
  await expect(results.getByRole('article')).toHaveCount(18)
  await expect(results.getByRole('heading', { name: /Cap/ }).first()).toBeVisible()
  await results.getByRole('button', { name: 'See more' }).click()
  await expect(results.getByRole('article')).toHaveCount(36)

  const first = results.getByRole('article').first().getByRole('link').first()
  const href = await first.getAttribute('href')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(panel).toBeHidden()
})

test('a search without results says so', async ({ page }) => {
  await gotoInteractive(page, '/')
  await page.getByRole('button', { name: 'Search' }).click()
  const panel = page.getByRole('dialog', { name: 'Search for products' })
  await panel.getByRole('searchbox', { name: 'Search term' }).fill('zzzqqqxxx')
  await expect(panel.getByText('No results were found.')).toBeVisible()
})

test('the Dutch search panel searches with translated texts', async ({ page }) => {
  await gotoInteractive(page, '/nl')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  const panel = page.getByRole('dialog', { name: 'Zoek naar producten' })
  await panel.getByRole('searchbox', { name: 'Zoekterm' }).fill('cap')
  const results = panel.getByRole('region', { name: 'Zoekresultaten' })
  await expect(results.getByRole('article')).toHaveCount(18)
  await expect(results.getByRole('button', { name: 'Meer bekijken' })).toBeVisible()
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/nl\/p\//)
})

test.describe('without JavaScript (D233)', () => {
  test.use({ javaScriptEnabled: false })

  test("the header's search control opens the results page: too short, results, see more", async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\??$/)
    const form = page.getByRole('search')
    await form.getByRole('searchbox', { name: 'Search term' }).fill('ca')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(
      page.getByText('Searched term should consist of at least 3 characters.'),
    ).toBeVisible()

    await form.getByRole('searchbox', { name: 'Search term' }).fill('cap')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=cap$/)
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByRole('article')).toHaveCount(18)
    await results.getByRole('link', { name: 'See more' }).click()
    await expect(page).toHaveURL(/\/search\?q=cap&page=2$/)
    await expect(results.getByRole('article')).toHaveCount(36)
    await expect(form.getByRole('searchbox', { name: 'Search term' })).toHaveValue('cap')
  })

  test('the German results page on a phone, and one without results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/de')
    // the phone's bottom navigation
    await page
      .getByRole('navigation', { name: 'Schnellzugriff' })
      .getByRole('button', { name: 'Suche' })
      .click()
    await expect(page).toHaveURL(/\/de\/search\??$/)
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('zzzqqqxxx')
    await page.getByRole('search').getByRole('button', { name: 'Suche' }).click()
    await expect(page.getByText('Es wurden keine Ergebnisse gefunden.')).toBeVisible()
  })
})
