import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideCartSync, hashCartItems, shouldSyncCart, type CartSyncState } from './cart-hash.js'
import type { CartItem } from './cart-item.types.js'

const cap: CartItem = { sku: 'CAP', qty: 2 }
const tee: CartItem = { sku: 'TEE', qty: 1 }

describe('hashCartItems', () => {
  it('is a sha3-224 hex digest', () => {
    expect(hashCartItems([cap], 't1')).toMatch(/^[0-9a-f]{56}$/)
  })

  it.each([
    { name: 'another quantity', items: [{ ...cap, qty: 3 }, tee], token: 't1' },
    { name: 'another token', items: [cap, tee], token: 't2' },
    { name: 'no token', items: [cap, tee], token: null },
    { name: 'a line less', items: [cap], token: 't1' },
    { name: 'other options', items: [{ ...cap, checksum: 'x' }, tee], token: 't1' },
  ])('changes with $name', ({ items, token }) => {
    expect(hashCartItems(items, token)).not.toBe(hashCartItems([cap, tee], 't1'))
  })

  it('ignores server ids and line order', () => {
    expect(hashCartItems([{ ...tee, server_item_id: 5, prev_qty: 1 }, cap], 't1')).toBe(
      hashCartItems([cap, tee], 't1'),
    )
  })

  it('does not depend on line order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.string(), qty: fc.nat() }), { maxLength: 6 }),
        fc.string(),
        (items, token) => {
          expect(hashCartItems([...items].reverse(), token)).toBe(hashCartItems(items, token))
        },
      ),
    )
  })
})

describe('decideCartSync', () => {
  const base: CartSyncState = {
    syncEnabled: true,
    connected: true,
    currentHash: 'h2',
    lastSyncedHash: 'h1',
  }

  it.each<{ name: string; state: CartSyncState; decision: ReturnType<typeof decideCartSync> }>([
    {
      name: 'syncs when the hash changed',
      state: base,
      decision: { sync: true, reason: 'hash-changed' },
    },
    {
      name: 'syncs a cart never synced',
      state: { ...base, lastSyncedHash: null },
      decision: { sync: true, reason: 'never-synced' },
    },
    {
      name: 'skips an unchanged cart',
      state: { ...base, lastSyncedHash: 'h2' },
      decision: { sync: false, reason: 'unchanged' },
    },
    {
      name: 'syncs an unchanged cart when forced',
      state: { ...base, lastSyncedHash: 'h2', forced: true },
      decision: { sync: true, reason: 'forced' },
    },
    {
      name: 'never syncs with server sync off',
      state: { ...base, syncEnabled: false, forced: true },
      decision: { sync: false, reason: 'sync-disabled' },
    },
    {
      name: 'never syncs a cart without token',
      state: { ...base, connected: false, forced: true },
      decision: { sync: false, reason: 'not-connected' },
    },
  ])('$name', ({ state, decision }) => {
    expect(decideCartSync(state)).toEqual(decision)
    expect(shouldSyncCart(state)).toBe(decision.sync)
  })
})
