// Passwords nobody should choose (D221), checked on the server beside spec 001 §5's length and
// character classes: a password in the common and breached lists of @zxcvbn-ts/language-common, or
// one zxcvbn rates as guessable in under 10^6 tries (its scores 0 and 1: "Password1", "Passw0rd!",
// "Welcome1", "Aa1aaaaa"), or one that contains the account's e-mail address or its local part.
// The dictionaries load on the first check, not at start.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import {
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@vitrine/contracts/user'

/** zxcvbn's score from which a password is accepted (2: guessable only in over 10^6 tries). */
const MIN_SCORE = 2
/** A local part shorter than this ("jo@…") is not looked for in the password. */
const MIN_LOCAL_PART_LENGTH = 3

let factory: Promise<ZxcvbnFactory> | undefined

function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= import('@zxcvbn-ts/language-common').then(
    (common) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  )
  return factory
}

/** The rule the password breaks, as the text to show; null when it is fine. */
export async function findPasswordWeakness(
  password: string,
  email: string,
): Promise<string | null> {
  const lowered = password.normalize('NFKC').toLowerCase()
  const address = email.trim().toLowerCase()
  const localPart = address.split('@')[0] ?? ''
  if (
    lowered.includes(address) ||
    (localPart.length >= MIN_LOCAL_PART_LENGTH && lowered.includes(localPart))
  ) {
    return PASSWORD_CONTAINS_EMAIL_MESSAGE
  }
  const zxcvbn = await loadFactory()
  const result = await zxcvbn.checkAsync(password, [address, localPart])
  return result.score < MIN_SCORE ? PASSWORD_TOO_COMMON_MESSAGE : null
}
