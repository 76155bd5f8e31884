// The page's loader data as Remix sends it to the browser (single fetch: a turbo-stream of the
// loaders' answers, written into the document by <StreamTransfer> inside a Suspense boundary),
// read to its end before the render starts. Remix's StreamTransfer takes each chunk from
// `renderMeta.streamCache` (EntryContext) before it reads the stream itself: with the whole text
// there as one finished chunk it never suspends, so the document renders in one synchronous pass
// (decision D42).
import type { EntryContext } from '@remix-run/node'

/** Reads the loader data stream to its end and hands it to StreamTransfer as one chunk. */
export async function settleHandoffData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream
  const renderMeta = context.renderMeta
  if (!stream || !renderMeta) return
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  text += decoder.decode()
  reader.releaseLock()
  // RemixServer takes a reader of the stream on every render, and a page may render twice (once
  // synchronously, then streamed when a part of it was still loading): it gets a finished stream
  // each time. StreamTransfer reads none of them; it renders chunk 0 from the cache and, as that
  // chunk is done, closes the browser's stream after it.
  context.serverHandoffStream = {
    getReader: () => new ReadableStream<Uint8Array>({ start: (c) => c.close() }).getReader(),
  } as ReadableStream<Uint8Array>
  renderMeta.streamCache = {
    0: Object.assign(Promise.resolve(), { result: { done: true, value: text } }),
  }
}
