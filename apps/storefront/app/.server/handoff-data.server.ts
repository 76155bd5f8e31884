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
  // RemixServer takes a reader of its own (the stream, finished, is left unlocked for it).
  reader.releaseLock()
  // StreamTransfer renders chunk 0 and, as it is done, closes the browser's stream after it.
  renderMeta.streamCache = {
    0: Object.assign(Promise.resolve(), { result: { done: true, value: text } }),
  }
}
