// The account mails (spec 001 §4): confirm a new account, reset a password, confirm a changed
// e-mail address. Each link leads to the storefront page of the store view the customer used, in
// the format of @vitrine/contracts/account-links (D106).
import { buildConfirmAccountPath, buildResetPasswordPath } from '@vitrine/contracts/account-links'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { OutgoingMail } from '../../adapters/mailer/mailer.port.js'
import { fill, renderFrame } from './mail-layout.js'
import { MAIL_TEXTS, mailLocaleOf } from './mail-texts.js'

export interface AccountMailInput {
  storeView: StoreView
  /** The storefront's public origin (STOREFRONT_PUBLIC_URL). */
  storefrontUrl: string
  to: string
  firstname: string
  /** The confirmation key or the reset token. */
  key: string
}

type AccountMailKind = 'account-confirmation' | 'password-reset' | 'email-change'

export function absoluteLink(storefrontUrl: string, path: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}${path}`
}

export function renderAccountMail(kind: AccountMailKind, input: AccountMailInput): OutgoingMail {
  const locale = mailLocaleOf(input.storeView.storeCode)
  const texts = MAIL_TEXTS[locale]
  const confirmUrl = absoluteLink(
    input.storefrontUrl,
    buildConfirmAccountPath(input.storeView.url, input.to, input.key),
  )
  const parts = {
    'account-confirmation': {
      subject: texts.confirmSubject,
      intro: texts.confirmIntro,
      action: { label: texts.confirmAction, url: confirmUrl },
      notes: [texts.confirmExpiry, texts.ignoreNote],
    },
    'email-change': {
      subject: texts.emailChangeSubject,
      intro: texts.emailChangeIntro,
      action: { label: texts.emailChangeAction, url: confirmUrl },
      notes: [texts.confirmExpiry, texts.ignoreNote],
    },
    'password-reset': {
      subject: texts.resetSubject,
      intro: texts.resetIntro,
      action: {
        label: texts.resetAction,
        url: absoluteLink(
          input.storefrontUrl,
          buildResetPasswordPath(input.storeView.url, input.to, input.key),
        ),
      },
      notes: [texts.resetExpiry, texts.ignoreNote],
    },
  }[kind]
  const rendered = renderFrame({
    lang: locale,
    subject: parts.subject,
    greeting: fill(texts.greeting, { firstname: input.firstname }),
    blocks: [{ kind: 'paragraph', paragraph: parts.intro }],
    action: parts.action,
    notes: parts.notes,
    signature: texts.signature,
  })
  return { ...rendered, to: input.to, kind, storeCode: input.storeView.storeCode }
}
