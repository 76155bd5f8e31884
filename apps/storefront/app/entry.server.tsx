// Server entry: renders the complete HTML document, and exposes what server/app-server.js
// needs from the build: the parsed configuration and the per-request context factory.
import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import {
  buildContentSecurityPolicy,
  hashInlineScripts,
} from './.server/content-security-policy.server'
import { getEnv } from './.server/env.server'
import { settleHandoffData } from './.server/handoff-data.server'
import { renderDocument } from './.server/render-document.server'
import { SESSION_COOKIE } from './.server/session.server'
import { CART_COOKIE } from './.server/cart-cookie.server'
import { registerAllCatalogues } from './lib/i18n/catalogues'

export { createRequestContext } from './.server/context.server'
export { getEnv } from './.server/env.server'
export { createPageCache } from './.server/page-cache.server'
export { loadInlineStyles } from './.server/inline-styles.server'
export { loadLazyStyleSheets } from './.server/lazy-style-sheets.server'
export { readCustomerTokens } from './.server/session.server'

// The server translates every store view; each page sends the browser only its own catalogue.
registerAllCatalogues()

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5000

/**
 * The complete document, sent as one buffer once rendered (render-document.server.tsx): the
 * loader data is read first (handoff-data.server.ts) so the page renders in one pass (D42).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (loadContext.requestId) responseHeaders.set('x-request-id', loadContext.requestId)
  // A logged-in customer's page names their saved products (D148), a page with the cart cookie
  // counts the shopper's cart (D235): no shared cache may keep them.
  const cookie = request.headers.get('cookie') ?? ''
  if (
    (cookie.includes(`${SESSION_COOKIE}=`) || cookie.includes(`${CART_COOKIE}=`)) &&
    !responseHeaders.has('Cache-Control')
  ) {
    responseHeaders.set('Cache-Control', 'private, no-cache')
  }
  // The busy page (D195): the shopper's browser and any cache are told to come back soon.
  if (responseStatusCode === 503) {
    responseHeaders.set('Retry-After', String(getEnv().STOREFRONT_SHED_RETRY_SECONDS))
    responseHeaders.set('Cache-Control', 'no-store')
  }
  await settleHandoffData(remixContext)
  const document = await renderDocument(
    <RemixServer context={remixContext} url={request.url} />,
    streamTimeout + 1000,
  )
  const env = getEnv()
  // Vite's development pages run scripts of their own; the policy guards the production shop.
  if (env.NODE_ENV === 'production') {
    responseHeaders.set(
      'Content-Security-Policy',
      buildContentSecurityPolicy({
        scriptHashes: hashInlineScripts(document.html),
        tagManager: env.STOREFRONT_GTM_ID !== undefined,
        sizeFitEndpoint: env.STOREFRONT_SIZE_FIT_ENDPOINT,
        recaptcha: env.STOREFRONT_RECAPTCHA_SITE_KEY !== undefined,
      }),
    )
  }
  return new Response(document.body, {
    headers: responseHeaders,
    status: document.failed ? 500 : responseStatusCode,
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the shopper navigated away) are not errors.
  if (request.signal.aborted) return
  console.error(error)
}
