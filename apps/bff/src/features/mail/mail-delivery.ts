// Hands the shop's mails to the mailer port for a request: the store view's language and links,
// the storefront's public address. Account mails the caller waits for (reset) reject when they
// cannot be sent; mails that follow something already done (a new account, an order) only log
// the failure — a mail never undoes an account or an order.
import type { StoreView } from '@vitrine/contracts/store-views'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { MailerPort, OutgoingMail } from '../../adapters/mailer/mailer.port.js'

export interface MailContext {
  mailer: MailerPort
  storeView: StoreView
  storefrontUrl: string
  log: FastifyBaseLogger
}

export function mailContextOf(request: FastifyRequest, storefrontUrl: string): MailContext {
  return {
    mailer: request.server.adapters.mailer,
    storeView: request.storeView,
    storefrontUrl,
    log: request.log,
  }
}

export async function sendMail(context: MailContext, mail: OutgoingMail): Promise<void> {
  const { id } = await context.mailer.send(mail)
  context.log.info({ mailId: id, mailKind: mail.kind }, 'mail sent')
}

/** Sends; a failure is logged (with the mail's kind, never its address or link) and swallowed. */
export async function sendMailQuietly(context: MailContext, mail: OutgoingMail): Promise<void> {
  try {
    await sendMail(context, mail)
  } catch (error) {
    context.log.error({ err: error, mailKind: mail.kind }, 'a mail could not be sent')
  }
}
