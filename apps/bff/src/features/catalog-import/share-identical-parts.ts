// Structural sharing between store views' catalogues (D82): a Dutch product document differs from
// the English one in its name, description, url fields and category names; its prices, stock,
// pictures, variants and attribute values are equal. `shareIdenticalParts` returns a value equal
// to `value` whose every part that deep-equals the same part of `base` IS base's part, so the
// three catalogues hold each identical object once. Values are JSON-like (imported documents).

/** `value` with each part deep-equal to `base`'s part at the same place replaced by it. */
export function shareIdenticalParts<T>(value: T, base: unknown): T {
  return share(value, base).value as T
}

function share(value: unknown, base: unknown): { value: unknown; same: boolean } {
  if (value === base) return { value: base, same: true }
  if (typeof value !== 'object' || value === null || typeof base !== 'object' || base === null) {
    return { value, same: false }
  }
  if (Array.isArray(value)) {
    if (!Array.isArray(base) || base.length !== value.length) return { value, same: false }
    let same = true
    const shared = value.map((element, index) => {
      const result = share(element, base[index])
      same &&= result.same
      return result.value
    })
    return same ? { value: base, same } : { value: shared, same }
  }
  if (Array.isArray(base)) return { value, same: false }
  const baseRecord = base as Record<string, unknown>
  let same = true
  let keys = 0
  const shared: Record<string, unknown> = {}
  for (const [key, element] of Object.entries(value)) {
    keys++
    const result = share(element, baseRecord[key])
    if (!result.same || !(key in baseRecord)) same = false
    shared[key] = result.value
  }
  if (keys !== Object.keys(baseRecord).length) same = false
  return same ? { value: base, same } : { value: shared, same }
}
