// An option chosen on the product page without JavaScript (D235): the option button sends the
// form to the page itself with `choose` = `{code}:{value}` beside the options chosen so far
// (`cfg.*`). The page answers with a redirect to the address the enhanced page shows for the
// same choice: `?childSku=` once the configuration is complete, the chosen options (`cfg.*`)
// while it is not; a choice no variant has is 'No such configuration' (spec 000 §4, §8).
import { redirect } from '@remix-run/node'
import type { StoreView } from '@vitrine/contracts/store-views'
import { resolveConfiguration, type Configuration } from '~/lib/catalog/product-configuration'
import type { ShownProduct } from '~/lib/catalog/product-document'
import { buildProductPath } from '~/lib/catalog/product-path'
import { configFieldName, readChoice, readChosenOptions } from '~/lib/cart/product-form'
import { translatorForPath } from '~/lib/route-meta'
import { writeFlashNotices } from './flash-notices.server'
import { withCookies } from './session.server'

function addressOf(storeView: StoreView, product: ShownProduct, chosen: Configuration): string {
  const path = buildProductPath(storeView, product)
  const outcome = resolveConfiguration(product, chosen)
  if (outcome.ok && outcome.complete) {
    return `${path}?childSku=${encodeURIComponent(outcome.variant.sku)}`
  }
  const query = new URLSearchParams()
  for (const [code, value] of Object.entries(chosen)) {
    if (value !== null) query.set(configFieldName(code), value)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** The redirect an option button's GET gets; null when the request chose nothing. */
export async function answerOptionChoice(
  url: URL,
  storeView: StoreView,
  product: ShownProduct,
): Promise<Response | null> {
  if (!url.searchParams.has('choose')) return null
  const chosen = readChosenOptions(url.searchParams, product)
  const choice = readChoice(url.searchParams, product)
  if (!choice) return redirect(addressOf(storeView, product, chosen))
  const next = { ...chosen, [choice.code]: choice.value }
  if (resolveConfiguration(product, next).ok) return redirect(addressOf(storeView, product, next))
  const message = translatorForPath(url.pathname)('product.noSuchConfiguration')
  return redirect(addressOf(storeView, product, chosen), {
    headers: withCookies([await writeFlashNotices([{ message, type: 'warning' }])]),
  })
}
