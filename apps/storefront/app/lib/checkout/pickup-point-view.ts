// How a DHL service point reads in the picker and the review (spec 000 §3 "Pickup points", §4): its
// address on one line, its opening hours per weekday (DHL counts 1 = Monday … 7 = Sunday; the day
// names come from Intl in the shop's locale), and the value the order carries: `id`, or
// `id|postnumber` for a packstation (spec 000 §7).
import type { ServicePoint } from '@vitrine/contracts/service-points'

export function describePointAddress(point: Pick<ServicePoint, 'address'>): string {
  const { street, number, addition, zipCode, city } = point.address
  const house = [number, addition].filter(Boolean).join(' ')
  return `${[street, house].filter(Boolean).join(' ')}, ${zipCode} ${city}`
}

export function formatPointChoice(id: string, postnumber: string | null): string {
  return postnumber ? `${id}|${postnumber}` : id
}

/** The postnumber of a packstation choice, if it has one. */
export function readChoicePostnumber(choice: string): string | null {
  return choice.split('|')[1] ?? null
}

export interface OpeningDay {
  weekDay: number
  day: string
  /** `09:00–18:00`, several spans joined by a comma; null when closed. */
  hours: string | null
}

export function listOpeningDays(
  point: Pick<ServicePoint, 'openingTimes'>,
  locale: string,
): OpeningDay[] {
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  return [1, 2, 3, 4, 5, 6, 7].map((weekDay) => {
    const spans = point.openingTimes
      .filter((time) => time.weekDay === weekDay)
      .sort((a, b) => a.timeFrom.localeCompare(b.timeFrom))
      .map((time) => `${time.timeFrom}–${time.timeTo}`)
    // 1 January 2024 was a Monday.
    const day = dayName.format(new Date(Date.UTC(2024, 0, weekDay)))
    return { weekDay, day, hours: spans.length > 0 ? spans.join(', ') : null }
  })
}

export const POSTNUMBER_INPUT_PATTERN = /^\d{6,10}$/
