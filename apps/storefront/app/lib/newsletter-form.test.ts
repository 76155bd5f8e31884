import { describe, expect, it } from 'vitest'
import { isNewsletterValid, validateNewsletter } from './newsletter-form'

describe('validateNewsletter', () => {
  it('asks for an e-mail address and the privacy consent when both are missing', () => {
    expect(validateNewsletter({ email: '  ', privacyAccepted: false })).toEqual({
      email: 'validation.emailRequired',
      privacy: 'validation.required',
    })
  })

  it('rejects an address that is not an e-mail address', () => {
    expect(validateNewsletter({ email: 'anna@shop', privacyAccepted: true })).toEqual({
      email: 'validation.emailInvalid',
    })
  })

  it('accepts a valid address with consent', () => {
    expect(isNewsletterValid({ email: 'anna@example.com', privacyAccepted: true })).toBe(true)
    expect(isNewsletterValid({ email: 'anna@example.com', privacyAccepted: false })).toBe(false)
  })
})
