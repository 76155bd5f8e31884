// The BFF's returns and newsletter calls as the storefront's server makes them (spec 001 §7;
// D163–D169): the customer's with the session's token (refreshed on a 401), the guest's without.
// Answers are checked with the contract schemas.
import {
  NewsletterConfirmEnvelopeSchema,
  NewsletterStatusEnvelopeSchema,
} from '@vitrine/contracts/newsletter'
import {
  ReturnableOrderEnvelopeSchema,
  ReturnEnvelopeSchema,
  ReturnReasonsEnvelopeSchema,
  RETURNS_PAGE_SIZE,
  ReturnsListEnvelopeSchema,
  type GuestOrderBody,
  type ReturnRequestBody,
} from '@vitrine/contracts/returns'
import { asCustomer, type CustomerSession, type SessionContext } from './customer-session.server'
import { callUserApi, isBffStatus } from './user-api.server'

type Items = ReturnRequestBody['items']

export async function readReasons(context: SessionContext) {
  return (await callUserApi(context, '/api/returns/reasons', ReturnReasonsEnvelopeSchema)).result
    .options
}

/** spec 001 §4, §9: page 1, 10 returns. */
export function readReturns(context: SessionContext, session: CustomerSession) {
  return asCustomer(context, session, async (token) => {
    const answer = await callUserApi(context, '/api/returns', ReturnsListEnvelopeSchema, {
      token,
      query: { pageSize: RETURNS_PAGE_SIZE, currentPage: 1 },
    })
    return answer.result
  })
}

async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch (error) {
    if (isBffStatus(error, 404)) return null
    throw error
  }
}

export function readReturn(context: SessionContext, session: CustomerSession, returnId: number) {
  return asCustomer(context, session, (token) =>
    orNull(
      async () =>
        (await callUserApi(context, `/api/returns/${returnId}`, ReturnEnvelopeSchema, { token }))
          .result,
    ),
  )
}

export function readReturnableOrder(
  context: SessionContext,
  session: CustomerSession,
  orderId: number,
) {
  return asCustomer(context, session, (token) =>
    orNull(
      async () =>
        (
          await callUserApi(
            context,
            `/api/returns/order/${orderId}`,
            ReturnableOrderEnvelopeSchema,
            {
              token,
            },
          )
        ).result,
    ),
  )
}

export function createReturn(
  context: SessionContext,
  session: CustomerSession,
  body: { orderId: number; reason: string; comment: string; items: Items },
) {
  return asCustomer(context, session, async (token) => {
    return (await callUserApi(context, '/api/returns', ReturnEnvelopeSchema, { token, body }))
      .result
  })
}

export async function readGuestOrder(context: SessionContext, body: GuestOrderBody) {
  return orNull(
    async () =>
      (
        await callUserApi(context, '/api/returns/guest-order', ReturnableOrderEnvelopeSchema, {
          body,
        })
      ).result,
  )
}

export async function createGuestReturn(
  context: SessionContext,
  body: GuestOrderBody & { reason: string; comment: string; items: Items },
) {
  return (await callUserApi(context, '/api/returns/guest', ReturnEnvelopeSchema, { body })).result
}

export function readNewsletterStatus(context: SessionContext, session: CustomerSession) {
  return asCustomer(context, session, async (token) => {
    return (
      await callUserApi(context, '/api/newsletter/status', NewsletterStatusEnvelopeSchema, {
        token,
      })
    ).result
  })
}

export function unsubscribeCustomer(context: SessionContext, session: CustomerSession) {
  return asCustomer(context, session, async (token) => {
    return (
      await callUserApi(context, '/api/newsletter/unsubscribe', NewsletterStatusEnvelopeSchema, {
        token,
        method: 'POST',
      })
    ).result
  })
}

export async function unsubscribeByLink(
  context: SessionContext,
  body: { email: string; signature: string },
) {
  return (
    await callUserApi(context, '/api/newsletter/unsubscribe-link', NewsletterStatusEnvelopeSchema, {
      body,
    })
  ).result
}

/** D222: the confirmation mail's e-mail and key subscribe the address (POST /api/newsletter/confirm). */
export async function confirmNewsletter(
  context: SessionContext,
  body: { email: string; key: string },
) {
  return (
    await callUserApi(context, '/api/newsletter/confirm', NewsletterConfirmEnvelopeSchema, { body })
  ).result
}
