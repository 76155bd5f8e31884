// spec 001 §5 on the account forms: one schema for the browser and the action, messages as
// catalogue keys.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  AddressFormSchema,
  ChangeEmailFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
} from './account-forms'

function errorsOf(
  schema: Parameters<typeof parseWithZod>[1]['schema'],
  fields: Record<string, string>,
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'error' ? submission.error : {}
}

describe('the register form', () => {
  it('asks for names, a valid e-mail and a password of 8 characters in 3 classes, typed twice', () => {
    expect(
      errorsOf(RegisterFormSchema, {
        firstname: 'A',
        lastname: '',
        email: 'not-an-email',
        password: 'abc',
        repeatPassword: 'abd',
      }),
    ).toEqual({
      firstname: ['validation.nameMin2'],
      lastname: ['validation.required'],
      email: ['validation.emailInvalid'],
      password: ['validation.passwordLength'],
      repeatPassword: ['validation.passwordsIdentical'],
    })
  })

  it('says a long password of two classes needs three', () => {
    expect(
      errorsOf(RegisterFormSchema, {
        firstname: 'Anna',
        lastname: 'Jansen',
        email: 'anna@example.com',
        password: 'abcdefgh1',
        repeatPassword: 'abcdefgh1',
      }),
    ).toEqual({ password: ['validation.passwordClasses'] })
  })

  it('accepts a good sign-up', () => {
    expect(
      errorsOf(RegisterFormSchema, {
        firstname: 'Anna',
        lastname: 'Jansen',
        email: 'anna@example.com',
        password: 'Vitrine2026!',
        repeatPassword: 'Vitrine2026!',
      }),
    ).toEqual({})
  })
})

describe('the login form', () => {
  it('asks for the e-mail address and the password', () => {
    expect(errorsOf(LoginFormSchema, {})).toEqual({
      email: ['validation.emailRequired'],
      password: ['validation.required'],
    })
  })

  it('never takes another site as the place to go back to', () => {
    const form = new FormData()
    form.set('email', 'anna@example.com')
    form.set('password', 'x')
    form.set('redirectTo', '//evil.example/')
    const submission = parseWithZod(form, { schema: LoginFormSchema })
    expect(submission.status === 'success' && submission.value.redirectTo).toBe(undefined)
  })
})

describe('the change e-mail form', () => {
  it('says the addresses do not match', () => {
    expect(
      errorsOf(ChangeEmailFormSchema, {
        email: 'new@example.com',
        emailConfirmation: 'other@example.com',
      }),
    ).toEqual({ emailConfirmation: ['validation.emailsMatch'] })
  })
})

describe('the address form', () => {
  it('asks for the house number, a zip code of 3 and a country', () => {
    expect(
      errorsOf(AddressFormSchema, {
        firstname: 'Anna',
        lastname: 'Jansen',
        street: 'Keizersgracht',
        postcode: '10',
        city: 'Amsterdam',
      }),
    ).toEqual({
      houseNumber: ['validation.houseNumberRequired'],
      postcode: ['validation.zipMin3'],
      countryId: ['validation.countryRequired'],
    })
  })
})
