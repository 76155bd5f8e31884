import { describe, expect, it } from 'vitest'
import { CART_LOCK_NAME, createTabLock } from './cart-tab-lock'

describe('createTabLock', () => {
  it('runs each task under the cart lock and hands back its result', async () => {
    const names: string[] = []
    const lock = createTabLock({
      request: ((name: string, task: () => Promise<unknown>) => {
        names.push(name)
        return task()
      }) as LockManager['request'],
    })
    await expect(lock!(async () => 42)).resolves.toBe(42)
    expect(names).toEqual([CART_LOCK_NAME])
  })

  it('is absent where the browser has no Web Locks', () => {
    expect(createTabLock(undefined)).toBeUndefined()
  })
})
