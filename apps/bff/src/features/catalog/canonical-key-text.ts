// The canonical JSON of a cache key's parts (the same text as canonicalStringify: keys sorted,
// undefined members dropped, arrays in order, so keys stay what they were), with the text of
// every frozen object or array remembered. A catalogue plan shares its field lists and
// aggregations between requests as frozen values (shared-plan-parts.ts): they were sorted and
// written again for every distinct request. Frozen values live long (shared parts, memoized
// bodies), so this WeakMap's keys are not the short-lived ones D202 keeps out of WeakMaps.
const textOfFrozen = new WeakMap<object, string>()

export function canonicalKeyText(value: unknown): string {
  return writeValue(value) ?? 'null'
}

/** The JSON of a value, or undefined where JSON.stringify leaves a member out. */
function writeValue(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const withJson = value as { toJSON?: () => unknown }
  if (typeof withJson.toJSON === 'function') return writeValue(withJson.toJSON())
  const frozen = Object.isFrozen(value)
  if (frozen) {
    const known = textOfFrozen.get(value)
    if (known !== undefined) return known
  }
  const text = Array.isArray(value)
    ? writeArray(value)
    : writeObject(value as Record<string, unknown>)
  if (frozen) textOfFrozen.set(value, text)
  return text
}

function writeArray(values: readonly unknown[]): string {
  const parts: string[] = []
  for (const entry of values) parts.push(writeValue(entry) ?? 'null')
  return `[${parts.join(',')}]`
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1

/**
 * The keys in canonicalStringify's order: sorted, except that an object lists array-index keys
 * ("0", "12") first in ascending order, as JavaScript orders any object's keys.
 */
function orderKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record)
  let indexes = 0
  while (indexes < keys.length && isArrayIndex(keys[indexes]!)) indexes++
  if (indexes === 0) return keys.sort()
  return [...keys.slice(0, indexes), ...keys.slice(indexes).sort()]
}

function writeObject(record: Record<string, unknown>): string {
  const parts: string[] = []
  for (const key of orderKeys(record)) {
    const text = writeValue(record[key])
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`)
  }
  return `{${parts.join(',')}}`
}
