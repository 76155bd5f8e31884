import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSpecialPriceActive, resolveSpecialPrice } from './special-price.js'

const now = new Date('2025-03-15T12:00:00Z')

describe('isSpecialPriceActive: today within special_from_date .. special_to_date (a UTC shop)', () => {
  it.each([
    ['both bounds open', undefined, undefined, true],
    ['null bounds are open', null, null, true],
    ['empty text bounds are open', '', '', true],
    ['within both bounds', '2025-03-01', '2025-03-31', true],
    ['before the window', '2025-03-16', '2025-03-31', false],
    ['after the window', '2025-02-01', '2025-03-14', false],
    ['open start, end ahead', undefined, '2025-04-01 00:00:00', true],
    ['open start, end passed', undefined, '2025-03-01 00:00:00', false],
    ['start passed, open end', '2025-03-01 00:00:00', undefined, true],
    ['start ahead, open end', '2025-04-01', undefined, false],
    ['the whole last day counts', '2025-03-01', '2025-03-15', true],
    ['the whole last day counts with a midnight time', '2025-03-01', '2025-03-15 00:00:00', true],
    ['the first day counts from its start', '2025-03-15 00:00:00', undefined, true],
    ['a timed start later today', '2025-03-15 13:00:00', undefined, false],
    ['a timed end earlier today', undefined, '2025-03-15 11:59:59', false],
    ['ISO times with a zone', '2025-03-15T11:00:00Z', '2025-03-15T13:00:00+00:00', true],
    ['epoch milliseconds', Date.UTC(2025, 2, 1), Date.UTC(2025, 2, 20), true],
    ['epoch milliseconds as text', String(Date.UTC(2025, 2, 16)), undefined, false],
    ['Date objects', new Date('2025-03-01'), new Date('2025-03-31'), true],
    ['an unreadable bound makes it inactive', 'soon', undefined, false],
    ['an invalid Date makes it inactive', undefined, new Date('nope'), false],
  ])('%s', (_name, from, to, active) => {
    expect(isSpecialPriceActive({ special_from_date: from, special_to_date: to }, now, 'UTC')).toBe(
      active,
    )
  })

  it('property: open bounds are active at any time', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isSpecialPriceActive({}, date)).toBe(true)
      }),
    )
  })
})

describe('isSpecialPriceActive: the window in the shop’s time zone, across DST changes', () => {
  // Europe/Amsterdam 2026: summer time from 29 March 02:00 (01:00 UTC) to 25 October 03:00
  // (01:00 UTC). Each row: the window's end (shop time), an instant, whether the price applies.
  it.each([
    ['2026-12-26 23:59:59', '2026-12-26T22:59:59Z', true],
    ['2026-12-26 23:59:59', '2026-12-26T23:00:00Z', false],
    ['2026-03-29 01:30:00', '2026-03-29T00:29:59Z', true],
    ['2026-03-29 01:30:00', '2026-03-29T00:30:01Z', false],
    ['2026-03-29 01:30:00', '2026-03-29T01:00:00Z', false],
    ['2026-03-29 03:30:00', '2026-03-29T01:29:59Z', true],
    ['2026-03-29 03:30:00', '2026-03-29T01:30:01Z', false],
    ['2026-10-25 02:30:00', '2026-10-25T00:29:59Z', true],
    ['2026-10-25 02:30:00', '2026-10-25T00:30:01Z', false],
    ['2026-10-25 02:30:00', '2026-10-25T01:15:00Z', false],
    ['2026-03-29', '2026-03-29T21:59:59Z', true],
    ['2026-03-29', '2026-03-29T22:00:00Z', false],
    ['2026-10-25', '2026-10-25T22:59:59Z', true],
    ['2026-10-25', '2026-10-25T23:00:00Z', false],
  ])('ending %s, at %s: %s', (end, at, active) => {
    const window = { special_from_date: '2026-01-01', special_to_date: end }
    expect(isSpecialPriceActive(window, new Date(at), 'Europe/Amsterdam')).toBe(active)
  })

  it('starts at the shop’s local time too', () => {
    const window = { special_from_date: '2026-10-25 03:00:00' }
    expect(isSpecialPriceActive(window, new Date('2026-10-25T01:59:59Z'))).toBe(false)
    expect(isSpecialPriceActive(window, new Date('2026-10-25T02:00:00Z'))).toBe(true)
  })

  it('property: a window of one shop day is active exactly on that local day', () => {
    const days = fc.integer({ min: 0, max: 3650 }).map((n) => new Date(Date.UTC(2020, 0, 1 + n)))
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 86_399 }), (day, second) => {
        const date = day.toISOString().slice(0, 10)
        const window = { special_from_date: date, special_to_date: date }
        // Any instant whose Amsterdam calendar day is `date` lies inside the window.
        const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
        const at = new Date(day.getTime() - 2 * 3_600_000 + second * 1000)
        const inside = local.format(at) === date
        expect(isSpecialPriceActive(window, at, 'Europe/Amsterdam')).toBe(inside)
      }),
    )
  })
})

describe('resolveSpecialPrice: applies only below the original price and within dates', () => {
  it.each([
    ['a lower special price in its window', { price: 30, special_price: 24.95 }, 2495],
    ['a special price given as text', { price: '30.0000', special_price: '24.9500' }, 2495],
    ['not below the original price', { price: 30, special_price: 30 }, 0],
    ['above the original price', { price: 30, special_price: 35 }, 0],
    ['no special price', { price: 30 }, 0],
    ['a null special price', { price: 30, special_price: null }, 0],
    ['an empty special price', { price: 30, special_price: '' }, 0],
    ['a zero special price', { price: 30, special_price: 0 }, 0],
    ['outside its window', { price: 30, special_price: 20, special_from_date: '2025-04-01' }, 0],
    [
      'inside its window',
      {
        price: 30,
        special_price: 20,
        special_from_date: '2025-03-01 00:00:00',
        special_to_date: '2025-03-31 00:00:00',
      },
      2000,
    ],
  ])('%s', (_name, product, expected) => {
    expect(resolveSpecialPrice(product, now, 'UTC')).toBe(expected)
  })

  it('property: the special price is 0 or below the original price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (price, special) => {
          const resolved = resolveSpecialPrice(
            { price: price / 100, special_price: special / 100 },
            now,
          )
          expect(resolved === 0 || (resolved === special && special < price)).toBe(true)
        },
      ),
    )
  })
})
