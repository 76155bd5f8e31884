// Server entry: renders the complete HTML document, and exposes what server.js
// needs from the build: the parsed configuration and the per-request context factory.
import { Writable } from 'node:stream'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { registerAllCatalogues } from './lib/i18n/catalogues'

export { createRequestContext } from './.server/context.server'
export { getEnv } from './.server/env.server'
export { createPageCache } from './.server/page-cache.server'
export { loadInlineStyles } from './.server/inline-styles.server'

// The server translates every store view; each page sends the browser only its own catalogue.
registerAllCatalogues()

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5000

/**
 * The document is rendered whole before it is sent (every loader has already answered, so there is
 * nothing to stream early) and goes out as one buffer: one write per page instead of one per
 * 2 kB chunk through the web stream, the page cache and the socket (decision D-H8a).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (loadContext.requestId) responseHeaders.set('x-request-id', loadContext.requestId)

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    const chunks: Buffer[] = []
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }))
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} />,
      {
        onShellReady: () => (shellRendered = true),
        onAllReady: () => pipe(document),
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          // Errors before the shell are reported by onShellError; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the shopper navigated away) are not errors.
  if (request.signal.aborted) return
  console.error(error)
}
