// The mailer port (ARCHITECTURE §1): how the shop's mails leave (spec 001 §4, §6: account
// confirmation, password reset, e-mail change, order confirmation). The embedded default writes
// each mail to an outbox folder in DATA_DIR (outbox-mailer.ts), readable in development at
// GET /api/dev/outbox; with SMTP_URL set, nodemailer delivers it (smtp-mailer.ts).
import type { Adapter } from '../adapter.js'

export const MAILER_PORT = 'mailer'

export type MailKind =
  | 'account-confirmation'
  | 'password-reset'
  | 'email-change'
  | 'order-confirmation'
  | 'newsletter-confirmation'
  | 'newsletter-coupon'
  | 'return-confirmation'

/** A rendered mail: both an HTML and a plain-text body, in the store view's language. */
export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  kind: MailKind
  /** The store view it was written for (its language and links). */
  storeCode: string
}

export interface SentMail extends OutgoingMail {
  id: string
  from: string
  /** ISO 8601. */
  createdAt: string
}

export interface OutboxQuery {
  /** Only mails to this address (compared without regard to case). */
  to?: string
  limit: number
}

export interface MailerPort extends Adapter {
  /** Sends (or, embedded, stores) the mail; rejects when it could not be handed over. */
  send(mail: OutgoingMail): Promise<{ id: string }>
  /** The stored mails, newest first; null when this adapter keeps none (SMTP). */
  listOutbox(query: OutboxQuery): Promise<SentMail[] | null>
  /** One stored mail; null when unknown or when this adapter keeps none. */
  readOutbox(id: string): Promise<SentMail | null>
}
