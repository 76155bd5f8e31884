// The mailbox an e-mail address delivers to (D222), so one mailbox gets one new-subscriber coupon
// (spec 001 §9) and a coupon bound to it is accepted with any spelling of it. Pure: lower case;
// Gmail ignores dots in the local part and anything from a `+`, and googlemail.com is gmail.com;
// the providers that document plus addressing deliver `name+tag@` to `name@`; Yahoo's disposable
// addresses `base-keyword@` all belong to the one holder of `base`, so they count as `base@`
// (Yahoo ids have no `-`). Any other domain keeps its local part as typed: a `+` or a dot may be
// part of a real, different mailbox there.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** Providers that deliver `name+tag@domain` to `name@domain` (their own documentation). */
const PLUS_ADDRESSING_DOMAINS = new Set([
  // Microsoft
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.de',
  'hotmail.co.uk',
  'live.com',
  'live.nl',
  'live.de',
  'live.co.uk',
  'msn.com',
  // Apple
  'icloud.com',
  'me.com',
  'mac.com',
  // Proton
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'pm.me',
  // Fastmail
  'fastmail.com',
  'fastmail.fm',
])

/** Yahoo's domains: `base-keyword@` is a disposable address of the holder of `base`. */
const YAHOO_DOMAINS = new Set([
  'yahoo.com',
  'yahoo.nl',
  'yahoo.de',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
])

function beforeFirst(text: string, separator: string): string {
  const at = text.indexOf(separator)
  return at > 0 ? text.slice(0, at) : text
}

/**
 * The normalised mailbox of an address, e.g. `J.Doe+shop@GoogleMail.com` → `jdoe@gmail.com`.
 * Text without an `@` is only trimmed and lower-cased.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (GMAIL_DOMAINS.has(domain)) {
    return `${beforeFirst(local, '+').replaceAll('.', '')}@gmail.com`
  }
  if (PLUS_ADDRESSING_DOMAINS.has(domain)) return `${beforeFirst(local, '+')}@${domain}`
  if (YAHOO_DOMAINS.has(domain)) return `${beforeFirst(local, '-')}@${domain}`
  return `${local}@${domain}`
}
