// The signed unsubscribe link of every newsletter mail (D169): HMAC-SHA256 of the lower-cased
// e-mail with NEWSLETTER_LINK_SECRET, hex. Without that setting a random secret is made once and
// kept in `<DATA_DIR>/newsletter-link-secret`, so links keep working across restarts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Env } from '../../env.js'

export const SECRET_FILE = 'newsletter-link-secret'

export async function resolveLinkSecret(
  config: Pick<Env, 'NEWSLETTER_LINK_SECRET' | 'DATA_DIR'>,
): Promise<string> {
  if (config.NEWSLETTER_LINK_SECRET) return config.NEWSLETTER_LINK_SECRET
  const file = join(config.DATA_DIR, SECRET_FILE)
  await mkdir(config.DATA_DIR, { recursive: true })
  try {
    // `wx`: two processes starting at once both end up with the one secret written first.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return (await readFile(file, 'utf8')).trim()
}

export function signEmail(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex')
}

export function isSignatureValid(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(signEmail(secret, email), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
