// The mailer port's contract, run against every adapter (mailer.test.ts): a mail handed over
// arrives with its subject, both bodies and its recipient, and concurrent mails all arrive.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MailerPort, OutgoingMail } from './mailer.port.js'

export interface DeliveredMail {
  to: string
  subject: string
  html: string
  text: string
}

export interface MailerHarness {
  mailer: MailerPort
  /** Every mail that reached its destination (outbox folder, SMTP server), oldest first. */
  delivered(): Promise<DeliveredMail[]>
  dispose(): Promise<void>
}

const mail = (to: string, subject: string): OutgoingMail => ({
  to,
  subject,
  html: `<p>${subject} — ümlaut € 24,95</p>`,
  text: `${subject} — ümlaut € 24,95\n`,
  kind: 'account-confirmation',
  storeCode: 'de',
})

export function describeMailerContract(name: string, create: () => Promise<MailerHarness>) {
  describe(`mailer contract: ${name}`, () => {
    let harness: MailerHarness

    beforeEach(async () => {
      harness = await create()
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('delivers a mail with its recipient, subject, HTML and text', async () => {
      const { id } = await harness.mailer.send(mail('eva@example.nl', 'Willkommen'))
      expect(id).not.toBe('')
      const [delivered] = await harness.delivered()
      expect(delivered?.to).toBe('eva@example.nl')
      expect(delivered?.subject).toBe('Willkommen')
      expect(delivered?.html).toContain('<p>Willkommen — ümlaut € 24,95</p>')
      expect(delivered?.text.trim()).toBe('Willkommen — ümlaut € 24,95')
      expect(harness.mailer.status().status).toBe('up')
    })

    it('delivers every one of several mails sent at once', async () => {
      const subjects = Array.from({ length: 8 }, (_, index) => `Mail ${index}`)
      await Promise.all(
        subjects.map((subject) => harness.mailer.send(mail('a@example.nl', subject))),
      )
      const delivered = await harness.delivered()
      expect(delivered.map((entry) => entry.subject).sort()).toEqual(subjects)
    })
  })
}
