import { describe, expect, it } from 'vitest'
import {
  describePointAddress,
  formatPointChoice,
  listOpeningDays,
  readChoicePostnumber,
} from './pickup-point-view'

const point = {
  address: {
    countryCode: 'NL',
    zipCode: '1017PT',
    city: 'Amsterdam',
    street: 'Leidsestraat',
    number: '54',
    addition: 'A',
  },
  openingTimes: [
    { weekDay: 1, timeFrom: '13:00', timeTo: '18:00' },
    { weekDay: 1, timeFrom: '09:00', timeTo: '12:00' },
    { weekDay: 6, timeFrom: '10:00', timeTo: '16:00' },
  ],
}

describe('a service point as the shopper reads it', () => {
  it('writes the address on one line', () => {
    expect(describePointAddress(point)).toBe('Leidsestraat 54 A, 1017PT Amsterdam')
  })

  it('lists every weekday from Monday, closed days included, in the shop’s language', () => {
    const days = listOpeningDays(point, 'nl-NL')
    expect(days.map((day) => day.day)).toEqual([
      'maandag',
      'dinsdag',
      'woensdag',
      'donderdag',
      'vrijdag',
      'zaterdag',
      'zondag',
    ])
    expect(days[0]?.hours).toBe('09:00–12:00, 13:00–18:00')
    expect(days[1]?.hours).toBeNull()
    expect(days[5]?.hours).toBe('10:00–16:00')
  })

  it('writes the choice as id or id|postnumber and reads the postnumber back', () => {
    expect(formatPointChoice('8004-NL-1', null)).toBe('8004-NL-1')
    expect(formatPointChoice('8003-DE-1', '12345678')).toBe('8003-DE-1|12345678')
    expect(readChoicePostnumber('8003-DE-1|12345678')).toBe('12345678')
    expect(readChoicePostnumber('8004-NL-1')).toBeNull()
  })
})
