import { describe, expect, it } from 'vitest'
import {
  addNotification,
  createNotificationId,
  normalizeNotificationType,
  removeNotification,
} from './notifications'

describe('notifications', () => {
  it('shows known types as given and anything else as danger', () => {
    expect(normalizeNotificationType('success')).toBe('success')
    expect(normalizeNotificationType('secondary')).toBe('secondary')
    expect(normalizeNotificationType('error')).toBe('danger')
    expect(normalizeNotificationType(undefined)).toBe('danger')
  })

  it('gives every notification an OK action and a 5000 ms life by default', () => {
    const [added] = addNotification([], { message: 'Product has been added to the cart!' }, 7)
    expect(added).toMatchObject({ id: 7, type: 'danger', timeToLive: 5000, hasNoTimeout: false })
    expect(added?.actions).toEqual([{}])
  })

  it('keeps a second action and the no-timeout flag', () => {
    const [added] = addNotification(
      [],
      {
        message: 'Product has been added to the cart!',
        type: 'success',
        action1: { label: 'OK' },
        action2: { label: 'Proceed to checkout' },
        hasNoTimeout: true,
      },
      1,
    )
    expect(added?.actions.map((action) => action.label)).toEqual(['OK', 'Proceed to checkout'])
    expect(added?.hasNoTimeout).toBe(true)
  })

  it('ignores a repeat of the last message but not of an older one', () => {
    let list = addNotification([], { message: 'A' }, 1)
    list = addNotification(list, { message: 'A' }, 2)
    expect(list.map((item) => item.id)).toEqual([1])
    list = addNotification(list, { message: 'B' }, 3)
    list = addNotification(list, { message: 'A' }, 4)
    expect(list.map((item) => item.message)).toEqual(['A', 'B', 'A'])
  })

  it('removes a notification by id', () => {
    const list = addNotification(addNotification([], { message: 'A' }, 1), { message: 'B' }, 2)
    expect(removeNotification(list, 1).map((item) => item.message)).toEqual(['B'])
  })

  it('draws ids below 100000', () => {
    expect(createNotificationId(() => 0)).toBe(0)
    expect(createNotificationId(() => 0.9999999)).toBe(99999)
  })
})
