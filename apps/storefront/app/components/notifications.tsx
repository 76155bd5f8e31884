// The notifications area (spec 001 §2 layout "notifications"): an aria-live region listing the
// messages, each with its actions (OK by default). A notification removes itself after its time
// to live unless hasNoTimeout (spec 001 §4).
import { useEffect } from 'react'
import type { Notification } from '~/lib/notifications'
import { useTranslate } from '~/lib/use-store-view'
import styles from './notifications.module.css'
import { useNotifications } from './notifications-provider'

export function Notifications() {
  const { notifications, dismiss } = useNotifications()
  const t = useTranslate()
  return (
    <section className={styles.area} aria-live="polite" aria-label={t('notifications.label')}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onDismiss={dismiss} />
      ))}
    </section>
  )
}

function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: Notification
  onDismiss: (id: number) => void
}) {
  const t = useTranslate()
  const { id, timeToLive, hasNoTimeout } = notification

  useEffect(() => {
    if (hasNoTimeout) return
    const timer = setTimeout(() => onDismiss(id), timeToLive)
    return () => clearTimeout(timer)
  }, [id, timeToLive, hasNoTimeout, onDismiss])

  return (
    <div className={`${styles.notification} ${styles[notification.type]}`}>
      <p className={styles.message}>{notification.message}</p>
      <div className={styles.actions}>
        {notification.actions.map((action, index) => (
          <button
            key={index}
            type="button"
            className={styles.action}
            onClick={() => {
              action.onSelect?.()
              onDismiss(id)
            }}
          >
            {action.label ?? t('notifications.ok')}
          </button>
        ))}
      </div>
    </div>
  )
}
