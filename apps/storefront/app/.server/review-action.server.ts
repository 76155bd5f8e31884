// The product page's action (D231): a review posted without JavaScript, from the form the page
// shows with `?review=write`. The form is checked with the browser's schema, then sent to the BFF
// (D230) with the customer's token when one is logged in (a 401 refreshes it once, as on the
// account pages), as a guest otherwise. A refusal (too many reviews, the product gone) is the
// form's error; what was typed is kept.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { ReviewEnvelopeSchema } from '@vitrine/contracts/reviews'
import { REVIEW_INTENT } from '~/components/reviews/review-form'
import type { ReviewActionData } from '~/lib/reviews/review-action-data'
import { describeReviewRefusal } from '~/lib/reviews/review-client'
import { buildReviewBody, ReviewFormSchema } from '~/lib/reviews/review-form'
import { asCustomer, type SessionContext } from './customer-session.server'
import { readCustomerTokens, withCookies } from './session.server'
import { callUserApi, isBffStatus } from './user-api.server'

function badRequest(): Response {
  return new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
}

export async function reviewAction(request: Request, context: SessionContext, formData: FormData) {
  if (formData.get('intent') !== REVIEW_INTENT) throw badRequest()
  const productId = Number(formData.get('productId'))
  if (!Number.isSafeInteger(productId) || productId < 1) throw badRequest()
  const submission = parseWithZod(formData, { schema: ReviewFormSchema })
  if (submission.status !== 'success') {
    return data<ReviewActionData>({ sent: false, result: submission.reply() }, { status: 400 })
  }

  const body = buildReviewBody(productId, submission.value)
  const post = (token?: string) =>
    callUserApi(context, '/api/review/create', ReviewEnvelopeSchema, {
      body,
      ...(token ? { token } : {}),
    })
  const tokens = await readCustomerTokens(request.headers.get('cookie'))
  const session = tokens ? { tokens, cookies: [] as string[] } : null
  try {
    if (session) await asCustomer(context, session, post)
    else await post()
  } catch (error) {
    if (!isBffStatus(error, 400, 404, 429)) throw error
    const refusal = describeReviewRefusal(error.status)
    return data<ReviewActionData>(
      { sent: false, result: submission.reply({ formErrors: [refusal] }) },
      { status: error.status },
    )
  }
  return data<ReviewActionData>({ sent: true }, { headers: withCookies(session?.cookies ?? []) })
}
