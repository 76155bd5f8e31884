// A recorded set of distinct catalogue queries and the sha256 of each answer, so a change to the
// search engine's speed can show that ranking, hits and facet counts stayed byte-identical.
// Answers carry prices, which depend on the day in the store's time zone (special price windows
// end at midnight there, D90): compare recordings made on the same store day, from the same
// catalogue.
import { createHash } from 'node:crypto'
import { createDistinctQueries } from './distinct-queries.mjs'

/**
 * The store's calendar day (yyyy-MM-dd) at `instant`, in the BFF's STORE_TIME_ZONE (the BFF's
 * default when unset): the day a recording of answers is valid for.
 */
export function readStoreDay(instant = new Date(), timeZone = process.env.STORE_TIME_ZONE) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** `count` text searches and `count` listings, the same on every call (fixed seed). */
export function buildRecordedQueries(seedDir, count = 150) {
  const queries = createDistinctQueries(seedDir, 20261126)
  return [
    ...Array.from({ length: count }, () => queries.text()),
    ...Array.from({ length: count }, () => queries.listing()),
  ]
}

/** The sha256 of each answer's body, in order, from the BFF at `baseUrl`. */
export async function digestAnswers(baseUrl, bodies) {
  const digests = []
  for (const body of bodies) {
    const response = await fetch(`${baseUrl}/api/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const text = await response.text()
    if (response.status !== 200) throw new Error(`${response.status} for ${body}: ${text}`)
    digests.push(createHash('sha256').update(text).digest('base64url'))
  }
  return digests
}

/** The bodies whose answer differs from the recording (empty when every answer is the same). */
export function compareDigests(bodies, recorded, measured) {
  return bodies.filter((_, index) => recorded[index] !== measured[index])
}
