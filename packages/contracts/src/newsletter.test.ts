// The newsletter contract (spec 001 §5, §8; D169, D222): the subscribe body's texts, the
// confirmation link and the signed unsubscribe link's path under each store view's prefix.
import { describe, expect, it } from 'vitest'
import {
  buildNewsletterConfirmPath,
  buildUnsubscribePath,
  NewsletterConfirmBodySchema,
  NewsletterSubscribeBodySchema,
  NewsletterUnsubscribeLinkBodySchema,
} from './newsletter.js'

const messages = (input: unknown) =>
  NewsletterSubscribeBodySchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ])

describe('newsletter contract', () => {
  it('takes a trimmed e-mail, the accepted privacy box and a captcha token', () => {
    expect(
      NewsletterSubscribeBodySchema.parse({
        email: ' anna@example.nl ',
        privacyAccepted: true,
        captchaToken: 't',
      }),
    ).toEqual({ email: 'anna@example.nl', privacyAccepted: true, captchaToken: 't' })
  })

  it('names spec 001 §5’s texts', () => {
    expect(messages({ email: '', privacyAccepted: false, captchaToken: '' })).toEqual([
      ['email', 'Please provide an e-mail address.'],
      ['privacyAccepted', 'Field is required'],
      ['captchaToken', 'Field is required'],
    ])
    expect(messages({ email: 'nope', privacyAccepted: true, captchaToken: 't' })).toEqual([
      ['email', 'Please provide a valid e-mail address.'],
    ])
  })

  it('builds the unsubscribe path under the store view’s prefix', () => {
    expect(buildUnsubscribePath('/', 'a+b@example.nl', 'ab12')).toBe(
      '/newsletter/unsubscribe?email=a%2Bb%40example.nl&signature=ab12',
    )
    expect(buildUnsubscribePath('/nl/', 'a@example.nl', 'ab')).toBe(
      '/nl/newsletter/unsubscribe?email=a%40example.nl&signature=ab',
    )
  })

  it('builds the confirmation path under the store view’s prefix (D222)', () => {
    expect(buildNewsletterConfirmPath('/', 'a+b@example.nl', 'k-_1')).toBe(
      '/newsletter/confirm?email=a%2Bb%40example.nl&key=k-_1',
    )
    expect(buildNewsletterConfirmPath('/de', 'a@example.nl', 'k')).toBe(
      '/de/newsletter/confirm?email=a%40example.nl&key=k',
    )
  })

  it('takes only a base64url key to confirm (D222)', () => {
    const confirm = (key: string) =>
      NewsletterConfirmBodySchema.safeParse({ email: 'a@b.nl', key }).error?.issues[0]?.message
    expect(confirm('A'.repeat(43))).toBeUndefined()
    expect(confirm('')).toBe(
      'This confirmation link is not valid or has expired. Please subscribe again.',
    )
    expect(confirm('a b')).toBe(
      'This confirmation link is not valid or has expired. Please subscribe again.',
    )
  })

  it('wants a 64-digit hex signature on the link', () => {
    expect(
      NewsletterUnsubscribeLinkBodySchema.safeParse({ email: 'a@b.nl', signature: 'x' }).success,
    ).toBe(false)
    expect(
      NewsletterUnsubscribeLinkBodySchema.safeParse({ email: 'a@b.nl', signature: 'a'.repeat(64) })
        .success,
    ).toBe(true)
  })
})
