// The mailer contract on the embedded outbox (a temporary folder) and on the SMTP adapter against
// a real SMTP server started in this process (smtp-server), which parses what nodemailer sends.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { describeMailerContract, type DeliveredMail } from './mailer.contract.js'
import { OutboxMailer } from './outbox-mailer.js'
import { SmtpMailer } from './smtp-mailer.js'

describeMailerContract('outbox', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-outbox-test-'))
  const mailer = new OutboxMailer({ dir, from: 'Vitrine <shop@vitrine.local>' })
  return {
    mailer,
    delivered: async () => ((await mailer.listOutbox({ limit: 100 })) ?? []).reverse(),
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
})

/** An SMTP server on a free local port that keeps every mail it accepts, parsed. */
async function startSmtpServer(options: { refuse?: boolean } = {}) {
  const received: DeliveredMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.refuse) {
        stream.resume()
        stream.on('end', () => callback(new Error('mailbox unavailable')))
        return
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describeMailerContract('smtp', async () => {
  const server = await startSmtpServer()
  const mailer = new SmtpMailer({ url: server.url, from: 'Vitrine <shop@vitrine.local>' })
  return {
    mailer,
    delivered: async () => server.received,
    dispose: async () => {
      await mailer.close()
      await server.close()
    },
  }
})

describe('the SMTP mailer', () => {
  it('rejects a mail the server refuses and reports itself degraded until one goes through', async () => {
    const server = await startSmtpServer({ refuse: true })
    const mailer = new SmtpMailer({ url: server.url, from: 'shop@vitrine.local' })
    const mail = {
      to: 'eva@example.nl',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
      kind: 'password-reset' as const,
      storeCode: 'default',
    }
    await expect(mailer.send(mail)).rejects.toThrow(/mailbox unavailable/)
    expect(mailer.status()).toMatchObject({ adapter: 'smtp', status: 'degraded' })
    expect(await mailer.listOutbox()).toBeNull()
    await mailer.close()
    await server.close()

    const working = await startSmtpServer()
    const next = new SmtpMailer({ url: working.url, from: 'shop@vitrine.local' })
    await next.send(mail)
    expect(next.status().status).toBe('up')
    await next.close()
    await working.close()
  })
})

describe('the outbox mailer', () => {
  it('finds the mails to one address, newest first, and nothing for an id it never wrote', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-outbox-test-'))
    let clock = Date.parse('2026-11-25T10:00:00Z')
    const mailer = new OutboxMailer({
      dir,
      from: 'shop@vitrine.local',
      now: () => new Date(clock++),
    })
    const base = {
      html: '<p>x</p>',
      text: 'x',
      kind: 'order-confirmation' as const,
      storeCode: 'nl',
    }
    await mailer.send({ ...base, to: 'A@example.nl', subject: 'first' })
    await mailer.send({ ...base, to: 'b@example.nl', subject: 'other' })
    const { id } = await mailer.send({ ...base, to: 'a@example.nl', subject: 'second' })
    const mine = await mailer.listOutbox({ to: 'a@EXAMPLE.nl', limit: 10 })
    expect(mine.map((mail) => mail.subject)).toEqual(['second', 'first'])
    expect((await mailer.readOutbox(id))?.from).toBe('shop@vitrine.local')
    expect(await mailer.readOutbox('../../etc/passwd')).toBeNull()
    expect(await mailer.readOutbox('1795000000000-000000000000')).toBeNull()
    await rm(dir, { recursive: true, force: true })
  })
})
