// Keeping a thing only on its second sight (D209), as nginx's `proxy_cache_min_uses 2` and the
// doorkeeper of TinyLFU caches do: a shop's long tail of searches asked once would otherwise fill
// the caches with answers nobody asks again, pushing out the popular ones and giving the garbage
// collector a steady stream of objects that live just long enough to be copied and promoted.
// What was seen is kept as two hashes of its key in a bitset (no key, no object), in two
// generations: the current one and the one before it; when the current one has taken its share
// of keys it becomes the previous one and a new one starts, so a key is remembered for one to two
// generations. A key never seen may be taken for seen with a small chance (about 5 % at a full
// generation), which only means an answer asked once is kept after all.

/** Keys a generation takes before it is aged out: one per eight bits keeps false sightings ~5 %. */
const KEYS_PER_BIT = 1 / 8

export class SecondSight {
  #current: Uint32Array
  #previous: Uint32Array
  readonly #mask: number
  readonly #keysPerGeneration: number
  #keys = 0

  /** `bits`: bits per generation, rounded up to a power of two (two generations are kept). */
  constructor(bits = 1 << 20) {
    let size = 1024
    while (size < bits) size *= 2
    this.#mask = size - 1
    this.#current = new Uint32Array(size / 32)
    this.#previous = new Uint32Array(size / 32)
    this.#keysPerGeneration = Math.floor(size * KEYS_PER_BIT)
  }

  /** True when `key` was seen before (in this generation or the one before); marks it seen. */
  seenBefore(key: string): boolean {
    const hash = hashText(key)
    // Two positions from one hash (double hashing); the second step is odd, so never zero.
    const first = hash & this.#mask
    const second = (hash + (Math.imul(hash >>> 16, 0x27d4eb2d) | 1)) & this.#mask
    if (isSet(this.#current, first) && isSet(this.#current, second)) return true
    const seen = isSet(this.#previous, first) && isSet(this.#previous, second)
    set(this.#current, first)
    set(this.#current, second)
    if (++this.#keys >= this.#keysPerGeneration) this.#age()
    return seen
  }

  #age(): void {
    const emptied = this.#previous.fill(0)
    this.#previous = this.#current
    this.#current = emptied
    this.#keys = 0
  }
}

const isSet = (bits: Uint32Array, at: number): boolean => (bits[at >>> 5]! & (1 << (at & 31))) !== 0

const set = (bits: Uint32Array, at: number): void => {
  bits[at >>> 5] = bits[at >>> 5]! | (1 << (at & 31))
}

/** FNV-1a over the UTF-16 code units, finished with a murmur3 mix so low bits are usable. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}
