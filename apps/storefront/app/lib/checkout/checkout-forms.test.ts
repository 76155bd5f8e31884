import { describe, expect, it } from 'vitest'
import { checkPaymentDetails, readPaymentDetails } from './payment-details-form'
import { checkPersonalDetails, readPersonalDetails } from './personal-details-form'
import { checkReview, readReview } from './review-form'
import { checkShippingDetails } from './shipping-details-form'

const person = { firstName: 'Anna', lastName: 'Jansen', emailAddress: 'anna@example.com' }
const address = {
  firstName: 'Anna',
  lastName: 'Jansen',
  country: 'nl',
  streetAddress: 'Keizersgracht',
  apartmentNumber: '12',
  city: 'Amsterdam',
  zipCode: '1015 CJ',
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the personal details form (spec 001 §5)', () => {
  it('accepts a guest and drops any password when no account is asked for', () => {
    const check = checkPersonalDetails({ ...person, password: 'ignored', createAccount: false })
    expect(check).toEqual({ ok: true, data: { ...person, createAccount: false, password: '' } })
  })

  it('gives the spec texts for names and e-mail', () => {
    expect(checkPersonalDetails({ firstName: 'A', lastName: '', emailAddress: 'no-at' })).toEqual({
      ok: false,
      errors: {
        firstName: 'validation.nameMin2',
        lastName: 'validation.required',
        emailAddress: 'validation.emailInvalid',
      },
    })
    expect(checkPersonalDetails({ ...person, emailAddress: ' ' })).toMatchObject({
      errors: { emailAddress: 'validation.required' },
    })
  })

  it.each([
    ['Ab1!', 'validation.passwordLength'],
    ['abcdefgh1', 'validation.passwordClasses'],
  ])('refuses the account password %s with %s', (password, message) => {
    const check = checkPersonalDetails({
      ...person,
      createAccount: true,
      password,
      repeatPassword: password,
    })
    expect(check).toEqual({ ok: false, errors: { password: message } })
  })

  it('needs the password repeated identically, then keeps it', () => {
    const fields = { ...person, createAccount: true, password: 'Secret123' }
    expect(checkPersonalDetails({ ...fields, repeatPassword: 'Secret124' })).toEqual({
      ok: false,
      errors: { repeatPassword: 'validation.passwordsIdentical' },
    })
    expect(checkPersonalDetails({ ...fields, repeatPassword: 'Secret123' })).toMatchObject({
      ok: true,
      data: { createAccount: true, password: 'Secret123' },
    })
  })

  it('reads a checked box from FormData as true and a missing one as false', () => {
    expect(readPersonalDetails(formData({ ...person, createAccount: 'on' })).createAccount).toBe(
      true,
    )
    expect(readPersonalDetails(formData(person)).createAccount).toBe(false)
  })
})

describe('the shipping form', () => {
  it('upper-cases the country and needs a method', () => {
    expect(checkShippingDetails({ ...address, shippingMethod: 'flatrate_flatrate' })).toMatchObject(
      { ok: true, data: { country: 'NL', pickupPoint: '', state: '', phoneNumber: '' } },
    )
    expect(checkShippingDetails(address)).toEqual({
      ok: false,
      errors: { shippingMethod: 'validation.required' },
    })
  })

  it('gives the spec texts for country, house number and zip code', () => {
    const check = checkShippingDetails({
      ...address,
      country: '',
      apartmentNumber: '',
      zipCode: '12',
      shippingMethod: 'flatrate_flatrate',
    })
    expect(check).toEqual({
      ok: false,
      errors: {
        country: 'validation.countryRequired',
        apartmentNumber: 'validation.houseNumberRequired',
        zipCode: 'validation.zipMin3',
      },
    })
  })
})

describe('the payment form', () => {
  it('needs no billing address when billing is the shipping address', () => {
    const fields = readPaymentDetails(formData({ paymentMethod: 'checkmo', taxId: '' }))
    expect(checkPaymentDetails(fields)).toEqual({
      ok: true,
      data: { useAlternateBilling: false, paymentMethod: 'checkmo', company: '', taxId: '' },
    })
  })

  it('checks a different billing address and a tax id of at least 3 characters', () => {
    const fields = readPaymentDetails(
      formData({ useAlternateBilling: 'on', paymentMethod: 'checkmo', taxId: 'NL', city: '' }),
    )
    const check = checkPaymentDetails(fields)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors).toMatchObject({
      taxId: 'validation.taxIdMin3',
      firstName: 'validation.required',
      city: 'validation.required',
    })
  })

  it('needs a payment method', () => {
    expect(checkPaymentDetails({ useAlternateBilling: false })).toEqual({
      ok: false,
      errors: { paymentMethod: 'validation.required' },
    })
  })
})

describe('the review form', () => {
  it('needs the terms accepted (spec 001 §5)', () => {
    expect(checkReview(readReview(formData({})))).toEqual({
      ok: false,
      errors: { acceptTerms: 'validation.acceptTerms' },
    })
    expect(checkReview(readReview(formData({ acceptTerms: 'on' })))).toEqual({
      ok: true,
      data: { acceptTerms: true },
    })
  })
})
