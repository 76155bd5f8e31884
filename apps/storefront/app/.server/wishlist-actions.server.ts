// The wishlist pages' actions (spec 001 §4, §7): create and rename (the name form, checked with
// the browser's schema: required, ≤ 50), delete, share, and remove an item (also after it moved to
// the cart). Remix reloads the page's data after each, so the list shown is always the BFF's
// (spec 001 §4: the list reloads after every change). A refusal is shown in the shopper's language.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { WISHLIST_LIMIT_MESSAGE } from '@vitrine/contracts/wishlist'
import { buildStorePath } from '~/lib/store-path'
import type { WishlistText } from '~/lib/wishlist/use-wishlist-translate'
import type { WishlistActionData } from '~/lib/wishlist/wishlist-action-data'
import { WishlistNameFormSchema } from '~/lib/wishlist/wishlist-form'
import type { CustomerSession, SessionContext } from './customer-session.server'
import { withCookies } from './session.server'
import { isBffStatus } from './user-api.server'
import {
  createWishlist,
  deleteWishlist,
  removeWishlistItem,
  renameWishlist,
  shareWishlist,
} from './wishlist-data.server'

function refusalKey(error: unknown): WishlistText {
  if (error instanceof Error && error.message === WISHLIST_LIMIT_MESSAGE) {
    return 'validation.wishlistLimit'
  }
  if (isBffStatus(error, 404)) return 'wishlist.notFound'
  return 'wishlist.failed'
}

function answer(session: CustomerSession, body: WishlistActionData, status = 200) {
  return data<WishlistActionData>(body, { status, headers: withCookies(session.cookies) })
}

async function nameForm(
  intent: 'create' | 'rename',
  formData: FormData,
  session: CustomerSession,
  save: (name: string) => Promise<unknown>,
) {
  const submission = parseWithZod(formData, { schema: WishlistNameFormSchema })
  if (submission.status !== 'success') {
    return answer(session, { intent, result: submission.reply() }, 400)
  }
  try {
    await save(submission.value.name)
  } catch (error) {
    if (!isBffStatus(error, 400, 404)) throw error
    return answer(
      session,
      { intent, result: submission.reply({ formErrors: [refusalKey(error)] }) },
      error.status,
    )
  }
  return answer(session, { intent, result: submission.reply({ resetForm: true }) })
}

async function buttonChange(intent: string, session: CustomerSession, change: () => Promise<void>) {
  try {
    await change()
  } catch (error) {
    if (!isBffStatus(error, 400, 404)) throw error
    return answer(session, { intent, failure: refusalKey(error) }, error.status)
  }
  return answer(session, { intent })
}

function readId(value: FormDataEntryValue | null): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
  }
  return id
}

/** /my-account/wishlist: a new list. */
export function wishlistsAction(
  formData: FormData,
  context: SessionContext,
  session: CustomerSession,
) {
  return nameForm('create', formData, session, (name) => createWishlist(context, session, name))
}

/** /my-account/wishlist/{wishlistId}: rename, delete, share, remove an item. */
export async function wishlistAction(
  formData: FormData,
  context: SessionContext,
  session: CustomerSession,
  wishlistId: number,
) {
  const value = formData.get('intent')
  const intent = typeof value === 'string' ? value : ''
  switch (intent) {
    case 'rename':
      return nameForm('rename', formData, session, (name) =>
        renameWishlist(context, session, wishlistId, name),
      )
    case 'delete': {
      const refused = await buttonChange(intent, session, () =>
        deleteWishlist(context, session, wishlistId),
      )
      if (refused.init?.status && refused.init.status >= 400) return refused
      return redirect(buildStorePath(context.storeView, '/my-account/wishlist'), {
        headers: withCookies(session.cookies),
      })
    }
    case 'share':
      return buttonChange(intent, session, async () => {
        await shareWishlist(context, session, wishlistId)
      })
    case 'remove': {
      const itemId = readId(formData.get('itemId'))
      return buttonChange(intent, session, () =>
        removeWishlistItem(context, session, wishlistId, itemId),
      )
    }
    default:
      throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
  }
}
