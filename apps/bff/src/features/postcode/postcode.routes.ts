// `/api/ext/postcode/*` (spec 000 §7, 001 §7; vsf-api-contract §4.4, §5.3): the Dutch postcode
// lookup (path: postcode, house number, affix or '-'), the countries directory and the
// international autocomplete (query q and context, header X-Autocomplete-Session) and the address
// a suggestion stands for.
import {
  AutocompleteEnvelopeSchema,
  AutocompleteHeadersSchema,
  AutocompleteQuerySchema,
  DutchAddressEnvelopeSchema,
  DutchAddressParamsSchema,
  InternationalAddressEnvelopeSchema,
  InternationalAddressQuerySchema,
  PostcodeCountriesEnvelopeSchema,
  PostcodeCountriesQuerySchema,
} from '@vitrine/contracts/postcode'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withErrorResponses } from '../../errors.js'
import {
  listPostcodeCountries,
  lookUpDutchAddress,
  readSuggestedAddress,
  suggestAddresses,
} from './postcode.service.js'

const tags = ['postcode']

export const postcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ext/postcode/autocomplete/:postcode/:houseNumber/:affix',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The Dutch address (street, city) at a postcode and house number',
        description:
          'The affix is the house number addition, `-` when there is none. 404 when no address ' +
          'has them (also when only the addition does not exist); 503 when the lookup is down.',
        params: DutchAddressParamsSchema,
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: DutchAddressEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await lookUpDutchAddress(app.adapters.addressLookup, request.params),
    }),
  )

  app.get(
    '/api/ext/postcode/countries',
    {
      schema: {
        tags,
        summary: 'The countries the address lookup serves (iso2, iso3)',
        querystring: PostcodeCountriesQuerySchema,
        response: withErrorResponses({ 200: PostcodeCountriesEnvelopeSchema }),
      },
    },
    async () => ({
      code: 200,
      result: await listPostcodeCountries(app.adapters.addressLookup),
    }),
  )

  app.get(
    '/api/ext/postcode/international/autocomplete',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'Address suggestions: q = postcode, street, house number, affix joined by spaces',
        description:
          'context is the country’s ISO3 code in lower case (`nld`, `bel`, `deu`) or the context ' +
          'of a match chosen before. The X-Autocomplete-Session header (8 to 64 characters) stays ' +
          'the same for one address entry.',
        headers: AutocompleteHeadersSchema,
        querystring: AutocompleteQuerySchema,
        response: withErrorResponses({ 200: AutocompleteEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      result: await suggestAddresses(
        app.adapters.addressLookup,
        request.query,
        request.headers['x-autocomplete-session'],
      ),
    }),
  )

  app.get(
    '/api/ext/postcode/international/address',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The street, house number, postcode and city of a suggested address',
        description:
          'context is the context of a match of precision Address from the autocomplete, with ' +
          'the same X-Autocomplete-Session header. 404 when it names no address.',
        headers: AutocompleteHeadersSchema,
        querystring: InternationalAddressQuerySchema,
        response: withErrorResponses({ 200: InternationalAddressEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readSuggestedAddress(
        app.adapters.addressLookup,
        request.query.context,
        request.headers['x-autocomplete-session'],
      ),
    }),
  )
}
