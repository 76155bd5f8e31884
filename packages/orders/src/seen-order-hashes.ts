// The per-session list of order hashes already being placed (spec 000 §4 "Order placement"):
// an identical order in the same session is ignored; a failed placement releases its hash so the
// shopper can try again. Immutable: every call returns a new list.

export type SeenOrderHashes = readonly string[]

export type OrderHashClaim =
  { kind: 'claimed'; seen: SeenOrderHashes } | { kind: 'duplicate'; seen: SeenOrderHashes }

export function createSeenOrderHashes(): SeenOrderHashes {
  return []
}

/** Records `hash` unless this session already placed the identical order. */
export function claimOrderHash(seen: SeenOrderHashes, hash: string): OrderHashClaim {
  if (seen.includes(hash)) return { kind: 'duplicate', seen }
  return { kind: 'claimed', seen: [...seen, hash] }
}

export function releaseOrderHash(seen: SeenOrderHashes, hash: string): SeenOrderHashes {
  return seen.filter((entry) => entry !== hash)
}
