// spec 001 §5 enforced by the engine itself, whatever the caller checked before: a password of at
// least 8 characters using 3 of the 4 character classes, refused with the spec's text.
import { PasswordSchema } from '@vitrine/contracts/user'
import { WeakPasswordError } from '../errors.js'

export function assertPasswordRules(password: string): void {
  const parsed = PasswordSchema.safeParse(password)
  if (!parsed.success) throw new WeakPasswordError(parsed.error.issues[0]?.message ?? '')
}
