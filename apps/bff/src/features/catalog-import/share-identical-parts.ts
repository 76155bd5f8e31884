// Structural sharing between store views' catalogues (D82): a Dutch product document differs from
// the English one in its name, description, url fields and category names; its prices, stock,
// pictures, variants and attribute values are equal. `shareIdenticalParts` returns a value equal
// to `value` whose every part that deep-equals the same part of `base` IS base's part, so the
// three catalogues hold each identical object once. Within a store view, equal small objects of
// scalars (a product's category entries, its pictures, its children's attribute values) are one
// object too (D197). Values are JSON-like imported documents, which it writes the shared parts
// into (into a copy of a frozen part); they are never changed afterwards (D196).

/** What one store view's documents share among themselves: equal strings and equal leaf objects. */
export interface SharingPool {
  strings: Map<string, string>
  leaves: Map<string, object>
}

export function createSharingPool(): SharingPool {
  return { strings: new Map(), leaves: new Map() }
}

/** Objects of at most this many scalar values are looked up in the pool's leaves. */
const MAX_LEAF_KEYS = 8

/**
 * `value` with each part deep-equal to `base`'s part at the same place replaced by it. Strings that
 * differ are taken from the pool when an equal one was seen before (JSON.parse makes a new string
 * for every occurrence: the Dutch category names and paths of 20,000 products are a few dozen),
 * and so are small objects of scalars.
 */
export function shareIdenticalParts<T>(
  value: T,
  base: unknown,
  pool: SharingPool = createSharingPool(),
): T {
  return share(value, base, pool) as T
}

/** Stands for a missing base object: nothing is equal to it, and it is never handed out. */
const NO_BASE: Readonly<Record<string, unknown>> = Object.freeze({})

/**
 * `value` shared with `base`: `base` itself when the two are deep-equal (so a caller tells "equal"
 * by identity, with no result object per part), else `value` with its replaced parts written
 * into it (into a copy when it is frozen). Nothing is copied otherwise: most of a store view's
 * document equals the base's, and an import walks every part of 60,000 documents.
 */
function share(value: unknown, base: unknown, pool: SharingPool): unknown {
  if (value === base) return base
  if (typeof value === 'string') return poolString(value, pool)
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return shareArray(value, base, pool)
  if (typeof base !== 'object' || base === null || Array.isArray(base)) base = NO_BASE
  return shareRecord(value as Record<string, unknown>, base as Record<string, unknown>, pool)
}

function shareArray(value: unknown[], base: unknown, pool: SharingPool): unknown {
  const baseArray: readonly unknown[] | undefined =
    Array.isArray(base) && base.length === value.length ? (base as unknown[]) : undefined
  let same = baseArray !== undefined
  let shared: unknown[] | undefined
  for (let index = 0; index < value.length; index++) {
    const element = value[index]
    const baseElement = baseArray?.[index]
    const result = share(element, baseElement, pool)
    if (result !== baseElement) same = false
    // A string from the pool is equal to `element` by `!==` whether it is the same string or not.
    if (result !== element || typeof result === 'string') {
      shared ??= writable(value)
      shared[index] = result
    }
  }
  return same ? base : (shared ?? value)
}

function shareRecord(
  value: Record<string, unknown>,
  base: Record<string, unknown>,
  pool: SharingPool,
): unknown {
  let same = base !== NO_BASE
  let keys = 0
  let scalars = true
  // Replaced parts are written over existing keys (of `value` or of a whole copy), never added one
  // by one: an object given many keys by keyed stores becomes a dictionary object in V8, at twice
  // the memory (measured: 4.2 kB per Dutch product document against 1.x kB).
  let shared: Record<string, unknown> | undefined
  for (const key in value) {
    keys++
    const element = value[key]
    const baseElement = base[key]
    const result = share(element, baseElement, pool)
    if (result !== baseElement || (baseElement === undefined && !(key in base))) same = false
    if (typeof result === 'object' && result !== null) scalars = false
    if (result !== element || typeof result === 'string') {
      shared ??= writable(value)
      shared[key] = result
    }
  }
  if (same && keys === countKeys(base)) return base
  const out = shared ?? value
  return scalars && keys <= MAX_LEAF_KEYS ? poolLeaf(out, pool) : out
}

/**
 * The pool's string equal to `text`, else `text`, now in the pool. JSON.parse makes a new string
 * for every occurrence, so a caller writes the result back even though `!==` cannot tell the two
 * apart: the write is what leaves one string (about 30 MiB of a large catalogue's 60 MiB of strings).
 */
function poolString(text: string, pool: SharingPool): string {
  const known = pool.strings.get(text)
  if (known !== undefined) return known
  pool.strings.set(text, text)
  return text
}

/**
 * Where the shared parts of `value` are written: `value` itself, as the imported documents are
 * this import's own (writing an equal string or an equal part changes nothing anyone can see);
 * a copy when it is frozen (a part taken from the index).
 */
function writable<T extends object>(value: T): T {
  if (!Object.isFrozen(value)) return value
  return (Array.isArray(value) ? value.slice() : { ...value }) as T
}

/** The number of keys of `record`, without the array `Object.keys` would make. */
function countKeys(record: Record<string, unknown>): number {
  let keys = 0
  for (const _key in record) keys++
  return keys
}

/** The pool's object equal to `leaf` (same keys in the same order, same scalars), else `leaf`. */
function poolLeaf(leaf: Record<string, unknown>, pool: SharingPool): object {
  const key = JSON.stringify(leaf)
  const known = pool.leaves.get(key)
  if (known) return known
  pool.leaves.set(key, leaf)
  return leaf
}
