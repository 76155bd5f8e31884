// Canonical JSON: the same value always serialises to the same text, whatever the key order of
// its objects. Object keys are sorted (code-point order), undefined members are dropped, arrays
// keep their order (callers sort arrays whose order carries no meaning). Values with a toJSON
// method (Date) are serialised through it, as JSON.stringify would.

import { sha3_224 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

export function canonicalStringify(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? 'null'
}

function sortKeysDeep(value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    const withJson = value as { toJSON?: () => unknown }
    if (typeof withJson.toJSON === 'function') return sortKeysDeep(withJson.toJSON())
    if (Array.isArray(value)) return value.map((entry: unknown) => sortKeysDeep(entry))
    const record = value as Record<string, unknown>
    // A null-prototype object keeps a `__proto__` key as plain data instead of a prototype change.
    const sorted = Object.create(null) as Record<string, unknown>
    for (const key of Object.keys(record).sort()) {
      const member = record[key]
      if (member !== undefined) sorted[key] = sortKeysDeep(member)
    }
    return sorted
  }
  return value
}

/** sha3-224, hex encoded, of the canonical JSON of a value (spec 000 §3/§4 checksums and hashes). */
export function hashCanonicalJson(value: unknown): string {
  return bytesToHex(sha3_224(utf8ToBytes(canonicalStringify(value))))
}
