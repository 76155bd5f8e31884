// The newsletter box's rules (spec 001 §5): e-mail required and valid, privacy checkbox required;
// the submit button stays disabled while the form is invalid. Used in the browser and the action.
import type { MessageKey } from './i18n/messages-en'

export interface NewsletterFields {
  email: string
  privacyAccepted: boolean
}

export interface NewsletterErrors {
  email?: Extract<MessageKey, 'validation.emailRequired' | 'validation.emailInvalid'>
  privacy?: Extract<MessageKey, 'validation.required'>
}

// One @, something before it, a dot in the domain, no spaces: what a shopper would call valid.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateNewsletter(fields: NewsletterFields): NewsletterErrors {
  const errors: NewsletterErrors = {}
  const email = fields.email.trim()
  if (email === '') errors.email = 'validation.emailRequired'
  else if (!EMAIL.test(email)) errors.email = 'validation.emailInvalid'
  if (!fields.privacyAccepted) errors.privacy = 'validation.required'
  return errors
}

export function isNewsletterValid(fields: NewsletterFields): boolean {
  return Object.keys(validateNewsletter(fields)).length === 0
}
