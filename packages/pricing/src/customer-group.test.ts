import { describe, expect, it } from 'vitest'
import {
  isGroupTaxActive,
  resolveCustomerGroupId,
  resolveCustomerTaxClassId,
} from './customer-group.js'

describe('customer group for tax and tier prices (spec 000 §6)', () => {
  it.each([
    ['group tax is off without a numeric default group', {}, { group_id: 4 }, undefined],
    [
      'group tax is off with a null default group',
      { userGroupId: null },
      { group_id: 4 },
      undefined,
    ],
    ["a logged-in user's group_id", { userGroupId: 0 }, { group_id: 4 }, 4],
    ['the default group when logged out', { userGroupId: 1 }, null, 1],
    ['the default group when no user is given', { userGroupId: 1 }, undefined, 1],
    [
      'the default group when configured to use only the default',
      { userGroupId: 1, useOnlyDefaultUserGroupId: true },
      { group_id: 4 },
      1,
    ],
    ['the default group when the user has no group', { userGroupId: 1 }, {}, 1],
  ])('%s', (_name, config, user, groupId) => {
    expect(resolveCustomerGroupId(config, user)).toBe(groupId)
  })

  it.each([
    [{ userGroupId: 0 }, true],
    [{ userGroupId: 3 }, true],
    [{ userGroupId: null }, false],
    [{}, false],
  ])('group tax active for %j: %s', (config, active) => {
    expect(isGroupTaxActive(config)).toBe(active)
  })

  it.each([
    [undefined, undefined, undefined],
    [3, undefined, 3],
    [3, { 3: 7 }, 7],
    [4, { 3: 7 }, 4],
  ])('group %s with mapping %j has customer tax class %s', (groupId, mapping, taxClass) => {
    expect(resolveCustomerTaxClassId(groupId, mapping)).toBe(taxClass)
  })
})
