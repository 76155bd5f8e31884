// A recorded set of distinct catalogue queries and the sha256 of each answer, so a change to the
// search engine's speed can show that ranking, hits and facet counts stayed byte-identical.
// Answers carry prices, which depend on the day (special price windows): compare recordings made
// on the same day, from the same catalogue.
import { createHash } from 'node:crypto'
import { createDistinctQueries } from './distinct-queries.mjs'

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
