import { describe, expect, it } from 'vitest'
import { checkCheckoutStep } from './check-checkout-step'

function post(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the checkout action (same schemas as the browser)', () => {
  it('answers a refused step with 400 and its field errors, never the data', () => {
    const verdict = checkCheckoutStep(
      post({
        intent: 'personal',
        firstName: 'Anna',
        lastName: 'Jansen',
        emailAddress: 'anna@example.com',
        createAccount: 'on',
        password: 'weak',
        repeatPassword: 'weak',
      }),
    )
    expect(verdict).toEqual({
      status: 400,
      intent: 'personal',
      errors: { password: 'validation.passwordLength' },
    })
    expect(JSON.stringify(verdict)).not.toContain('weak')
  })

  it('accepts a valid step', () => {
    expect(checkCheckoutStep(post({ intent: 'review', acceptTerms: 'on' }))).toEqual({
      status: 200,
      intent: 'review',
      errors: {},
    })
    expect(checkCheckoutStep(post({ intent: 'payment', paymentMethod: 'checkmo' })).status).toBe(
      200,
    )
  })

  it('refuses an unknown intent', () => {
    expect(checkCheckoutStep(post({ intent: 'pay-now' }))).toMatchObject({
      status: 400,
      intent: null,
    })
  })
})
