// The embedded delivery-points adapter's data (D160): sample DHL service points and packstations in
// the Netherlands, Belgium and Germany, in DHL's item shape (vsf-api-contract §5.2). Names are
// invented; streets, postcodes and places are real, so a postcode lookup and the picker agree.
// Opening times count weekDay 1 = Monday … 7 = Sunday, as DHL does.
import type { ServicePoint } from '@vitrine/contracts/service-points'

export const SAMPLE_SERVICE_POINTS: readonly ServicePoint[] = [
  {
    id: '8004-NL-101201',
    shopType: 'parcelShop',
    name: 'Tabakszaak De Dam',
    address: {
      countryCode: 'NL',
      zipCode: '1012JS',
      city: 'Amsterdam',
      street: 'Damstraat',
      number: '12',
    },
    geoLocation: {
      latitude: 52.3727,
      longitude: 4.8937,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 2,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 3,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 4,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 5,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 6,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 7,
        timeFrom: '12:00',
        timeTo: '17:00',
      },
    ],
  },
  {
    id: '8004-NL-101702',
    shopType: 'parcelShop',
    name: 'Boekhandel Leidseplein',
    address: {
      countryCode: 'NL',
      zipCode: '1017PT',
      city: 'Amsterdam',
      street: 'Leidsestraat',
      number: '54',
      addition: 'A',
    },
    geoLocation: {
      latitude: 52.3641,
      longitude: 4.8829,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
      {
        weekDay: 2,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
      {
        weekDay: 3,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
      {
        weekDay: 4,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
      {
        weekDay: 5,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
      {
        weekDay: 6,
        timeFrom: '10:00',
        timeTo: '19:00',
      },
    ],
  },
  {
    id: '8004-NL-105103',
    shopType: 'parcelShop',
    name: 'Avondwinkel Westerpark',
    address: {
      countryCode: 'NL',
      zipCode: '1051AB',
      city: 'Amsterdam',
      street: 'Haarlemmerweg',
      number: '8',
    },
    geoLocation: {
      latitude: 52.3871,
      longitude: 4.8752,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 2,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 3,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 4,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 5,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 6,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 7,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
    ],
  },
  {
    id: '8004-NL-301104',
    shopType: 'parcelShop',
    name: 'Kantoorboekhandel Coolsingel',
    address: {
      countryCode: 'NL',
      zipCode: '3011AD',
      city: 'Rotterdam',
      street: 'Coolsingel',
      number: '40',
    },
    geoLocation: {
      latitude: 51.9207,
      longitude: 4.4797,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:30',
        timeTo: '18:00',
      },
    ],
  },
  {
    id: '8004-NL-351105',
    shopType: 'parcelShop',
    name: 'Drogisterij Oudegracht',
    address: {
      countryCode: 'NL',
      zipCode: '3511AX',
      city: 'Utrecht',
      street: 'Oudegracht',
      number: '150',
    },
    geoLocation: {
      latitude: 52.0907,
      longitude: 5.1214,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
      {
        weekDay: 2,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
      {
        weekDay: 3,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
      {
        weekDay: 4,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
      {
        weekDay: 5,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
      {
        weekDay: 6,
        timeFrom: '09:00',
        timeTo: '17:30',
      },
    ],
  },
  {
    id: '8004-NL-251106',
    shopType: 'parcelShop',
    name: 'Sigarenmagazijn Plein',
    address: {
      countryCode: 'NL',
      zipCode: '2511CR',
      city: 'Den Haag',
      street: 'Plein',
      number: '3',
    },
    geoLocation: {
      latitude: 52.0799,
      longitude: 4.3133,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 2,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 3,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 4,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 5,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 6,
        timeFrom: '10:00',
        timeTo: '16:00',
      },
    ],
  },
  {
    id: '8004-NL-561107',
    shopType: 'parcelShop',
    name: 'Fietsenwinkel Stratumseind',
    address: {
      countryCode: 'NL',
      zipCode: '5611ER',
      city: 'Eindhoven',
      street: 'Stratumseind',
      number: '21',
    },
    geoLocation: {
      latitude: 51.4381,
      longitude: 5.481,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
      {
        weekDay: 2,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
      {
        weekDay: 3,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
      {
        weekDay: 4,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
      {
        weekDay: 5,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
      {
        weekDay: 6,
        timeFrom: '09:30',
        timeTo: '18:00',
      },
    ],
  },
  {
    id: '8004-NL-971108',
    shopType: 'parcelShop',
    name: 'Supermarkt Grote Markt',
    address: {
      countryCode: 'NL',
      zipCode: '9711LV',
      city: 'Groningen',
      street: 'Grote Markt',
      number: '9',
    },
    geoLocation: {
      latitude: 53.2187,
      longitude: 6.568,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:00',
        timeTo: '21:00',
      },
      {
        weekDay: 7,
        timeFrom: '12:00',
        timeTo: '18:00',
      },
    ],
  },
  {
    id: '8004-BE-100001',
    shopType: 'parcelShop',
    name: 'Dagbladhandel Grote Markt',
    address: {
      countryCode: 'BE',
      zipCode: '1000',
      city: 'Brussel',
      street: 'Grasmarkt',
      number: '18',
    },
    geoLocation: {
      latitude: 50.8467,
      longitude: 4.3525,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:00',
        timeTo: '19:00',
      },
    ],
  },
  {
    id: '8004-BE-200002',
    shopType: 'parcelShop',
    name: 'Papeterie Meir',
    address: {
      countryCode: 'BE',
      zipCode: '2000',
      city: 'Antwerpen',
      street: 'Meir',
      number: '77',
    },
    geoLocation: {
      latitude: 51.2178,
      longitude: 4.4105,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
      {
        weekDay: 2,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
      {
        weekDay: 3,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
      {
        weekDay: 4,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
      {
        weekDay: 5,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
      {
        weekDay: 6,
        timeFrom: '09:30',
        timeTo: '18:30',
      },
    ],
  },
  {
    id: '8004-BE-300003',
    shopType: 'parcelShop',
    name: 'Nachtwinkel Ladeuze',
    address: {
      countryCode: 'BE',
      zipCode: '3000',
      city: 'Leuven',
      street: 'Bondgenotenlaan',
      number: '101',
    },
    geoLocation: {
      latitude: 50.8798,
      longitude: 4.7005,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 2,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 3,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 4,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 5,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 6,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
      {
        weekDay: 7,
        timeFrom: '10:00',
        timeTo: '22:00',
      },
    ],
  },
  {
    id: '8004-BE-900004',
    shopType: 'parcelShop',
    name: 'Boekenhuis Korenmarkt',
    address: {
      countryCode: 'BE',
      zipCode: '9000',
      city: 'Gent',
      street: 'Korenmarkt',
      number: '25',
    },
    geoLocation: {
      latitude: 51.0543,
      longitude: 3.7214,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 2,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 3,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 4,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 5,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
      {
        weekDay: 6,
        timeFrom: '09:00',
        timeTo: '18:00',
      },
    ],
  },
  {
    id: '8003-DE-101151',
    shopType: 'packStation',
    name: 'Packstation 101',
    address: {
      countryCode: 'DE',
      zipCode: '10115',
      city: 'Berlin',
      street: 'Invalidenstraße',
      number: '117',
    },
    geoLocation: {
      latitude: 52.5308,
      longitude: 13.3847,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 2,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 3,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 4,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 5,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 6,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 7,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
    ],
  },
  {
    id: '8003-DE-101152',
    shopType: 'parcelShop',
    name: 'Späti an der Chaussee',
    address: {
      countryCode: 'DE',
      zipCode: '10115',
      city: 'Berlin',
      street: 'Chausseestraße',
      number: '14',
    },
    geoLocation: {
      latitude: 52.5289,
      longitude: 13.3836,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
      {
        weekDay: 2,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
      {
        weekDay: 3,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
      {
        weekDay: 4,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
      {
        weekDay: 5,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
      {
        weekDay: 6,
        timeFrom: '07:00',
        timeTo: '22:00',
      },
    ],
  },
  {
    id: '8003-DE-101783',
    shopType: 'parcelShop',
    name: 'Zeitschriften am Alex',
    address: {
      countryCode: 'DE',
      zipCode: '10178',
      city: 'Berlin',
      street: 'Alexanderplatz',
      number: '5',
    },
    geoLocation: {
      latitude: 52.5219,
      longitude: 13.4132,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
    ],
  },
  {
    id: '8003-DE-200954',
    shopType: 'packStation',
    name: 'Packstation 148',
    address: {
      countryCode: 'DE',
      zipCode: '20095',
      city: 'Hamburg',
      street: 'Mönckebergstraße',
      number: '7',
    },
    geoLocation: {
      latitude: 53.5503,
      longitude: 10.0006,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 2,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 3,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 4,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 5,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 6,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 7,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
    ],
  },
  {
    id: '8003-DE-200955',
    shopType: 'parcelShop',
    name: 'Schreibwaren Spitaler Straße',
    address: {
      countryCode: 'DE',
      zipCode: '20095',
      city: 'Hamburg',
      street: 'Spitalerstraße',
      number: '22',
    },
    geoLocation: {
      latitude: 53.5513,
      longitude: 10.0036,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
      {
        weekDay: 2,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
      {
        weekDay: 3,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
      {
        weekDay: 4,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
      {
        weekDay: 5,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
      {
        weekDay: 6,
        timeFrom: '09:00',
        timeTo: '19:00',
      },
    ],
  },
  {
    id: '8003-DE-506676',
    shopType: 'parcelShop',
    name: 'Kiosk am Dom',
    address: {
      countryCode: 'DE',
      zipCode: '50667',
      city: 'Köln',
      street: 'Domkloster',
      number: '3',
    },
    geoLocation: {
      latitude: 50.9413,
      longitude: 6.9583,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:00',
        timeTo: '20:00',
      },
    ],
  },
  {
    id: '8003-DE-803317',
    shopType: 'packStation',
    name: 'Packstation 175',
    address: {
      countryCode: 'DE',
      zipCode: '80331',
      city: 'München',
      street: 'Sendlinger Straße',
      number: '42',
    },
    geoLocation: {
      latitude: 48.1351,
      longitude: 11.5694,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 2,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 3,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 4,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 5,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 6,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
      {
        weekDay: 7,
        timeFrom: '00:00',
        timeTo: '23:59',
      },
    ],
  },
  {
    id: '8003-DE-803318',
    shopType: 'parcelShop',
    name: 'Lotto Marienplatz',
    address: {
      countryCode: 'DE',
      zipCode: '80331',
      city: 'München',
      street: 'Rosenstraße',
      number: '6',
    },
    geoLocation: {
      latitude: 48.1363,
      longitude: 11.5744,
    },
    openingTimes: [
      {
        weekDay: 1,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
      {
        weekDay: 2,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
      {
        weekDay: 3,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
      {
        weekDay: 4,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
      {
        weekDay: 5,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
      {
        weekDay: 6,
        timeFrom: '08:30',
        timeTo: '19:00',
      },
    ],
  },
]
