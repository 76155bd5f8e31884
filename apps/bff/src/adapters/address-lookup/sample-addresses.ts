// The embedded address-lookup adapter's data (D161): a few real streets per country with the
// house numbers they have, for the Dutch postcode lookup and the international autocomplete.
// `additions` lists a house number's additions ('' = the number without one).

export interface SampleStreet {
  /** ISO3, lower case, as Postcode.eu's contexts. */
  country: 'nld' | 'bel' | 'deu'
  postcode: string
  street: string
  city: string
  /** The first and last house number on this postcode. */
  numbers: readonly [number, number]
  additions?: Readonly<Record<number, readonly string[]>>
}

export const SAMPLE_COUNTRIES = [
  { iso2: 'NL', iso3: 'nld', name: 'Netherlands' },
  { iso2: 'BE', iso3: 'bel', name: 'Belgium' },
  { iso2: 'DE', iso3: 'deu', name: 'Germany' },
] as const

export const SAMPLE_STREETS: readonly SampleStreet[] = [
  { country: 'nld', postcode: '1012JS', street: 'Dam', city: 'Amsterdam', numbers: [1, 27] },
  {
    country: 'nld',
    postcode: '1012AB',
    street: 'Damrak',
    city: 'Amsterdam',
    numbers: [1, 99],
    additions: { 1: ['', 'A', 'B'], 2: ['', 'H'] },
  },
  {
    country: 'nld',
    postcode: '1017PT',
    street: 'Leidsestraat',
    city: 'Amsterdam',
    numbers: [40, 80],
  },
  { country: 'nld', postcode: '3011AD', street: 'Coolsingel', city: 'Rotterdam', numbers: [1, 60] },
  {
    country: 'nld',
    postcode: '3511AX',
    street: 'Oudegracht',
    city: 'Utrecht',
    numbers: [100, 200],
  },
  { country: 'nld', postcode: '2511CR', street: 'Plein', city: 'Den Haag', numbers: [1, 30] },
  {
    country: 'nld',
    postcode: '5611ER',
    street: 'Stratumseind',
    city: 'Eindhoven',
    numbers: [1, 99],
  },
  {
    country: 'nld',
    postcode: '9711LV',
    street: 'Grote Markt',
    city: 'Groningen',
    numbers: [1, 50],
  },
  { country: 'bel', postcode: '1000', street: 'Grasmarkt', city: 'Brussel', numbers: [1, 120] },
  { country: 'bel', postcode: '2000', street: 'Meir', city: 'Antwerpen', numbers: [1, 120] },
  { country: 'bel', postcode: '9000', street: 'Korenmarkt', city: 'Gent', numbers: [1, 40] },
  {
    country: 'deu',
    postcode: '10115',
    street: 'Invalidenstraße',
    city: 'Berlin',
    numbers: [1, 160],
  },
  {
    country: 'deu',
    postcode: '10115',
    street: 'Chausseestraße',
    city: 'Berlin',
    numbers: [1, 130],
  },
  {
    country: 'deu',
    postcode: '20095',
    street: 'Mönckebergstraße',
    city: 'Hamburg',
    numbers: [1, 31],
  },
  {
    country: 'deu',
    postcode: '80331',
    street: 'Sendlinger Straße',
    city: 'München',
    numbers: [1, 90],
  },
]
