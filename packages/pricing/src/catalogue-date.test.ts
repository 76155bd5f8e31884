import { describe, expect, it } from 'vitest'
import { readCatalogueDate, readCatalogueInstant } from './catalogue-date.js'

const AMSTERDAM = 'Europe/Amsterdam'
const iso = (time: number) => new Date(time).toISOString()

describe('readCatalogueDate: catalogue dates are shop wall times', () => {
  it('reads a timed date in the shop’s zone, not in UTC', () => {
    expect(readCatalogueInstant('2026-12-26 23:59:59', AMSTERDAM)?.toISOString()).toBe(
      '2026-12-26T22:59:59.000Z',
    )
    expect(readCatalogueInstant('2026-12-26 23:59:59', 'UTC')?.toISOString()).toBe(
      '2026-12-26T23:59:59.000Z',
    )
  })

  it.each([
    // [date, zone, first instant, last instant]
    ['2026-07-01', AMSTERDAM, '2026-06-30T22:00:00.000Z', '2026-07-01T21:59:59.999Z'],
    ['2026-12-26 00:00:00', AMSTERDAM, '2026-12-25T23:00:00.000Z', '2026-12-26T22:59:59.999Z'],
    // The spring change day has 23 hours, the autumn one 25.
    ['2026-03-29', AMSTERDAM, '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'],
    ['2026-10-25', AMSTERDAM, '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'],
    ['2026-10-25', 'UTC', '2026-10-25T00:00:00.000Z', '2026-10-25T23:59:59.999Z'],
  ])('a whole day %s in %s', (value, zone, first, last) => {
    const span = readCatalogueDate(value, zone)
    expect(typeof span === 'object' ? [iso(span.start), iso(span.end)] : span).toEqual([
      first,
      last,
    ])
  })

  it.each([
    [
      'an ISO text with its own offset is taken as written',
      '2026-03-29T02:30:00+02:00',
      '2026-03-29T00:30:00.000Z',
    ],
    ['epoch milliseconds', Date.UTC(2026, 0, 1), '2026-01-01T00:00:00.000Z'],
    [
      'a T between date and time is still shop time',
      '2026-07-01T12:00:00',
      '2026-07-01T10:00:00.000Z',
    ],
  ])('%s', (_name, value, expected) => {
    expect(readCatalogueInstant(value, AMSTERDAM)?.toISOString()).toBe(expected)
  })

  it.each([
    ['unset', undefined, 'open'],
    ['empty', '', 'open'],
    ['not a date', 'soon', 'invalid'],
    ['month 13', '2026-13-01', 'invalid'],
    ['hour 24', '2026-12-01 24:00:00', 'invalid'],
  ])('%s: %s', (_name, value, expected) => {
    expect(readCatalogueDate(value, AMSTERDAM)).toBe(expected)
  })

  it('reads the same text again in another zone as that zone’s time', () => {
    const text = '2026-12-26 23:59:59'
    expect(readCatalogueInstant(text, AMSTERDAM)?.toISOString()).toBe('2026-12-26T22:59:59.000Z')
    expect(readCatalogueInstant(text, 'America/New_York')?.toISOString()).toBe(
      '2026-12-27T04:59:59.000Z',
    )
    expect(readCatalogueInstant(text, AMSTERDAM)?.toISOString()).toBe('2026-12-26T22:59:59.000Z')
  })
})
