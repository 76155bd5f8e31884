// Notification list rules (spec 001 §3, §4; 000 §8, §9): types secondary, info, success, warning,
// danger (anything else becomes danger); up to two actions, the first being OK by default; a
// repeat of the last message is ignored; they live 5000 ms unless hasNoTimeout.
export const notificationTypes = ['secondary', 'info', 'success', 'warning', 'danger'] as const
export type NotificationType = (typeof notificationTypes)[number]

/** spec 000 §9: notification time to live 5000 ms. */
export const NOTIFICATION_TIME_TO_LIVE_MS = 5000
/** spec 000 §9: random notification id up to 100000. */
export const NOTIFICATION_ID_LIMIT = 100000

export interface NotificationAction {
  /** The button text; the first action reads OK when none is given. */
  label?: string
  /** Runs before the notification is dismissed. */
  onSelect?: () => void
  /** A link instead of a button: works before scripts run (a form's notice, D235). */
  href?: string
}

export interface NotificationInput {
  message: string
  type?: string
  action1?: NotificationAction
  action2?: NotificationAction
  timeToLive?: number
  hasNoTimeout?: boolean
}

export interface Notification {
  id: number
  message: string
  type: NotificationType
  actions: NotificationAction[]
  timeToLive: number
  hasNoTimeout: boolean
}

/** Any type outside the five known ones is shown as danger. */
export function normalizeNotificationType(type: string | undefined): NotificationType {
  return notificationTypes.find((known) => known === type) ?? 'danger'
}

/** A random id in [0, 100000). */
export function createNotificationId(random: () => number = Math.random): number {
  return Math.floor(random() * NOTIFICATION_ID_LIMIT)
}

/** Adds a notification unless it repeats the message of the last one. */
export function addNotification(
  list: readonly Notification[],
  input: NotificationInput,
  id: number,
): Notification[] {
  if (list.at(-1)?.message === input.message) return [...list]
  const actions = [input.action1 ?? {}, ...(input.action2 ? [input.action2] : [])]
  return [
    ...list,
    {
      id,
      message: input.message,
      type: normalizeNotificationType(input.type),
      actions,
      timeToLive: input.timeToLive ?? NOTIFICATION_TIME_TO_LIVE_MS,
      hasNoTimeout: input.hasNoTimeout ?? false,
    },
  ]
}

export function removeNotification(list: readonly Notification[], id: number): Notification[] {
  return list.filter((notification) => notification.id !== id)
}
