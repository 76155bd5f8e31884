// Structural sharing between store views' catalogues (D82): a Dutch product document differs from
// the English one in its name, description, url fields and category names; its prices, stock,
// pictures, variants and attribute values are equal. `shareIdenticalParts` returns a value equal
// to `value` whose every part that deep-equals the same part of `base` IS base's part, so the
// three catalogues hold each identical object once. Within a store view, equal small objects of
// scalars (a product's category entries, its pictures, its children's attribute values) are one
// object too (D197). Values are JSON-like (imported documents), never changed afterwards (D196).

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
  return share(value, base, pool).value as T
}

function share(
  value: unknown,
  base: unknown,
  pool: SharingPool,
): { value: unknown; same: boolean } {
  const strings = pool.strings
  if (value === base) return { value: base, same: true }
  if (typeof value === 'string') {
    const known = strings.get(value)
    if (known !== undefined) return { value: known, same: false }
    strings.set(value, value)
    return { value, same: false }
  }
  if (typeof value !== 'object' || value === null || typeof base !== 'object' || base === null) {
    if (typeof value === 'object' && value !== null) return share(value, {}, pool)
    return { value, same: false }
  }
  if (Array.isArray(value)) {
    const baseArray = Array.isArray(base) && base.length === value.length ? base : undefined
    let same = baseArray !== undefined
    const shared = value.map((element, index) => {
      const result = share(element, baseArray?.[index], pool)
      same &&= result.same
      return result.value
    })
    return same ? { value: base, same } : { value: shared, same }
  }
  if (Array.isArray(base)) return share(value, {}, pool)
  const baseRecord = base as Record<string, unknown>
  let same = true
  let keys = 0
  let scalars = true
  // A copy whose keys are then overwritten, never added one by one: an object given many keys by
  // keyed stores becomes a dictionary object in V8, at twice the memory (measured: 4.2 kB per
  // Dutch product document against 1.x kB).
  const shared: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const [key, element] of Object.entries(value)) {
    keys++
    const result = share(element, baseRecord[key], pool)
    if (!result.same || !(key in baseRecord)) same = false
    if (typeof result.value === 'object' && result.value !== null) scalars = false
    shared[key] = result.value
  }
  if (keys !== Object.keys(baseRecord).length) same = false
  if (same) return { value: base, same }
  return { value: scalars && keys <= MAX_LEAF_KEYS ? poolLeaf(shared, pool) : shared, same }
}

/** The pool's object equal to `leaf` (same keys in the same order, same scalars), else `leaf`. */
function poolLeaf(leaf: Record<string, unknown>, pool: SharingPool): object {
  const key = JSON.stringify(leaf)
  const known = pool.leaves.get(key)
  if (known) return known
  pool.leaves.set(key, leaf)
  return leaf
}
