// Loader data sent as one JSON text (decision D45). Remix encodes loader data with turbo-stream,
// which walks every value in JavaScript (a configurable product's page data: some 550 values,
// about a tenth of a page render); a page's own data is plain JSON from the BFF, so it goes as one
// string that JSON.stringify writes and JSON.parse reads natively, on both sides.
import { useMemo } from 'react'

declare const payloadOf: unique symbol

/** The JSON text of a `T`; `useJsonPayload` reads it back. */
export type JsonPayload<T> = string & { readonly [payloadOf]?: T }

/** `data` as JSON text: undefined values are left out, as JSON does. */
export function toJsonPayload<T>(data: T): JsonPayload<T> {
  return JSON.stringify(data) as JsonPayload<T>
}

/** The payload's value, parsed once per payload. */
export function useJsonPayload<T>(payload: JsonPayload<T>): T {
  return useMemo(() => JSON.parse(payload) as T, [payload])
}
