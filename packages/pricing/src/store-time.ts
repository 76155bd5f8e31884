// Store-local catalogue times (D90). The catalogue writes dates such as special_to_date as wall-clock
// times of the shop (`2026-12-26 23:59:59` means 23:59:59 in Amsterdam), not as UTC. These helpers
// turn such a wall time into an instant for a named IANA time zone, using only Intl with an explicit
// time zone, so the answer never depends on the machine's own zone (TZ).
//
// Daylight-saving changes follow Temporal's 'compatible' rule: a wall time that occurs twice (the
// autumn hour) is its earlier occurrence; a wall time that does not exist (the spring gap) moves
// forward by the gap, so 02:30 on the spring change reads as 03:30 summer time.

/** The shop's time zone when configuration names none (NL and DE store views). */
export const DEFAULT_STORE_TIME_ZONE = 'Europe/Amsterdam'

export interface WallTime {
  readonly year: number
  /** 1-12. */
  readonly month: number
  readonly day: number
  readonly hour?: number
  readonly minute?: number
  readonly second?: number
}

const DAY_MS = 86_400_000

/** One formatter per time zone: making one costs far more than using it. */
const calendars = new Map<string, Intl.DateTimeFormat>()

function readCalendar(timeZone: string): Intl.DateTimeFormat {
  let calendar = calendars.get(timeZone)
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      era: 'short',
    })
    calendars.set(timeZone, calendar)
  }
  return calendar
}

/** True when `timeZone` is an IANA time zone this runtime knows (e.g. 'Europe/Amsterdam'). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false
  try {
    readCalendar(timeZone)
    return true
  } catch {
    return false
  }
}

/** The wall time the clocks of `timeZone` show at `instant` (milliseconds since the epoch). */
export function readWallTime(instant: number, timeZone: string): Required<WallTime> {
  const parts = readCalendar(timeZone).formatToParts(new Date(instant))
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  const era = parts.find((part) => part.type === 'era')?.value
  const year = read('year')
  return {
    year: era === 'BC' ? 1 - year : year,
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  }
}

function wallTimeAsUtc(wall: WallTime): number {
  const time = new Date(0)
  time.setUTCFullYear(wall.year, wall.month - 1, wall.day)
  time.setUTCHours(wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, 0)
  return time.getTime()
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (whole seconds). */
export function readZoneOffset(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  return wallTimeAsUtc(readWallTime(whole, timeZone)) - whole
}

/** The instant at which the clocks of `timeZone` show `wall` (see the header for DST changes). */
export function convertWallTimeToInstant(wall: WallTime, timeZone: string): number {
  const local = wallTimeAsUtc(wall)
  // At most one offset change lies within a day on either side of any wall time.
  const offsetBefore = readZoneOffset(local - DAY_MS, timeZone)
  const offsetAfter = readZoneOffset(local + DAY_MS, timeZone)
  const matches = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => readZoneOffset(instant, timeZone) === local - instant,
  )
  if (matches.length === 0) return local - offsetBefore // in the gap: the offset before it
  return Math.min(...matches)
}

/** The first instant of the day after `wall`'s day in `timeZone` (days last 23 to 25 hours). */
export function findNextDayStart(wall: WallTime, timeZone: string): number {
  const next = new Date(wallTimeAsUtc({ year: wall.year, month: wall.month, day: wall.day }))
  next.setUTCDate(next.getUTCDate() + 1)
  return convertWallTimeToInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    timeZone,
  )
}
