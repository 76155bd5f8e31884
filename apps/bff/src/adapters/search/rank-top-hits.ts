// The first `count` hits of a search in their final order, without sorting every hit: a text
// search matches hundreds of documents and shows a page of a few dozen. The order is a total one
// (ties go to the earlier document), so the page is exactly the prefix a full sort would give.

/** How one hit compares with another; below zero when `a` goes first. */
export type HitComparator = (a: number, b: number) => number

/**
 * The first `count` of `positions` (document positions) in the order of `compare`, which must
 * break every tie (for example by position). Selects with a bounded heap of the best `count`
 * seen so far when that is much smaller than the hits, else sorts them all.
 */
export function rankTopHits(
  positions: readonly number[],
  count: number,
  compare: HitComparator,
): number[] {
  const wanted = Math.max(0, Math.min(count, positions.length))
  if (wanted === 0) return []
  if (wanted * 4 >= positions.length) return [...positions].sort(compare).slice(0, wanted)
  // A max-heap on `compare`: its root is the worst of the best `wanted` seen so far.
  const heap = positions.slice(0, wanted)
  for (let at = (wanted >> 1) - 1; at >= 0; at--) siftDown(heap, at, compare)
  for (let i = wanted; i < positions.length; i++) {
    const position = positions[i]!
    if (compare(position, heap[0]!) < 0) {
      heap[0] = position
      siftDown(heap, 0, compare)
    }
  }
  return heap.sort(compare)
}

function siftDown(heap: number[], start: number, compare: HitComparator): void {
  const length = heap.length
  let at = start
  for (;;) {
    const left = 2 * at + 1
    if (left >= length) return
    const right = left + 1
    const worse = right < length && compare(heap[right]!, heap[left]!) > 0 ? right : left
    if (compare(heap[worse]!, heap[at]!) <= 0) return
    const held = heap[at]!
    heap[at] = heap[worse]!
    heap[worse] = held
    at = worse
  }
}
