// The postcode lookup's state (spec 000 §3 "Postcode lookup state", §4; 001 §4, §5, §8): idle,
// requesting (an identical repeated request is skipped), then the address found, the error
// message, or manual input switched on after a request failure. Only Dutch addresses are looked
// up by postcode and house number (vsf-api-contract §5.3); the house number field holds the
// number and its addition ('12', '12 A', '12-bis'), '-' meaning none (001 §5).
export interface PostcodeLookupRequest {
  countryCode: string
  postcode: string
  houseNumber: string
  affix: string | null
}

export interface FoundAddress {
  street: string
  city: string
  postcode: string
}

export interface PostcodeLookupState {
  lastRequest: PostcodeLookupRequest | null
  requesting: boolean
  address: FoundAddress | null
  /** spec 001 §8: 'Address hasn't been found. Click <b>here</b> to fill manually.' */
  notFound: boolean
  /** The shopper types the address (chosen, or after a request failure). */
  manualInput: boolean
}

export type PostcodeLookupEvent =
  | { type: 'requested'; request: PostcodeLookupRequest }
  | { type: 'found'; address: FoundAddress }
  | { type: 'notFound' }
  | { type: 'failed' }
  | { type: 'manualChosen' }

export const LOOKUP_COUNTRIES = ['NL'] as const

export const initialPostcodeLookup: PostcodeLookupState = {
  lastRequest: null,
  requesting: false,
  address: null,
  notFound: false,
  manualInput: false,
}

/** Whether the lookup serves this country (the Dutch postcode + house number lookup). */
export function canLookUp(countryCode: string): boolean {
  return (LOOKUP_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase())
}

/** The number and addition of a house number field; null when it has no number. */
export function readHouseNumber(
  value: string,
): { houseNumber: string; affix: string | null } | null {
  const match = /^\s*(\d{1,5})\s*[-/\s]?\s*([A-Za-z0-9]{1,6})?\s*$/.exec(value)
  if (!match) return null
  return { houseNumber: match[1]!, affix: match[2] ? match[2].toUpperCase() : null }
}

/** The request for a country, postcode and house number field; null when one is missing. */
export function buildLookupRequest(
  countryCode: string,
  postcode: string,
  houseNumberField: string,
): PostcodeLookupRequest | null {
  const compact = postcode.replace(/\s/g, '').toUpperCase()
  const number = readHouseNumber(houseNumberField)
  if (!canLookUp(countryCode) || !/^[1-9]\d{3}[A-Z]{2}$/.test(compact) || !number) return null
  return { countryCode: countryCode.toUpperCase(), postcode: compact, ...number }
}

export function isSameRequest(a: PostcodeLookupRequest | null, b: PostcodeLookupRequest): boolean {
  return (
    a !== null &&
    a.countryCode === b.countryCode &&
    a.postcode === b.postcode &&
    a.houseNumber === b.houseNumber &&
    a.affix === b.affix
  )
}

/** spec 000 §4: an identical repeat of the last request is skipped. */
export function shouldRequest(state: PostcodeLookupState, request: PostcodeLookupRequest): boolean {
  return !state.manualInput && !isSameRequest(state.lastRequest, request)
}

export function postcodeLookupReducer(
  state: PostcodeLookupState,
  event: PostcodeLookupEvent,
): PostcodeLookupState {
  switch (event.type) {
    case 'requested':
      return { ...state, lastRequest: event.request, requesting: true, notFound: false }
    case 'found':
      return { ...state, requesting: false, address: event.address, notFound: false }
    case 'notFound':
      return { ...state, requesting: false, address: null, notFound: true }
    case 'failed':
      // spec 001 §8: a network failure switches to manual input.
      return { ...state, requesting: false, notFound: false, manualInput: true }
    case 'manualChosen':
      return { ...state, notFound: false, manualInput: true }
  }
}

/**
 * The catalogue's message split around its one `<b>…</b>` part, so the page renders that part as
 * a button and never the text as HTML.
 */
export function splitEmphasis(message: string): [before: string, emphasis: string, after: string] {
  const match = /^(.*?)<b>(.*?)<\/b>(.*)$/s.exec(message)
  return match ? [match[1]!, match[2]!, match[3]!] : [message, '', '']
}
