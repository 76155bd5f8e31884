// The newsletter's mails: the double opt-in mail with the confirmation link (D222), and the new
// subscriber's mail (spec 001 §2 footer: 10% off the next order; §9; D162) with the single-use
// coupon code and, like every newsletter mail, the signed unsubscribe link (D169).
import type { StoreView } from '@vitrine/contracts/store-views'
import type { OutgoingMail } from '../../adapters/mailer/mailer.port.js'
import { renderFrame } from './mail-layout.js'
import { MAIL_TEXTS, mailLocaleOf } from './mail-texts.js'

export interface NewsletterMailInput {
  storeView: StoreView
  to: string
  couponCode: string
  /** The absolute signed unsubscribe link. */
  unsubscribeUrl: string
}

export interface NewsletterConfirmMailInput {
  storeView: StoreView
  to: string
  /** The absolute link to the storefront's confirmation page. */
  confirmUrl: string
}

export function renderNewsletterConfirmMail(input: NewsletterConfirmMailInput): OutgoingMail {
  const locale = mailLocaleOf(input.storeView.storeCode)
  const texts = MAIL_TEXTS[locale]
  const rendered = renderFrame({
    lang: locale,
    subject: texts.newsletterConfirmSubject,
    greeting: texts.newsletterGreeting,
    blocks: [{ kind: 'paragraph', paragraph: texts.newsletterConfirmIntro }],
    action: { label: texts.newsletterConfirmAction, url: input.confirmUrl },
    notes: [texts.newsletterConfirmNote],
    signature: texts.signature,
  })
  return {
    ...rendered,
    to: input.to,
    kind: 'newsletter-confirmation',
    storeCode: input.storeView.storeCode,
  }
}

export function renderNewsletterCouponMail(input: NewsletterMailInput): OutgoingMail {
  const locale = mailLocaleOf(input.storeView.storeCode)
  const texts = MAIL_TEXTS[locale]
  const rendered = renderFrame({
    lang: locale,
    subject: texts.newsletterSubject,
    greeting: texts.newsletterGreeting,
    blocks: [
      { kind: 'paragraph', paragraph: texts.newsletterIntro },
      { kind: 'paragraph', paragraph: texts.newsletterCoupon },
      { kind: 'rows', rows: [[texts.newsletterCouponCode, input.couponCode]] },
      { kind: 'paragraph', paragraph: texts.newsletterCouponOnce },
    ],
    action: { label: texts.newsletterUnsubscribeAction, url: input.unsubscribeUrl },
    notes: [texts.newsletterUnsubscribe],
    signature: texts.signature,
  })
  return {
    ...rendered,
    to: input.to,
    kind: 'newsletter-coupon',
    storeCode: input.storeView.storeCode,
  }
}
