// Which fresh catalogue answers go into the answer cache (D200): an answer is stored when its key
// is asked for the second time among the last `capacity` distinct keys. A shop's long tail of
// searches never repeats; storing each of those answers filled the cache with answers nobody asked
// for again and pushed out the listings asked for all day. Only the keys are remembered, oldest
// forgotten first.

export const DEFAULT_ADMISSION_KEYS = 10_000

export class SecondRequestAdmission {
  readonly #seenOnce = new Set<string>()

  constructor(readonly capacity = DEFAULT_ADMISSION_KEYS) {}

  /** True when `key` was asked for before (its answer is worth keeping); remembers it otherwise. */
  admit(key: string): boolean {
    if (this.#seenOnce.delete(key)) return true
    if (this.#seenOnce.size >= this.capacity) {
      const oldest = this.#seenOnce.values().next()
      if (!oldest.done) this.#seenOnce.delete(oldest.value)
    }
    this.#seenOnce.add(key)
    return false
  }
}
