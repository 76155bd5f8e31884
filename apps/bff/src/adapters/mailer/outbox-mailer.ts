// The embedded mailer: every mail becomes one JSON file (HTML, text and headers) in the outbox
// folder, named `<time>-<random>.json` so names sort by age and never collide between processes.
// A file is written under a temporary name and renamed into place, so a reader never sees half a
// mail (rename is atomic on one file system).
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  MAILER_PORT,
  type MailerPort,
  type OutboxQuery,
  type OutgoingMail,
  type SentMail,
} from './mailer.port.js'

const ID_PATTERN = /^\d{13}-[0-9a-f]{12}$/

export class OutboxMailer implements MailerPort {
  private ready: Promise<void> | null = null

  constructor(private readonly options: { dir: string; from: string; now?: () => Date }) {}

  status(): AdapterStatus {
    return { port: MAILER_PORT, adapter: 'outbox', status: 'up' }
  }

  async close(): Promise<void> {}

  private ensureDir(): Promise<void> {
    this.ready ??= mkdir(this.options.dir, { recursive: true }).then(() => undefined)
    return this.ready
  }

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    await this.ensureDir()
    const now = this.options.now?.() ?? new Date()
    const id = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(6).toString('hex')}`
    const stored: SentMail = { ...mail, id, from: this.options.from, createdAt: now.toISOString() }
    const path = join(this.options.dir, `${id}.json`)
    const temporary = `${path}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify(stored, null, 2), 'utf8')
    await rename(temporary, path)
    return { id }
  }

  async listOutbox(query: OutboxQuery): Promise<SentMail[]> {
    await this.ensureDir()
    const names = (await readdir(this.options.dir))
      .filter((name) => name.endsWith('.json') && ID_PATTERN.test(name.slice(0, -5)))
      .sort()
      .reverse()
    const wanted = query.to?.trim().toLowerCase()
    const found: SentMail[] = []
    for (const name of names) {
      if (found.length >= query.limit) break
      const mail = await this.readOutbox(name.slice(0, -5))
      if (mail && (wanted === undefined || mail.to.toLowerCase() === wanted)) found.push(mail)
    }
    return found
  }

  async readOutbox(id: string): Promise<SentMail | null> {
    if (!ID_PATTERN.test(id)) return null
    try {
      return JSON.parse(await readFile(join(this.options.dir, `${id}.json`), 'utf8')) as SentMail
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return null
      throw error
    }
  }
}
