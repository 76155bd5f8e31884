// spec 001 §5 enforced by the engine itself, whatever the caller checked before: a password of at
// least 8 characters using 3 of the 4 character classes, refused with the spec's text; and no
// common, guessable or e-mail-derived password (password-strength.ts, D221). Only a new password
// is checked: existing accounts log in with whatever they have.
import { PasswordSchema } from '@vitrine/contracts/user'
import { WeakPasswordError } from '../errors.js'
import { findPasswordWeakness } from './password-strength.js'

export function assertPasswordRules(password: string): void {
  const parsed = PasswordSchema.safeParse(password)
  if (!parsed.success) throw new WeakPasswordError(parsed.error.issues[0]?.message ?? '')
}

/** spec 001 §5's rules, then the strength rules for the account of `email`. */
export async function assertNewPassword(password: string, email: string): Promise<void> {
  assertPasswordRules(password)
  const weakness = await findPasswordWeakness(password, email)
  if (weakness) throw new WeakPasswordError(weakness)
}
