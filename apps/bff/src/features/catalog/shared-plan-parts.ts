// Parts of catalogue search plans that most requests have in common (a use's filters, the
// aggregations of every filterable attribute, the field lists a page asks for) are built once and
// shared, frozen. The key memo keeps thousands of plans (catalog-cache.ts); with a copy of the same
// ten aggregations and forty field names in each, a plan held 3.8 kB (heap snapshot, 2026-11-26).
// Bounded by entries: when full, it starts again empty.

export const MAX_SHARED_PLAN_PARTS = 1024

export class SharedPlanParts {
  readonly #parts = new Map<string, readonly unknown[]>()

  constructor(readonly maxEntries = MAX_SHARED_PLAN_PARTS) {}

  /** The shared, frozen list under `key`, made by `make` the first time. */
  list<T>(key: string, make: () => readonly T[]): readonly T[] {
    let part = this.#parts.get(key)
    if (part === undefined) {
      if (this.#parts.size >= this.maxEntries) this.#parts.clear()
      part = Object.freeze(make().map((item) => freezeShallowly(item)))
      this.#parts.set(key, part)
    }
    return part as readonly T[]
  }

  get size(): number {
    return this.#parts.size
  }
}

function freezeShallowly<T>(item: T): T {
  return typeof item === 'object' && item !== null ? Object.freeze(item) : item
}

/** A key for a list of field names or codes (none of them holds the separator). */
export function keyOfNames(names: readonly string[]): string {
  return names.join('\u0000')
}
