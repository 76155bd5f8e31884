// The newsletter (spec 001 §4, §8, §9; D162, D168, D169, D222): the captcha is checked first (a
// refusal is logged and answered 400), then the address is pending and gets the confirmation mail
// (double opt-in); only its link subscribes it, and a mailbox's first confirmation gets the
// single-use 10 % coupon by mail with the signed unsubscribe link. A logged-in customer reads and
// ends the subscription of their own address; anyone with the mail's link ends that address's.
import {
  ALREADY_CONFIRMED_MESSAGE,
  ALREADY_SUBSCRIBED_MESSAGE,
  buildNewsletterConfirmPath,
  buildUnsubscribePath,
  CAPTCHA_FAILED_MESSAGE,
  CONFIRM_LINK_INVALID_MESSAGE,
  CONFIRM_SUBSCRIPTION_MESSAGE,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  type NewsletterConfirmBody,
  type NewsletterConfirmResult,
  type NewsletterStatus,
  type NewsletterSubscribeBody,
  type NewsletterSubscribeResult,
} from '@vitrine/contracts/newsletter'
import type { FastifyBaseLogger } from 'fastify'
import type { CaptchaPort } from '../../adapters/captcha/captcha.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { AppError, UnauthorizedError } from '../../errors.js'
import { absoluteLink } from '../mail/account-mails.js'
import { sendMailQuietly, type MailContext } from '../mail/mail-delivery.js'
import { renderNewsletterConfirmMail, renderNewsletterCouponMail } from '../mail/newsletter-mail.js'
import { isSignatureValid, signEmail } from './newsletter-links.js'

export interface NewsletterContext {
  commerce: CommerceRequest
  mail: MailContext
  captcha: CaptchaPort
  linkSecret: string
  log: FastifyBaseLogger
  ip: string
}

export async function subscribe(
  context: NewsletterContext,
  body: NewsletterSubscribeBody,
): Promise<NewsletterSubscribeResult> {
  const verdict = await context.captcha.verify(body.captchaToken, context.ip)
  if (!verdict.ok) {
    context.log.warn({ captcha: verdict.reason }, 'newsletter captcha refused')
    throw new AppError(400, CAPTCHA_FAILED_MESSAGE, [
      { field: 'body.captchaToken', message: CAPTCHA_FAILED_MESSAGE },
    ])
  }
  const email = body.email.toLowerCase()
  const { storeView } = context.commerce
  const outcome = await context.commerce.commerce.subscribeToNewsletter({
    email,
    storeCode: storeView.storeCode,
  })
  if (outcome.status === 'already-subscribed') {
    return {
      email,
      isSubscribed: true,
      notification: { type: 'warning', message: ALREADY_SUBSCRIBED_MESSAGE },
    }
  }
  const confirmUrl = absoluteLink(
    context.mail.storefrontUrl,
    buildNewsletterConfirmPath(storeView.url, email, outcome.confirmationKey),
  )
  await sendMailQuietly(
    context.mail,
    renderNewsletterConfirmMail({ storeView, to: email, confirmUrl }),
  )
  return {
    email,
    isSubscribed: false,
    notification: { type: 'success', message: CONFIRM_SUBSCRIPTION_MESSAGE },
  }
}

/**
 * D222: the confirmation link's key subscribes the address; the coupon, when this mailbox gets
 * one, is mailed with the unsubscribe link and shown. A used link of a subscribed address is a
 * 409, a wrong, used or expired one a 400, both naming `body.key`.
 */
export async function confirmSubscription(
  context: Omit<NewsletterContext, 'captcha' | 'ip'>,
  body: NewsletterConfirmBody,
): Promise<NewsletterConfirmResult> {
  const email = body.email.toLowerCase()
  const { storeView } = context.commerce
  const outcome = await context.commerce.commerce.confirmNewsletterSubscription({
    email,
    key: body.key,
  })
  if (outcome.status !== 'confirmed') {
    const already = outcome.status === 'already-confirmed'
    const message = already ? ALREADY_CONFIRMED_MESSAGE : CONFIRM_LINK_INVALID_MESSAGE
    throw new AppError(already ? 409 : 400, message, [{ field: 'body.key', message }])
  }
  if (outcome.couponCode) {
    const unsubscribeUrl = absoluteLink(
      context.mail.storefrontUrl,
      buildUnsubscribePath(storeView.url, email, signEmail(context.linkSecret, email)),
    )
    await sendMailQuietly(
      context.mail,
      renderNewsletterCouponMail({
        storeView,
        to: email,
        couponCode: outcome.couponCode,
        unsubscribeUrl,
      }),
    )
  }
  return {
    email,
    isSubscribed: true,
    couponCode: outcome.couponCode,
    notification: { type: 'success', message: SUBSCRIBED_MESSAGE },
  }
}

async function customerEmail(context: CommerceRequest): Promise<string> {
  const customer = await context.commerce.readCustomer(requireCustomer(context.caller))
  if (!customer) throw new UnauthorizedError()
  return customer.email.toLowerCase()
}

export async function readStatus(context: CommerceRequest): Promise<NewsletterStatus> {
  const email = await customerEmail(context)
  return { email, isSubscribed: await context.commerce.isSubscribedToNewsletter(email) }
}

/** spec 001 §4: unsubscribing an address that is not subscribed changes nothing. */
export async function unsubscribeCustomer(context: CommerceRequest): Promise<NewsletterStatus> {
  const email = await customerEmail(context)
  await context.commerce.unsubscribeFromNewsletter(email)
  return { email, isSubscribed: false }
}

export async function unsubscribeByLink(
  context: CommerceRequest,
  linkSecret: string,
  body: { email: string; signature: string },
): Promise<NewsletterStatus> {
  const email = body.email.toLowerCase()
  if (!isSignatureValid(linkSecret, email, body.signature)) {
    throw new AppError(400, UNSUBSCRIBE_LINK_INVALID_MESSAGE, [
      { field: 'body.signature', message: UNSUBSCRIBE_LINK_INVALID_MESSAGE },
    ])
  }
  await context.commerce.unsubscribeFromNewsletter(email)
  return { email, isSubscribed: false }
}
