import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TierPrice } from './tier-price.js'
import { ALL_CUSTOMER_GROUPS_ID, selectTierPrice } from './tier-price.js'

const tiers: TierPrice[] = [
  { customer_group_id: 1, qty: 1, value: 22 },
  { customer_group_id: 1, qty: 5, value: '19.50' },
  { customer_group_id: 2, qty: 1, value: 18 },
  { customer_group_id: ALL_CUSTOMER_GROUPS_ID, qty: 10, value: 17 },
]

describe('selectTierPrice: tier prices for the group and quantity (spec 000 §6)', () => {
  it.each([
    ['off by default', { groupId: 1, qty: 5 }, undefined],
    ['off when disabled', { enabled: false, groupId: 1, qty: 5 }, undefined],
    ['no group, no tier price', { enabled: true, groupId: undefined, qty: 5 }, undefined],
    ['the group tier for quantity 1', { enabled: true, groupId: 1, qty: 1 }, 2200],
    ['the lower tier once its quantity is reached', { enabled: true, groupId: 1, qty: 5 }, 1950],
    ['another group has its own tier', { enabled: true, groupId: 2, qty: 1 }, 1800],
    ['an all-groups tier applies to every group', { enabled: true, groupId: 1, qty: 10 }, 1700],
    [
      'a group without tiers below their quantity',
      { enabled: true, groupId: 3, qty: 2 },
      undefined,
    ],
  ])('%s', (_name, query, expected) => {
    expect(selectTierPrice(tiers, query)).toBe(expected)
  })

  it('no tier prices on the product means none applies', () => {
    expect(selectTierPrice(undefined, { enabled: true, groupId: 1, qty: 1 })).toBeUndefined()
    expect(selectTierPrice(null, { enabled: true, groupId: 1, qty: 1 })).toBeUndefined()
  })

  it('ignores negative tier values', () => {
    expect(
      selectTierPrice([{ customer_group_id: 1, qty: 1, value: -5 }], {
        enabled: true,
        groupId: 1,
        qty: 1,
      }),
    ).toBeUndefined()
  })

  it('property: a larger quantity never gets a higher tier price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (qty, extra) => {
          const small = selectTierPrice(tiers, { enabled: true, groupId: 1, qty })
          const large = selectTierPrice(tiers, { enabled: true, groupId: 1, qty: qty + extra })
          expect(large).toBeLessThanOrEqual(small ?? Number.POSITIVE_INFINITY)
        },
      ),
    )
  })
})
