// Buying without JavaScript (D235): the product page's options and "Add to cart" are a form that
// works before (or without) scripts, the header's cart button leads to the cart page, where a
// quantity changes, a line is removed after a question and a discount code is applied by forms;
// and the browser's own cart, once scripts run, takes over the cart the forms filled, and the other
// way round.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { accountLabels, createCustomer } from './account-helpers'
import { findProduct } from './layout-helpers'
import { gotoInteractive } from './page-helpers'

// The seed's showcase dress: colours Navy and Red, six sizes (a dropdown).
const DRESS = '/p/DRS-0001/summer-slip-dress-1'
// The seed's washed dad cap: colours Black and Pink, one size.
const CAP = '/p/CAP-0005/washed-dad-cap-135'

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications|Meldingen/ })

test.describe('without JavaScript, on a phone, in Dutch', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('choose a colour and a size, add to cart, change the quantity on the cart page', async ({
    page,
  }) => {
    await page.goto(`/nl${DRESS}`)
    const add = page.getByRole('button', { name: 'In winkelwagen' })
    // No size yet: the server says what is missing and adds nothing.
    await add.click()
    await expect(notifications(page).getByText('Kies een maat')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible()

    // An option button sends the page the choice; the address is the enhanced page's.
    const colour = page.getByRole('group', { name: 'Kleur' })
    await colour.getByRole('button', { name: 'Rood' }).click()
    await expect(colour.getByRole('button', { name: 'Rood' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('combobox', { name: 'Maat' }).selectOption({ label: 'L' })
    await add.click()
    // The product's own Dutch address, with the child as the enhanced page writes it.
    await expect(page).toHaveURL(
      /\/nl\/p\/DRS-0001\/zomerse-slip-dress-1\?childSku=DRS-0001-RED-L$/,
    )
    const notice = notifications(page)
    await expect(notice.getByText('Het product is aan de winkelwagen toegevoegd!')).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Naar afrekenen' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Winkelwagen, 1 artikelen' })).toBeVisible()

    // The same dress again grows the line.
    await page.getByRole('combobox', { name: 'Maat' }).selectOption({ label: 'L' })
    await page.getByRole('button', { name: 'In winkelwagen' }).click()
    await expect(
      notifications(page).getByText('Het aantal van het product is bijgewerkt!'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Winkelwagen, 2 artikelen' })).toBeVisible()

    // The cart button leads to the cart page.
    await page.getByRole('button', { name: 'Winkelwagen, 2 artikelen' }).click()
    await expect(page).toHaveURL(/\/nl\/cart\??$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Jouw bestelling' })).toBeVisible()
    const line = page.getByRole('listitem').filter({ hasText: 'Summer Slip Dress' })
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('2')
    const total = page.getByRole('definition').last()
    const before = await total.textContent()

    // A quantity the spec refuses is said in the shop's words; nothing changes.
    await line.getByRole('spinbutton', { name: 'Aantal' }).fill('0')
    await line.getByRole('button', { name: 'Bijwerken' }).click()
    await expect(notifications(page).getByRole('paragraph')).toHaveText(
      'Het aantal moet groter zijn dan 0',
    )
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('2')

    await line.getByRole('spinbutton', { name: 'Aantal' }).fill('1')
    await line.getByRole('button', { name: 'Bijwerken' }).click()
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('1')
    await expect(page.getByRole('button', { name: 'Winkelwagen, 1 artikelen' })).toBeVisible()
    await expect(total).not.toHaveText(before ?? '')

    // An unknown discount code is named; the removal asks first.
    await page.getByRole('textbox', { name: 'Kortingscodes' }).fill('NOPE-123')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(
      notifications(page).getByText('NOPE-123 is geen geldige kortingscode.'),
    ).toBeVisible()
    await line.getByRole('link', { name: 'Summer Slip Dress verwijderen' }).click()
    const question = page.getByRole('group', {
      name: 'Summer Slip Dress uit je bestelling verwijderen?',
    })
    await question.getByRole('button', { name: 'Ja, verwijderen' }).click()
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible()
  })
})

test.describe('a category page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a tile adds a product with nothing to choose and comes back; a size sends to the product', async ({
    page,
    request,
  }) => {
    const { name, categoryPath } = await findProduct(request, '', 'simple')
    await page.goto(categoryPath)
    await page.getByRole('button', { name: `Add to cart: ${name}` }).click()
    await expect(page).toHaveURL(new RegExp(`${categoryPath}$`))
    await expect(notifications(page).getByText('Product has been added to the cart!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()

    // A configurable product has sizes to choose: its product page says so.
    const sized = await findProduct(request, '', 'configurable')
    await page.goto(sized.categoryPath)
    await page.getByRole('button', { name: `Add to cart: ${sized.name}` }).click()
    await expect(page).toHaveURL(/\/p\//)
    await expect(notifications(page).getByText('Please select a size')).toBeVisible()
  })
})

async function addCapWithoutScripts(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(CAP)
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()
  await page.close()
}

test('the browser’s cart takes over the cart filled without scripts, and the other way round', async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false })
  await addCapWithoutScripts(plain)

  // The same shopper, now with scripts: the mini-cart shows the cap, and an add grows the cart.
  const scripted = await browser.newContext({ storageState: await plain.storageState() })
  const page = await scripted.newPage()
  await gotoInteractive(page, DRESS)
  await page.getByRole('button', { name: 'Cart, 1 items' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByRole('listitem').filter({ hasText: 'Washed Dad Cap' })).toBeVisible()
  await cart.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'L' })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()

  // Scripts off again: the cart page holds both lines.
  const again = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await scripted.storageState(),
  })
  const plainPage = await again.newPage()
  await plainPage.goto('/cart')
  const lines = plainPage.getByRole('list', { name: 'Products in your order' })
  await expect(lines.getByRole('listitem')).toHaveCount(2)
  await expect(lines.getByText('Washed Dad Cap')).toBeVisible()
  await expect(lines.getByText('Summer Slip Dress')).toBeVisible()
  await Promise.all([plain.close(), scripted.close(), again.close()])
})

test.describe('a logged-in customer without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('adds two products to their own cart and changes a quantity on the cart page', async ({
    page,
    browser,
    request,
  }) => {
    const text = accountLabels.en
    const { email, password } = await createCustomer(request, 'cart-no-js')
    const logIn = async (target: Page) => {
      await target.goto('/login')
      const main = target.getByRole('main')
      await main.getByLabel(text.email).fill(email)
      await main.getByLabel(text.password, { exact: true }).fill(password)
      await main.getByRole('button', { name: text.submitLogin }).click()
      await expect(target.getByRole('heading', { level: 1, name: text.myAccount })).toBeVisible()
    }
    await logIn(page)
    await page.goto(CAP)
    await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Black' }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible()
    await page.goto(DRESS)
    await page.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'L' })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()

    await page.getByRole('button', { name: 'Cart, 2 items' }).click()
    const cap = page.getByRole('listitem').filter({ hasText: 'Washed Dad Cap' })
    await cap.getByRole('spinbutton', { name: 'Quantity' }).fill('3')
    await cap.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible()

    // The cart is the customer's own: another browser, logged in, finds it.
    const elsewhere = await browser.newContext({ javaScriptEnabled: false })
    const other = await elsewhere.newPage()
    await logIn(other)
    await other.goto('/cart')
    const lines = other.getByRole('list', { name: 'Products in your order' })
    await expect(lines.getByRole('listitem')).toHaveCount(2)
    await expect(
      lines
        .getByRole('listitem')
        .filter({ hasText: 'Washed Dad Cap' })
        .getByRole('spinbutton', { name: 'Quantity' }),
    ).toHaveValue('3')
    await elsewhere.close()
  })
})

test('/cart-token takes a cart id from a form post and nothing else', async ({ request }) => {
  const post = (form: Record<string, string>) => request.post('/cart-token', { form })
  const named = await post({ token: 'a'.repeat(32) })
  expect(named.status()).toBe(204)
  expect(named.headers()['set-cookie']).toMatch(/^vitrine_cart=.*HttpOnly/)
  for (const token of ['../x', 'a\u0000b', 'x'.repeat(65)]) {
    const refused = await post({ token })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toBe('token: a cart id is expected.')
  }
  expect((await request.post('/cart-token', { data: { token: 'abc' } })).status()).toBe(415)
  expect((await request.get('/cart-token')).status()).toBe(404)
})
