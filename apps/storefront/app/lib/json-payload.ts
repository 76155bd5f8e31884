// Loader data sent as one JSON text (decision D45). Remix encodes loader data with turbo-stream,
// which walks every value in JavaScript (a configurable product's page data: some 550 values,
// about a tenth of a page render); a page's own data is plain JSON from the BFF, so it goes as one
// string that JSON.stringify writes and JSON.parse reads natively, on both sides.
//
// Each text is read once per process (D50): the payloads read lately are kept with their values,
// so the header's menu (the same text on every page of a store view) is parsed once, and the
// server's render takes the value its own loader made instead of parsing the text again. Payload
// data is JSON data (no dates, maps or functions): what the browser parses is what the server used.
// A value read is shared by every reader of the same text, so readers never change it.
import { useMemo } from 'react'

declare const payloadOf: unique symbol

/** The JSON text of a `T`; `useJsonPayload` reads it back. */
export type JsonPayload<T> = string & { readonly [payloadOf]?: T }

/** Payloads kept with their values, least recently used first (the menu's is used on each page). */
const recent = new Map<string, unknown>()
export const RECENT_PAYLOADS = 64

function remember(text: string, value: unknown): void {
  recent.delete(text)
  if (recent.size >= RECENT_PAYLOADS) recent.delete(recent.keys().next().value as string)
  recent.set(text, value)
}

/** `data` as JSON text: undefined values are left out, as JSON does. */
export function toJsonPayload<T>(data: T): JsonPayload<T> {
  const text = JSON.stringify(data)
  remember(text, data)
  return text
}

/** The payload's value: the one it was made from or read as before, else parsed now. */
export function readJsonPayload<T>(payload: JsonPayload<T>): T {
  const value = recent.has(payload) ? (recent.get(payload) as T) : (JSON.parse(payload) as T)
  remember(payload, value)
  return value
}

/** The payload's value in a component (read once per payload). */
export function useJsonPayload<T>(payload: JsonPayload<T>): T {
  return useMemo(() => readJsonPayload(payload), [payload])
}
