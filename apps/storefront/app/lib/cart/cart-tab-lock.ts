// One cart for all tabs of a browser (spec 000 §4 "Cart synchronisation"): the cart session's
// work runs under a Web Lock of the origin, so two tabs never sync the same stored cart at once
// (a tab that started while another was sending its new line would send it again). Browsers
// without Web Locks run the work at once, as before.
export const CART_LOCK_NAME = 'vitrine-cart'

type Locks = Pick<LockManager, 'request'>

export function createTabLock(
  locks: Locks | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): (<T>(task: () => Promise<T>) => Promise<T>) | undefined {
  if (!locks) return undefined
  return <T>(task: () => Promise<T>) => locks.request(CART_LOCK_NAME, () => task()) as Promise<T>
}
