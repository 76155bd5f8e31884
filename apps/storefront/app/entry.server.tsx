// Server entry: streams the HTML (bots get the complete document), and exposes what server.js
// needs from the build: the parsed configuration and the per-request context factory.
import { PassThrough } from 'node:stream'
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { registerAllCatalogues } from './lib/i18n/catalogues'

export { createRequestContext } from './.server/context.server'
export { getEnv } from './.server/env.server'
export { createPageCache } from './.server/page-cache.server'

// The server translates every store view; each page sends the browser only its own catalogue.
registerAllCatalogues()

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (loadContext.requestId) responseHeaders.set('x-request-id', loadContext.requestId)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} />,
      {
        [readyEvent]: () => {
          shellRendered = true
          const body = new PassThrough()
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          )
          pipe(body)
        },
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
