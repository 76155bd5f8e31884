// The notification list with `notify()` and `dismiss()`. The rules (types, repeat suppression,
// actions) live in ~/lib/notifications; each shown notification arms its own removal timer.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import {
  addNotification,
  createNotificationId,
  removeNotification,
  type Notification,
  type NotificationInput,
} from '~/lib/notifications'

interface NotificationsContextValue {
  notifications: readonly Notification[]
  notify: (input: NotificationInput) => void
  dismiss: (id: number) => void
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null)

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([])

  const notify = useCallback((input: NotificationInput) => {
    setNotifications((list) => addNotification(list, input, createNotificationId()))
  }, [])
  const dismiss = useCallback((id: number) => {
    setNotifications((list) => removeNotification(list, id))
  }, [])

  const value = useMemo(
    () => ({ notifications, notify, dismiss }),
    [notifications, notify, dismiss],
  )
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext)
  if (!value) throw new Error('useNotifications needs a NotificationsProvider')
  return value
}
