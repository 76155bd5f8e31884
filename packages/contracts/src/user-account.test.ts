// The account bodies of spec 001 §3, §5 and §7 as the storefront's forms and the BFF both apply them.
import { describe, expect, it } from 'vitest'
import {
  COUNTRY_REQUIRED_MESSAGE,
  CustomerAddressListSchema,
  HOUSE_NUMBER_REQUIRED_MESSAGE,
  NAME_MIN_3_MESSAGE,
  ZIP_MIN_3_MESSAGE,
} from './customer-address.js'
import { NAME_MIN_2_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE } from './user.js'
import {
  ActivateBodySchema,
  ChangePasswordBodySchema,
  CreatePasswordBodySchema,
  IsEmailAvailableBodySchema,
  UserMeUpdateBodySchema,
} from './user-account.js'

const address = {
  firstname: 'Eva',
  lastname: 'Bos',
  street: ['Dam', '1'],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'nl',
}

function issuesOf(result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('UserMeUpdateBodySchema', () => {
  it('accepts the four changeable fields and upper-cases the country', () => {
    const parsed = UserMeUpdateBodySchema.parse({
      customer: {
        email: ' eva@example.nl ',
        firstname: 'Eva',
        lastname: 'Bos',
        addresses: [address],
      },
    })
    expect(parsed.customer.email).toBe('eva@example.nl')
    expect(parsed.customer.addresses?.[0]?.country_id).toBe('NL')
  })

  it('refuses any other customer field by name', () => {
    const result = UserMeUpdateBodySchema.safeParse({
      customer: { email: 'eva@example.nl', firstname: 'Eva', lastname: 'Bos', group_id: 2 },
    })
    expect(result.success).toBe(false)
    expect(JSON.stringify(result.error?.issues)).toContain('group_id')
  })

  it('says which name is too short', () => {
    const result = UserMeUpdateBodySchema.safeParse({
      customer: { email: 'eva@example.nl', firstname: 'E', lastname: 'Bos' },
    })
    expect(issuesOf(result)).toEqual([`customer.firstname: ${NAME_MIN_2_MESSAGE}`])
  })
})

describe('CustomerAddressListSchema', () => {
  it('names every wrong address field with the spec’s texts', () => {
    const result = CustomerAddressListSchema.safeParse([
      { ...address, firstname: 'Ev', street: ['Dam', ''], postcode: '12', country_id: 'N' },
    ])
    expect(issuesOf(result)).toEqual([
      `0.firstname: ${NAME_MIN_3_MESSAGE}`,
      `0.postcode: ${ZIP_MIN_3_MESSAGE}`,
      `0.country_id: ${COUNTRY_REQUIRED_MESSAGE}`,
      `0.street.1: ${HOUSE_NUMBER_REQUIRED_MESSAGE}`,
    ])
    const noStreet = CustomerAddressListSchema.safeParse([{ ...address, street: [''] }])
    expect(issuesOf(noStreet)).toEqual([
      '0.street.0: Field is required',
      `0.street.1: ${HOUSE_NUMBER_REQUIRED_MESSAGE}`,
    ])
  })

  it('allows one default shipping and one default billing address', () => {
    const both = { ...address, default_shipping: true, default_billing: true }
    expect(CustomerAddressListSchema.safeParse([both, { ...address }]).success).toBe(true)
    const result = CustomerAddressListSchema.safeParse([both, both])
    expect(issuesOf(result)).toEqual([
      ': Only one address can be the default shipping address.',
      ': Only one address can be the default billing address.',
    ])
  })

  it('refuses unknown address keys', () => {
    expect(CustomerAddressListSchema.safeParse([{ ...address, colour: 'red' }]).success).toBe(false)
  })
})

describe('password and activation bodies', () => {
  it('checks the new password with the spec 001 §5 rules', () => {
    const change = ChangePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'Ab1' })
    expect(issuesOf(change)[0]).toBe(`newPassword: ${PASSWORD_MIN_LENGTH_MESSAGE}`)
    const create = CreatePasswordBodySchema.safeParse({
      email: 'eva@example.nl',
      resetToken: '',
      newPassword: 'Secret-pass1',
    })
    expect(issuesOf(create)).toEqual(['resetToken: Field is required'])
  })

  it('reads the e-mail and key of an activation and an availability question', () => {
    expect(
      ActivateBodySchema.parse({ customerEmail: 'eva@example.nl', confirmationKey: 'k' }),
    ).toEqual({ customerEmail: 'eva@example.nl', confirmationKey: 'k' })
    expect(IsEmailAvailableBodySchema.safeParse({ customerEmail: 'nope' }).success).toBe(false)
  })
})
