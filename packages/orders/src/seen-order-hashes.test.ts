import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { claimOrderHash, createSeenOrderHashes, releaseOrderHash } from './seen-order-hashes.js'

describe('seen order hashes', () => {
  it('claims a new order and ignores the identical order in the same session', () => {
    const first = claimOrderHash(createSeenOrderHashes(), 'h1')
    expect(first).toEqual({ kind: 'claimed', seen: ['h1'] })
    expect(claimOrderHash(first.seen, 'h1')).toEqual({ kind: 'duplicate', seen: ['h1'] })
    expect(claimOrderHash(first.seen, 'h2')).toEqual({ kind: 'claimed', seen: ['h1', 'h2'] })
  })

  it('lets an order be placed again once its hash is released', () => {
    const { seen } = claimOrderHash(['h0'], 'h1')
    const released = releaseOrderHash(seen, 'h1')
    expect(released).toEqual(['h0'])
    expect(claimOrderHash(released, 'h1').kind).toBe('claimed')
  })

  it('claims each hash at most once however often it is sent (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c')), (hashes) => {
        let seen = createSeenOrderHashes()
        let claimed = 0
        for (const hash of hashes) {
          const claim = claimOrderHash(seen, hash)
          if (claim.kind === 'claimed') claimed += 1
          seen = claim.seen
        }
        expect(claimed).toBe(new Set(hashes).size)
      }),
    )
  })
})
