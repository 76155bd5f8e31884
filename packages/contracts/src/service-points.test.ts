import { describe, expect, it } from 'vitest'
import {
  formatServicePointChoice,
  SelectServicePointBodySchema,
  ServicePointChoiceSchema,
  ServicePointsQuerySchema,
} from './service-points.js'

describe('a service point choice (spec 000 §7: id, optionally with a postnumber after a pipe)', () => {
  it('reads an id alone and an id with a postnumber', () => {
    expect(ServicePointChoiceSchema.parse(' 8004-NL-272403 ')).toEqual({ id: '8004-NL-272403' })
    expect(ServicePointChoiceSchema.parse('8003-DE-101151|12345678')).toEqual({
      id: '8003-DE-101151',
      postnumber: '12345678',
    })
  })

  it.each(['', '|123456', 'a b', '8004-NL-1|12', '8004-NL-1|123456|7', '8004-NL-1|abcdefgh'])(
    'refuses %j',
    (value) => {
      expect(ServicePointChoiceSchema.safeParse(value).success).toBe(false)
    },
  )

  it('writes a choice back as one value', () => {
    expect(formatServicePointChoice({ id: 'x-NL-1' })).toBe('x-NL-1')
    expect(formatServicePointChoice({ id: 'x-DE-1', postnumber: '1234567' })).toBe('x-DE-1|1234567')
  })

  it('refuses a body key it does not know', () => {
    expect(
      SelectServicePointBodySchema.safeParse({ servicePoint: 'x-NL-1', postnumber: '123456' })
        .success,
    ).toBe(false)
  })
})

describe('the service points query', () => {
  it('normalizes the country and the postcode', () => {
    expect(ServicePointsQuerySchema.parse({ countryCode: 'nl', postalCode: '1012 ab' })).toEqual({
      countryCode: 'NL',
      postalCode: '1012AB',
    })
  })

  it('refuses a postcode with markup in it', () => {
    expect(
      ServicePointsQuerySchema.safeParse({ countryCode: 'NL', postalCode: '<b>1012' }).success,
    ).toBe(false)
  })
})
