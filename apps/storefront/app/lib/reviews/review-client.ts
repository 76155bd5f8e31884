// The browser's review post (D230, D231) for the review modal: through the storefront's proxy,
// which adds the session's token when a customer is logged in (D120), so the customer is the
// review's author. A 401 (the access token ran out) refreshes the session once at
// /account-session and sends the review again. A refusal comes back as the form's text.
import type { StoreView } from '@vitrine/contracts/store-views'
import { SESSION_REFRESH_PATH } from '~/lib/account/session-fetch'
import { buildStorePath } from '~/lib/store-path'
import { buildReviewBody, type ReviewForm } from './review-form'
import type { ReviewMessageKey } from './review-messages'

/** What a post came to: sent, or the text saying why not. */
export type ReviewSendOutcome = { ok: true } | { ok: false; text: ReviewMessageKey }

/** The form's text for a refused post's status (shared with the page's action). */
export function describeReviewRefusal(status: number): ReviewMessageKey {
  if (status === 429) return 'review.tooMany'
  if (status === 404) return 'review.productGone'
  return 'review.failed'
}

export async function sendReview(
  storeView: StoreView,
  productId: number,
  review: ReviewForm,
): Promise<ReviewSendOutcome> {
  const send = () =>
    fetch(buildStorePath(storeView, '/api/review/create'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(buildReviewBody(productId, review)),
    })
  try {
    let answer = await send()
    if (answer.status === 401) {
      const refreshed = await fetch(SESSION_REFRESH_PATH, {
        method: 'POST',
        credentials: 'same-origin',
      })
      if (refreshed.ok) answer = await send()
    }
    return answer.ok ? { ok: true } : { ok: false, text: describeReviewRefusal(answer.status) }
  } catch {
    return { ok: false, text: 'review.failed' }
  }
}
