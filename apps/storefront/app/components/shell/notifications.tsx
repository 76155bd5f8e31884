// The notifications area (spec 001 §2 layout "notifications"): the messages, each with its
// actions (OK by default), in two live regions that exist before any message arrives, so screen
// readers announce each new one: a polite status for most, an assertive one for errors (danger).
// A notification removes itself after its time to live unless hasNoTimeout (spec 001 §4). The area
// sits at the foot of the viewport, never over the header's controls (D92).
import { Link } from '@remix-run/react'
import { useEffect } from 'react'
import type { Notification } from '~/lib/notifications'
import { useTranslate } from '~/lib/use-store-view'
import styles from './notifications.module.css'
import { useNotifications } from './notifications-provider'

export function Notifications() {
  const { notifications, dismiss } = useNotifications()
  const t = useTranslate()
  const list = (urgent: boolean) =>
    notifications
      .filter((notification) => (notification.type === 'danger') === urgent)
      .map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onDismiss={dismiss} />
      ))
  return (
    <section className={styles.area} aria-label={t('notifications.label')}>
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.list}>
        {list(false)}
      </div>
      <div aria-live="assertive" aria-atomic="false" className={styles.list}>
        {list(true)}
      </div>
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
        {notification.actions.map((action, index) =>
          action.href ? (
            <Link key={index} to={action.href} className={styles.action}>
              {action.label}
            </Link>
          ) : (
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
          ),
        )}
      </div>
    </div>
  )
}
