// Browsing a category (spec 000 §2, §4 "Catalogue list", §9): the grid, filters by size and
// price pushed to the URL, the four sorts, 'load more' with page size 50, in English and Dutch.
import { expect, test } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

// The default seed's women/clothing category holds 79 listed products.
const CLOTHING = '/c/clothing-4'

/** The first amount of a price line (the special price when there is one), in cents. */
function readCents(text: string): number {
  const match = /(\d+)[.,](\d{2})/.exec(text)
  return match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN
}

test('browse a category: grid, breadcrumbs, load more', async ({ page }) => {
  await gotoInteractive(page, CLOTHING)
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/c/women-3')
  const products = page.getByRole('region', { name: 'Products' })
  await expect(products.getByRole('article')).toHaveCount(50)
  await expect(products.getByText('50 of 79 products')).toBeVisible()
  const picture = products.getByRole('article').first().locator('img').first()
  await expect(picture).toHaveAttribute('src', /^\/img\/360\/640\/resize\//)
  await expect(picture).toHaveAttribute('srcset', /786w/)

  await products.getByRole('link', { name: 'Load more' }).click()
  await expect(products.getByRole('article')).toHaveCount(79)
  await expect(products.getByText('79 of 79 products')).toBeVisible()
  await expect(products.getByRole('link', { name: 'Load more' })).toBeHidden()
})

test('filter by size and price, sort, and reset', async ({ page }) => {
  await gotoInteractive(page, CLOTHING)
  const filters = page.getByRole('region', { name: 'Filters' })
  // Each choice navigates; the box shows checked once the route changes.
  const sizeM = filters.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'M' })
  await sizeM.click()
  await expect(page).toHaveURL(/\?size=5021$/)
  await expect(sizeM).toBeChecked()
  const cheap = filters.getByRole('checkbox', { name: '€0.00 - €50.00' })
  await cheap.click()
  await expect(cheap).toBeChecked()
  await expect(page).toHaveURL(/size=5021&price=0-50/)
  const products = page.getByRole('region', { name: 'Products' })
  await expect(products.getByText('32 of 32 products')).toBeVisible()

  await products
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price low to high' })
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(products.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc')
  // The sorted list replaces the one shown before: its 32 prices, lowest first (read until the
  // new list is there, within the expect time-out).
  const readShownCents = async () =>
    (
      await products
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''))
    ).map(readCents)
  await expect
    .poll(async () => {
      const cents = await readShownCents()
      return cents.length === 32 && cents.every((value, i) => i === 0 || cents[i - 1]! <= value)
    })
    .toBe(true)
  expect(Math.max(...(await readShownCents()))).toBeLessThan(5000 + 1)

  // Going back undoes the sort: each choice pushed its own route.
  await page.goBack()
  await expect(page).toHaveURL(/size=5021&price=0-50$/)

  await filters.getByRole('link', { name: 'Reset filters' }).click()
  await expect(page).toHaveURL(new RegExp(`${CLOTHING}$`))
  await expect(products.getByText('50 of 79 products')).toBeVisible()
})

test('an unknown category is the not-found page', async ({ page }) => {
  const response = await page.goto('/c/no-such-category-999')
  expect(response?.status()).toBe(404)
})

test('the Dutch store shows the category with translated filters and sorts', async ({ page }) => {
  // the English slug moves to the Dutch catalogue's own (D83)
  await gotoInteractive(page, `/nl${CLOTHING}`)
  await expect(page).toHaveURL(/\/nl\/c\/kleding-4$/)
  const filters = page.getByRole('region', { name: 'Filters' })
  await expect(filters.getByRole('group', { name: 'Maat' })).toBeVisible()
  await expect(filters.getByRole('group', { name: 'Prijs' })).toBeVisible()
  const products = page.getByRole('region', { name: 'Producten' })
  await expect(products.getByRole('combobox', { name: 'Sorteer op' })).toBeVisible()
  await expect(products.getByText('50 van 79 producten')).toBeVisible()
  await products.getByRole('link', { name: 'Meer laden' }).click()
  await expect(products.getByRole('article')).toHaveCount(79)
  await expect(
    page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Dames' }),
  ).toHaveAttribute('href', '/nl/c/dames-3')
})

test.describe('without JavaScript (D234)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('filter with the Apply button, sort with its own, reset with the link, on a phone in Dutch', async ({
    page,
  }) => {
    await page.goto('/nl/c/kleding-4')
    const filters = page.getByRole('region', { name: 'Filters' })
    const size = filters.getByRole('group', { name: 'Maat' })
    await size.getByRole('checkbox', { name: 'M', exact: true }).check()
    await size.getByRole('checkbox', { name: 'L', exact: true }).check()
    await filters.getByRole('button', { name: 'Filters toepassen' }).click()
    // the same address the enhanced page writes (the sizes in the form's order)
    await expect(page).toHaveURL(/\/nl\/c\/kleding-4\?size=5022%2C5021$/)
    await expect(size.getByRole('checkbox', { name: 'M', exact: true })).toBeChecked()
    await expect(size.getByRole('checkbox', { name: 'L', exact: true })).toBeChecked()

    const products = page.getByRole('region', { name: 'Producten' })
    await products.getByRole('combobox', { name: 'Sorteer op' }).selectOption('price-asc')
    await products.getByRole('button', { name: 'Sorteren' }).click()
    await expect(page).toHaveURL(/size=5022%2C5021&sort=price-asc$/)
    await expect(products.getByRole('combobox', { name: 'Sorteer op' })).toHaveValue('price-asc')

    await filters.getByRole('link', { name: 'Filters wissen' }).click()
    await expect(page).toHaveURL(/\/nl\/c\/kleding-4\?sort=price-asc$/)
    await expect(size.getByRole('checkbox', { name: 'M', exact: true })).not.toBeChecked()

    // 'Load more' is a link to the listing with one more page of 50
    await expect(products.getByRole('article')).toHaveCount(50)
    await products.getByRole('link', { name: 'Meer laden' }).click()
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/)
    await expect(products.getByRole('article')).toHaveCount(79)
    await expect(products.getByRole('link', { name: 'Meer laden' })).toHaveCount(0)
  })
})
