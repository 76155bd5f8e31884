// A small seeded pseudo-random generator (mulberry32) so the same seed always yields the same
// catalogue. `fork` derives an independent stream per label: adding products to one part of the
// catalogue never shifts the choices made in another.
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in random order (all of them when fewer exist). */
  sample<T>(items: readonly T[], count: number): T[]
  fork(label: string): Random
}

/** Creates a deterministic random stream from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
    }
    return pool.slice(0, Math.max(0, count))
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample,
    fork: (label) => createRandom(hashLabel(label) ^ seed),
  }
}

/** FNV-1a hash of a label, used to derive a sub-stream's seed. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
