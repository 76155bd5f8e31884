// The notices an action leaves for the next page (D235): a signed, httpOnly cookie of a minute,
// read and cleared by the root loader, which hands them to the notifications area.
import type { Cookie } from '@remix-run/node'
import { FLASH_NOTICES_MAX, type FlashNotice } from '~/lib/flash-notice'
import { normalizeNotificationType } from '~/lib/notifications'
import { createShopCookie } from './cookie-settings.server'

export const FLASH_COOKIE = 'vitrine_notices'
const MESSAGE_MAX = 300

let cookie: Cookie | undefined

function flashCookie(): Cookie {
  cookie ??= createShopCookie(FLASH_COOKIE, 60)
  return cookie
}

function readNotice(value: unknown): FlashNotice[] {
  if (typeof value !== 'object' || value === null) return []
  const { message, type, link } = value as Record<string, unknown>
  if (typeof message !== 'string' || message === '') return []
  const notice: FlashNotice = {
    message: message.slice(0, MESSAGE_MAX),
    type: normalizeNotificationType(typeof type === 'string' ? type : undefined),
  }
  if (typeof link === 'object' && link !== null) {
    const { label, href } = link as Record<string, unknown>
    // Only a path of this shop.
    if (typeof label === 'string' && typeof href === 'string' && /^\/(?!\/)/.test(href)) {
      notice.link = { label, href }
    }
  }
  return [notice]
}

/** The Set-Cookie header carrying `notices` to the next page. */
export function writeFlashNotices(notices: readonly FlashNotice[]): Promise<string> {
  return flashCookie().serialize(notices.slice(0, FLASH_NOTICES_MAX))
}

/** The request's notices and, when there were any, the Set-Cookie header that clears them. */
export async function takeFlashNotices(
  cookieHeader: string | null,
): Promise<{ notices: FlashNotice[]; cookies: string[] }> {
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { notices: [], cookies: [] }
  const value: unknown = await flashCookie().parse(cookieHeader)
  const notices = Array.isArray(value) ? value.slice(0, FLASH_NOTICES_MAX).flatMap(readNotice) : []
  return { notices, cookies: [await flashCookie().serialize('', { maxAge: 0 })] }
}
