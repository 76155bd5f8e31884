// The SMTP mailer (SMTP_URL): nodemailer hands each mail to the server with its HTML and text
// parts. A failed hand-over rejects (the caller logs it; a mail never undoes an order) and marks
// the adapter degraded until a mail goes through again. It keeps no outbox.
import type { AdapterStatus } from '@vitrine/contracts/health'
import nodemailer, { type Transporter } from 'nodemailer'
import { MAILER_PORT, type MailerPort, type OutgoingMail, type SentMail } from './mailer.port.js'

export interface SmtpMailerOptions {
  url: string
  from: string
  /** Longest wait for the server at each step (connect, greeting, each command). */
  timeoutMs?: number
}

export class SmtpMailer implements MailerPort {
  private readonly transport: Transporter
  private lastFailure: string | null = null

  constructor(private readonly options: SmtpMailerOptions) {
    // nodemailer reads transport options from the URL's query (`?connectionTimeout=…`).
    const url = new URL(options.url)
    const timeout = String(options.timeoutMs ?? 10_000)
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, timeout)
    }
    this.transport = nodemailer.createTransport(url.toString())
  }

  status(): AdapterStatus {
    return this.lastFailure === null
      ? { port: MAILER_PORT, adapter: 'smtp', status: 'up' }
      : { port: MAILER_PORT, adapter: 'smtp', status: 'degraded', detail: this.lastFailure }
  }

  async close(): Promise<void> {
    this.transport.close()
  }

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Vitrine-Mail': mail.kind },
      })
      this.lastFailure = null
      return { id: String(info.messageId) }
    } catch (error) {
      this.lastFailure = error instanceof Error ? error.message : String(error)
      throw error
    }
  }

  async listOutbox(): Promise<SentMail[] | null> {
    return null
  }

  async readOutbox(): Promise<SentMail | null> {
    return null
  }
}
