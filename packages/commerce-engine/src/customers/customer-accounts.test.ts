// Account keys in the engine (D104): confirmation keys and reset tokens are stored only as hashes,
// work once, and stop working when they expire (7 days, 2 hours) or when a newer one is issued;
// the engine itself refuses a password that breaks spec 001 §5.
import { createHash } from 'node:crypto'
import { PASSWORD_MIN_LENGTH_MESSAGE } from '@vitrine/contracts/user'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceEngine } from '../commerce-engine.js'
import { openTestEngine } from '../test-engine.test-helpers.js'
import { WeakPasswordError } from '../errors.js'

let clock = Date.parse('2026-11-25T10:00:00Z')
let engine: CommerceEngine

beforeAll(async () => {
  engine = await openTestEngine(() => new Date(clock))
}, 60_000)

afterAll(async () => {
  await engine.close()
})

const signUp = (email: string) =>
  engine.createCustomer({
    email,
    firstname: 'Eva',
    lastname: 'Bos',
    password: 'Secret-pass1',
    storeCode: 'default',
  })

const hours = (count: number) => count * 3600 * 1000

describe('account keys', () => {
  it('stores a confirmation key only as its hash and lets it work once', async () => {
    const { customer, confirmationKey } = await signUp('hash@example.nl')
    expect(customer.isConfirmed).toBe(false)
    const db = (
      engine as unknown as { db: { execute: (query: unknown) => Promise<{ rows: unknown[] }> } }
    ).db
    const stored = JSON.stringify(
      (await db.execute(sql`select * from commerce_customer_tokens`)).rows,
    )
    expect(stored).not.toContain(confirmationKey)
    expect(stored).toContain(createHash('sha256').update(confirmationKey).digest('hex'))
    expect((await engine.activateCustomer('hash@example.nl', confirmationKey))?.isConfirmed).toBe(
      true,
    )
    expect(await engine.activateCustomer('hash@example.nl', confirmationKey)).toBeNull()
  })

  it('lets a confirmation key expire after 7 days', async () => {
    const { confirmationKey } = await signUp('late@example.nl')
    clock += hours(7 * 24) + 1000
    expect(await engine.activateCustomer('late@example.nl', confirmationKey)).toBeNull()
    const fresh = await engine.grantConfirmationKey('late@example.nl')
    expect(fresh).not.toBeNull()
    expect(await engine.activateCustomer('late@example.nl', fresh?.key ?? '')).not.toBeNull()
    expect(await engine.grantConfirmationKey('late@example.nl')).toBeNull()
  })

  it('lets a reset token work within 2 hours only, and only the newest one', async () => {
    await signUp('reset@example.nl')
    const first = await engine.grantPasswordReset('reset@example.nl')
    const second = await engine.grantPasswordReset('reset@example.nl')
    expect(await engine.resetPassword('reset@example.nl', first?.key ?? '', 'Another-pw-2')).toBe(
      false,
    )
    clock += hours(2) + 1000
    expect(await engine.resetPassword('reset@example.nl', second?.key ?? '', 'Another-pw-2')).toBe(
      false,
    )
    const third = await engine.grantPasswordReset('reset@example.nl')
    expect(await engine.resetPassword('reset@example.nl', third?.key ?? '', 'Another-pw-2')).toBe(
      true,
    )
    expect(await engine.resetPassword('reset@example.nl', third?.key ?? '', 'Another-pw-3')).toBe(
      false,
    )
    expect(
      (await engine.authenticateCustomer('reset@example.nl', 'Another-pw-2'))?.isConfirmed,
    ).toBe(true)
  })

  it('refuses a weak password with the spec’s text, whoever called', async () => {
    await expect(
      engine.createCustomer({
        email: 'weak@example.nl',
        firstname: 'W',
        lastname: 'K',
        password: 'Ab1',
        storeCode: 'default',
      }),
    ).rejects.toThrow(new WeakPasswordError(PASSWORD_MIN_LENGTH_MESSAGE))
  })
})
