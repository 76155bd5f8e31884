// Which customer group prices and tax are computed for (spec 000 §6). Group-dependent tax and tier
// prices are active only when the store's tax config carries a numeric `userGroupId`; the group is
// then the user's group_id, or that configured default when the store uses only the default group
// or nobody is logged in.

export interface CustomerGroupConfig {
  /** The default customer group; a number switches group-dependent tax and tier prices on. */
  readonly userGroupId?: number | null
  readonly useOnlyDefaultUserGroupId?: boolean | null
}

export interface CustomerGroupUser {
  readonly group_id?: number | null
}

/** True when the store computes tax (and tier prices) per customer group. */
export function isGroupTaxActive(config: CustomerGroupConfig): boolean {
  return typeof config.userGroupId === 'number'
}

/**
 * The customer group to price for; undefined when group tax is not active.
 * `user` is the logged-in customer, or null/undefined for a guest.
 */
export function resolveCustomerGroupId(
  config: CustomerGroupConfig,
  user?: CustomerGroupUser | null,
): number | undefined {
  const defaultGroupId = config.userGroupId
  if (typeof defaultGroupId !== 'number') return undefined
  if (config.useOnlyDefaultUserGroupId || !user) return defaultGroupId
  return typeof user.group_id === 'number' ? user.group_id : defaultGroupId
}

/**
 * The customer tax class of a group. The catalogue's tax rules list customer tax classes; unless a
 * mapping says otherwise the group id is used as its tax class (as the VSF catalogue format does).
 */
export function resolveCustomerTaxClassId(
  groupId: number | undefined,
  taxClassByGroup?: Readonly<Record<number, number>>,
): number | undefined {
  if (groupId === undefined) return undefined
  return taxClassByGroup?.[groupId] ?? groupId
}
