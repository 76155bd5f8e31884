// Customer passwords (D26): scrypt from node:crypto with a random 16-byte salt per
// password, stored as `scrypt$N$r$p$<salt>$<hash>` (base64url) so the cost can rise later without
// breaking stored hashes. Checks compare in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 32
const DEFAULT_COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 }

function deriveKey(password: string, salt: Buffer, cost: typeof DEFAULT_COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 · N · r bytes are needed; twice that leaves room without lifting the limit for everyone.
    const maxmem = 256 * cost.N * cost.r
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await deriveKey(password, salt, DEFAULT_COST)
  const { N, r, p } = DEFAULT_COST
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) {
    return false
  }
  const expected = Buffer.from(hash, 'base64url')
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), cost)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

// A fixed hash to check against when the e-mail is unknown, so a login takes as long whether or
// not the account exists (no account probing by timing).
let decoyHash: Promise<string> | null = null

export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'))
  await verifyPassword(password, await decoyHash)
}
