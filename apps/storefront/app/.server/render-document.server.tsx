// The HTML document of one request, rendered whole before it is sent: every loader has answered
// before the render starts, so there is nothing to stream early, and the page goes out as one
// buffer (decision D65). With Remix's loader data read beforehand (handoff-data.server.ts),
// nothing on the page waits, so it renders in one synchronous pass (renderToString, D42). A page
// where something still suspends — a lazy component this server has not loaded yet — is rendered
// again by the streaming renderer, which waits for it.
import { Writable } from 'node:stream'
import type { ReactElement } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'

/** A Suspense boundary the synchronous render could not finish: React left it to the browser. */
const UNFINISHED_BOUNDARY = '<!--$!-->'

export interface RenderedDocument {
  /** The document as text (the security policy reads its inline scripts). */
  html: string
  body: Uint8Array<ArrayBuffer>
  /** 500 when a part of the page failed to render (shown by the browser's error boundary). */
  failed: boolean
}

/**
 * Renders `element` (the whole document, `<html>` included). A render error before the document
 * exists rejects (Remix then renders its error boundary); `timeoutMs` bounds the wait for
 * suspended parts.
 */
export async function renderDocument(
  element: ReactElement,
  timeoutMs: number,
): Promise<RenderedDocument> {
  const html = renderToString(element)
  if (!html.includes(UNFINISHED_BOUNDARY)) {
    // As bytes: a Response given a string first checks it for lone surrogates, all 50–60 kB.
    const document = `<!DOCTYPE html>${html}`
    return { html: document, body: Buffer.from(document), failed: false }
  }
  return renderStreamed(element, timeoutMs)
}

/** The streaming render, collected into one buffer once everything on the page is ready. */
function renderStreamed(element: ReactElement, timeoutMs: number): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let failed = false
    let shellRendered = false
    const chunks: Buffer[] = []
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        const body = Buffer.concat(chunks)
        resolve({ html: body.toString(), body: new Uint8Array(body), failed })
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(element, {
      onShellReady: () => (shellRendered = true),
      onAllReady: () => pipe(document),
      onShellError(error) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error: unknown) {
        failed = true
        // Errors before the shell are reported by onShellError; later ones only here.
        if (shellRendered) console.error(error)
      },
    })
    const timer = setTimeout(abort, timeoutMs)
  })
}
