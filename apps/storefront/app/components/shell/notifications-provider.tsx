// The notification list with `notify()` and `dismiss()`. The rules (types, repeat suppression,
// actions) live in ~/lib/notifications; each shown notification arms its own removal timer.
import { useRouteLoaderData } from '@remix-run/react'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import {
  addNotification,
  createNotificationId,
  removeNotification,
  type Notification,
  type NotificationInput,
} from '~/lib/notifications'
import type { FlashNotice } from '~/lib/flash-notice'

interface NotificationsContextValue {
  notifications: readonly Notification[]
  notify: (input: NotificationInput) => void
  dismiss: (id: number) => void
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null)

/** The notices a form's action left for this page (D235), read from the root loader's data. */
export function useFlashNotices(): FlashNotice[] {
  return useRouteLoaderData<{ notices?: FlashNotice[] }>('root')?.notices ?? []
}

/** Notices as notifications; ids from the order, so the server and the browser render the same. */
function toNotifications(notices: readonly FlashNotice[]): Notification[] {
  return notices.reduce<Notification[]>(
    (list, notice, index) =>
      addNotification(
        list,
        {
          message: notice.message,
          type: notice.type,
          ...(notice.link ? { action2: notice.link } : {}),
        },
        index + 1,
      ),
    [],
  )
}

export function NotificationsProvider({
  initial = [],
  children,
}: {
  /** Notices a form's action left for this page (D235). */
  initial?: readonly FlashNotice[]
  children: ReactNode
}) {
  const [notifications, setNotifications] = useState<Notification[]>(() => toNotifications(initial))

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
