// A fixed-size set of document positions (0..size-1) as 32-bit words. The embedded search engine
// evaluates every filter to one of these and combines them with AND/OR word by word, which keeps
// a category listing over 20,000+ products well under a millisecond (docs/performance.md budget).
export class DocBitset {
  readonly size: number
  readonly words: Uint32Array

  constructor(size: number, words?: Uint32Array) {
    this.size = size
    this.words = words ?? new Uint32Array(Math.ceil(size / 32))
  }

  /** A set holding every position 0..size-1. */
  static createFull(size: number): DocBitset {
    const set = new DocBitset(size)
    set.words.fill(0xffffffff)
    const tail = size % 32
    if (tail !== 0 && set.words.length > 0)
      set.words[set.words.length - 1] = ((1 << tail) - 1) >>> 0
    return set
  }

  /** A set holding the given positions. */
  static fromPositions(size: number, positions: Iterable<number>): DocBitset {
    const set = new DocBitset(size)
    for (const position of positions) set.add(position)
    return set
  }

  add(position: number): void {
    const index = position >>> 5
    this.words[index] = (this.words[index]! | (1 << (position & 31))) >>> 0
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5]! >>> (position & 31)) & 1) === 1
  }

  clone(): DocBitset {
    return new DocBitset(this.size, this.words.slice())
  }

  /** Makes this set equal to `other` (same size), in place. */
  copyFrom(other: DocBitset): this {
    this.words.set(other.words)
    return this
  }

  /** Removes every position (in place). */
  clear(): this {
    this.words.fill(0)
    return this
  }

  /** How many positions are in both this set and `other`, without building their intersection. */
  countIntersection(other: DocBitset): number {
    const words = this.words
    const others = other.words
    let total = 0
    for (let i = 0; i < words.length; i++) total += countBits((words[i]! & others[i]!) >>> 0)
    return total
  }

  /** Keeps only the positions also in `other` (in place). */
  intersectWith(other: DocBitset): this {
    const words = this.words
    const others = other.words
    for (let i = 0; i < words.length; i++) words[i] = (words[i]! & others[i]!) >>> 0
    return this
  }

  /** Adds every position of `other` (in place). */
  unionWith(other: DocBitset): this {
    const words = this.words
    const others = other.words
    for (let i = 0; i < words.length; i++) words[i] = (words[i]! | others[i]!) >>> 0
    return this
  }

  /** Every position of 0..size-1 not in this set. */
  complement(): DocBitset {
    const full = DocBitset.createFull(this.size)
    const words = full.words
    for (let i = 0; i < words.length; i++) words[i] = (words[i]! & ~this.words[i]!) >>> 0
    return full
  }

  count(): number {
    let total = 0
    for (const word of this.words) total += countBits(word)
    return total
  }

  /** Positions in ascending order. */
  toPositions(): number[] {
    // Counted first, so the array is made at its size instead of growing (and copied) as it fills.
    const positions = new Array<number>(this.count())
    const words = this.words
    let at = 0
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!
      while (word !== 0) {
        const lowest = word & -word
        positions[at++] = i * 32 + (31 - Math.clz32(lowest))
        word = (word ^ lowest) >>> 0
      }
    }
    return positions
  }
}

function countBits(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
