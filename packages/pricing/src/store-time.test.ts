import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_STORE_TIME_ZONE,
  convertWallTimeToInstant,
  findNextDayStart,
  isKnownTimeZone,
  readWallTime,
} from './store-time.js'

const AMSTERDAM = 'Europe/Amsterdam'
const utc = (text: string) => Date.parse(text)

describe('convertWallTimeToInstant: a shop wall time as an instant', () => {
  // Europe/Amsterdam 2026: summer time starts 29 March 02:00 CET (01:00 UTC) and ends
  // 25 October 03:00 CEST (01:00 UTC).
  it.each([
    ['winter time (CET, UTC+1)', '2026-12-26 23:59:59', '2026-12-26T22:59:59Z'],
    ['summer time (CEST, UTC+2)', '2026-07-01 12:00:00', '2026-07-01T10:00:00Z'],
    ['just before the spring change', '2026-03-29 01:30:00', '2026-03-29T00:30:00Z'],
    ['just after the spring change', '2026-03-29 03:30:00', '2026-03-29T01:30:00Z'],
    ['in the spring gap: moved forward by the gap', '2026-03-29 02:30:00', '2026-03-29T01:30:00Z'],
    [
      'the autumn hour that happens twice: its first time',
      '2026-10-25 02:30:00',
      '2026-10-25T00:30:00Z',
    ],
    ['just after the autumn change', '2026-10-25 03:30:00', '2026-10-25T02:30:00Z'],
    ['just before the autumn change', '2026-10-25 01:30:00', '2026-10-24T23:30:00Z'],
  ])('%s: %s', (_name, wall, expected) => {
    const [date = '', time = ''] = wall.split(' ')
    const [year, month, day] = date.split('-').map(Number)
    const [hour, minute, second] = time.split(':').map(Number)
    const instant = convertWallTimeToInstant(
      { year: year!, month: month!, day: day!, hour, minute, second },
      AMSTERDAM,
    )
    expect(new Date(instant).toISOString()).toBe(new Date(utc(expected)).toISOString())
  })

  it('reads the same wall time differently in other zones', () => {
    const wall = { year: 2026, month: 12, day: 26, hour: 23, minute: 59, second: 59 }
    expect(convertWallTimeToInstant(wall, 'UTC')).toBe(utc('2026-12-26T23:59:59Z'))
    expect(convertWallTimeToInstant(wall, 'America/New_York')).toBe(utc('2026-12-27T04:59:59Z'))
    expect(convertWallTimeToInstant(wall, 'Asia/Kolkata')).toBe(utc('2026-12-26T18:29:59Z'))
  })

  const zones = [AMSTERDAM, 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC']
  const instants = fc
    .integer({ min: utc('2000-01-01T00:00:00Z') / 1000, max: utc('2040-01-01T00:00:00Z') / 1000 })
    .map((seconds) => seconds * 1000)

  it('property: the instant of the wall time read at an instant shows that wall time', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const wall = readWallTime(instant, zone)
        const back = convertWallTimeToInstant(wall, zone)
        expect(readWallTime(back, zone)).toEqual(wall)
        // The same instant, or the earlier of a wall time that happens twice.
        expect(back).toBeLessThanOrEqual(instant)
        expect(instant - back).toBeLessThanOrEqual(3_600_000)
      }),
    )
  })

  it('property: a local day lasts 23, 24 or 25 hours and starts at local midnight', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const wall = readWallTime(instant, zone)
        const start = convertWallTimeToInstant({ ...wall, hour: 0, minute: 0, second: 0 }, zone)
        const length = findNextDayStart(wall, zone) - start
        expect([23, 24, 25].map((hours) => hours * 3_600_000)).toContain(length)
      }),
    )
  })
})

describe('time zone names', () => {
  it('knows IANA names and refuses others', () => {
    expect(isKnownTimeZone(DEFAULT_STORE_TIME_ZONE)).toBe(true)
    expect(isKnownTimeZone('America/New_York')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
  })
})

describe("independent of the machine's time zone", () => {
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kathmandu'])(
    'gives the same instants with TZ=%s',
    (machineZone) => {
      process.env.TZ = machineZone
      const wall = { year: 2026, month: 10, day: 25, hour: 2, minute: 30 }
      expect(convertWallTimeToInstant(wall, AMSTERDAM)).toBe(utc('2026-10-25T00:30:00Z'))
      expect(readWallTime(utc('2026-03-29T01:30:00Z'), AMSTERDAM)).toEqual({
        year: 2026,
        month: 3,
        day: 29,
        hour: 3,
        minute: 30,
        second: 0,
      })
    },
  )
})
