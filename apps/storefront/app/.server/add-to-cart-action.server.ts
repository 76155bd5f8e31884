// "Add to cart" posted without JavaScript (D235): the product page's form reaches the product
// route's action, which applies the rules the browser's cart applies (spec 000 §4 "Add to cart",
// §5): a size must be chosen, the configuration must exist, the price must be known, the stock
// check decides (000 §8 texts); the BFF then takes the line into the shopper's server cart and
// refuses what exceeds the stock ('Only {maxQuantity} products of this type are available!').
// The outcome goes back to the product page as notices, as the browser's cart would show them.
import { redirect } from '@remix-run/node'
import {
  chooseAddNotification,
  decideStockOutcome,
  parseQuantity,
  splitGroupedProduct,
} from '@vitrine/cart/add-to-cart'
import { checkStock, updateCartItem } from '@vitrine/contracts/cart-client'
import type { StockRecord } from '@vitrine/contracts/stock'
import { countSizes, SIZE_ATTRIBUTE_CODE } from '@vitrine/variants/size-selector'
import { checkSizeChosen, validateAddToCart } from '@vitrine/variants/add-to-cart-validation'
import {
  applyCustomOptionChoices,
  computeBundleShownPrice,
} from '~/lib/catalog/product-configuration'
import { cartConfig } from '~/lib/cart/cart-config'
import { copyProductOption } from '~/lib/cart/cart-lines'
import { describeAddNotice, translateNotice } from '~/lib/cart/cart-notices'
import type { CartNotice, ProductToAdd } from '~/lib/cart/cart-types'
import {
  readBundleChoices,
  readChosenOptions,
  readCustomChoices,
  readReturnPath,
  type FormFields,
} from '~/lib/cart/product-form'
import {
  buildConfigurableToAdd,
  buildGroupedToAdd,
  buildSimpleToAdd,
  resolveChildToAdd,
} from '~/lib/cart/product-to-add'
import type { FlashNotice } from '~/lib/flash-notice'
import type { Translate } from '~/lib/i18n/translate'
import { buildStorePath } from '~/lib/store-path'
import { translatorForPath } from '~/lib/route-meta'
import { isCatalogValue } from './catalog-path-values.server'
import type { RequestContext } from './context.server'
import { writeFlashNotices } from './flash-notices.server'
import { loadProductForCart, type ProductForCart } from './product-page.server'
import { openServerCart, writeServerCart, type CartClient } from './server-cart.server'
import { withCookies } from './session.server'
import { isBffStatus } from './user-api.server'

type Parts = { kind: 'parts'; parts: ProductToAdd[]; childSku: string | null }
type Refused = { kind: 'refused'; notice: CartNotice | { type: 'warning'; message: string } }

/** What the form asks to add, or the reason nothing can be (spec 000 §4, §5). */
function readPartsToAdd(loaded: ProductForCart, fields: FormFields, t: Translate): Parts | Refused {
  const { product, linked, errors } = loaded
  if (product.type_id === 'configurable') {
    const configuration = readChosenOptions(fields, product)
    const sizes = countSizes(product.configurable_options)
    if (!checkSizeChosen(sizes, configuration[SIZE_ATTRIBUTE_CODE]).ok) {
      return { kind: 'refused', notice: { type: 'warning', message: t('validation.sizeRequired') } }
    }
    const child = resolveChildToAdd(product, configuration)
    if (!child) {
      const message = t('product.noSuchConfiguration')
      return { kind: 'refused', notice: { type: 'warning', message } }
    }
    return { kind: 'parts', parts: [buildConfigurableToAdd(product, child)], childSku: child.sku }
  }
  if (product.type_id === 'grouped') {
    const { products } = splitGroupedProduct(buildGroupedToAdd(product, linked))
    return { kind: 'parts', parts: products.map((part) => ({ ...part, errors })), childSku: null }
  }
  const bundle = readBundleChoices(fields, product)
  const custom = readCustomChoices(fields, product)
  const base =
    product.type_id === 'bundle'
      ? computeBundleShownPrice(product, linked, bundle)
      : product.prices?.final
  const price = base ? applyCustomOptionChoices(base, product, custom).incl : undefined
  const part = buildSimpleToAdd(product, {
    bundle,
    custom,
    ...(price === undefined ? {} : { priceInclTax: price }),
  })
  return { kind: 'parts', parts: [{ ...part, errors }], childSku: null }
}

function isPriced(part: ProductToAdd): boolean {
  return validateAddToCart({
    price_incl_tax: part.price_incl_tax ?? null,
    errors: part.errors ?? null,
  }).ok
}

interface AddResult {
  notices: CartNotice[]
  change: 'added' | 'updated' | null
}

/** The BFF's add of each part after its stock check, in order (spec 000 §4). */
async function addParts(
  client: CartClient,
  cartId: string,
  parts: readonly ProductToAdd[],
  stocks: ReadonlyMap<string, Promise<StockRecord>>,
): Promise<AddResult> {
  const notices: CartNotice[] = []
  let change: AddResult['change'] = null
  for (const part of parts) {
    const stock = await (stocks.get(part.sku) ?? checkStock(client, part.sku))
    const decision = decideStockOutcome(stock.status, cartConfig)
    if (decision.notification) notices.push(describeAddNotice(decision.notification))
    if (decision.kind !== 'add') continue
    const qty = parseQuantity(part.qty)
    try {
      const line = await updateCartItem(client, cartId, {
        sku: part.sku,
        qty,
        ...(part.product_option ? { product_option: copyProductOption(part.product_option) } : {}),
      })
      // The BFF adds to the line of the same product and options (Magento's rule).
      change = line.qty > qty ? 'updated' : (change ?? 'added')
    } catch (error) {
      // A 404 is a cart the BFF does not know: writeServerCart starts a new one.
      if (!isBffStatus(error, 400)) throw error
      notices.push({ type: 'danger', text: error.message })
    }
  }
  return { notices, change }
}

export async function addToCartAction(
  request: Request,
  context: RequestContext,
  params: { parentSku?: string | undefined },
  fields: FormFields,
): Promise<Response> {
  const sku = params.parentSku
  if (!sku || !isCatalogValue(sku)) throw new Response('Not Found', { status: 404 })
  const loaded = await loadProductForCart(context.bff, sku)
  if (!loaded) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const t = translatorForPath(url.pathname)
  const asked = readPartsToAdd(loaded, fields, t)
  const returnPath = readReturnPath(fields)
  const back = (childSku: string | null) =>
    returnPath ??
    (childSku ? `${url.pathname}?childSku=${encodeURIComponent(childSku)}` : url.pathname)
  const answer = async (notices: FlashNotice[], location: string, cookies: string[] = []) =>
    redirect(location, {
      status: 303,
      headers: withCookies([...cookies, await writeFlashNotices(notices)]),
    })

  if (asked.kind === 'refused') {
    const notice = asked.notice
    const message = 'message' in notice ? notice.message : translateNotice(notice, t)
    return answer([{ message, type: notice.type }], `${url.pathname}${url.search}`)
  }
  const priced = asked.parts.filter(isPriced)
  const notices: FlashNotice[] = []
  if (priced.length < asked.parts.length) {
    notices.push({ message: t('cart.priceUnknown'), type: 'danger' })
  }
  if (priced.length === 0) return answer(notices, back(asked.childSku))

  const scope = await openServerCart(request, context)
  // The stock checks do not depend on the cart: they run while the cart is found or made.
  const stocks = new Map(
    priced.map((part) => [part.sku, scope.run((client) => checkStock(client, part.sku))]),
  )
  for (const check of stocks.values()) check.catch(() => undefined) // awaited in addParts
  const write = await writeServerCart(scope, (client, cartId) =>
    addParts(client, cartId, priced, stocks),
  )
  const { notices: addNotices, change } = write.result
  for (const notice of addNotices) {
    notices.push({ message: translateNotice(notice, t), type: notice.type })
  }
  if (change) {
    const notice = describeAddNotice(chooseAddNotification(change))
    notices.push({
      message: translateNotice(notice, t),
      type: notice.type,
      ...(change === 'added' && !cartConfig.externalCheckout
        ? {
            link: {
              label: t('cart.proceedToCheckout'),
              href: buildStorePath(context.storeView, '/checkout'),
            },
          }
        : {}),
    })
  }
  return answer(notices, back(asked.childSku), write.cookies)
}
