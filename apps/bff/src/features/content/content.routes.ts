// `/api/ext/vsf-storyblok-extension/*` (001 §7 "CMS"; 000 §2 preview mode; vsf-api-contract §4.1):
// published stories by full slug and by uuid, the editor check, drafts by story id for a checked
// editor (never cached: `no-store`) and Storyblok's webhook. The two vsf-storyblok answers that are
// not error messages — a missing story (404 `{ story: false }`) and an unknown editor (403
// `{ error: 'Unauthorized editor' }`) — keep their vsf shape (D114).
import {
  CONTENT_API_PREFIX,
  ContentHookBodySchema,
  ContentHookEnvelopeSchema,
  DraftParamsSchema,
  DraftQuerySchema,
  EditorTokenQuerySchema,
  StoriesByUuidQuerySchema,
  StoriesEnvelopeSchema,
  StoryEnvelopeSchema,
  StoryMissEnvelopeSchema,
  StoryParamsSchema,
  StoryQuerySchema,
  UNAUTHORIZED_EDITOR_MESSAGE,
  UnauthorizedEditorEnvelopeSchema,
  ValidateEditorEnvelopeSchema,
} from '@vitrine/contracts/content'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { ContentService, verifyWebhook } from './content.service.js'

export interface ContentRoutesOptions {
  config: Env
}

const tags = ['content']

/**
 * The raw body of a webhook request, for its signature: a property of the request, not a WeakMap
 * keyed by requests (V8's scavenges keep a WeakMap's young keys alive, D202).
 */
const RAW_BODY = Symbol('raw body')
type RequestWithRawBody = FastifyRequest & { [RAW_BODY]?: Buffer }

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { config },
) => {
  const service = new ContentService({
    content: app.adapters.content,
    previewToken: config.CONTENT_PREVIEW_TOKEN,
    trustedScripts: config.CONTENT_TRUSTED_SCRIPTS,
    now: () => Math.floor(Date.now() / 1000),
  })

  // The webhook is signed over its exact bytes: keep them beside the parsed body (this context
  // only holds this feature's routes).
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    ;(request as RequestWithRawBody)[RAW_BODY] = body as Buffer
    void parseJson(request, (body as Buffer).toString('utf8'), done)
  })

  app.get(
    `${CONTENT_API_PREFIX}/story/*`,
    {
      schema: {
        tags,
        summary: 'A published story by full slug (a store code is its home page)',
        description:
          'The path after `/story/` is the full slug (`i/about-us`, `nl/i/about-us`, ' +
          '`blocks/usps`); empty is `home`, `nl` or `de` is that store’s home. Rich text and ' +
          'HTML are sanitised. A miss is a 404 whose result is `{ story: false }`.',
        params: StoryParamsSchema,
        querystring: StoryQuerySchema,
        response: withErrorResponses({ 200: StoryEnvelopeSchema, 404: StoryMissEnvelopeSchema }),
      },
    },
    async (request, reply) => {
      const story = await service.publishedStory(request.params['*'])
      if (!story) return reply.code(404).send({ code: 404, result: { story: false as const } })
      return { code: 200, result: { story } }
    },
  )

  app.get(
    `${CONTENT_API_PREFIX}/stories`,
    {
      schema: {
        tags,
        summary: 'The published story with a uuid, as `stories[0]` (empty when none)',
        querystring: StoriesByUuidQuerySchema,
        response: withErrorResponses({ 200: StoriesEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      result: { stories: await service.publishedStoriesByUuid(request.query.uuid) },
    }),
  )

  app.get(
    `${CONTENT_API_PREFIX}/validate-editor`,
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The preview token for a Storyblok editor (`_storyblok_tk[…]` parameters)',
        description:
          'Valid when sha1(`spaceId:previewToken:timestamp`) equals token and the timestamp is ' +
          'less than an hour old; else 403 `{ error: "Unauthorized editor" }`.',
        querystring: EditorTokenQuerySchema,
        response: withErrorResponses({
          200: ValidateEditorEnvelopeSchema,
          403: UnauthorizedEditorEnvelopeSchema,
        }),
      },
    },
    async (request, reply) => {
      const previewToken = service.previewTokenFor(request.query)
      if (previewToken === null) {
        return reply
          .code(403)
          .send({ code: 403, result: { error: UNAUTHORIZED_EDITOR_MESSAGE } as const })
      }
      return { code: 200, result: { previewToken, error: false as const } }
    },
  )

  app.get(
    `${CONTENT_API_PREFIX}/draft/:storyId`,
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The draft of a story by id, for a checked editor (000 §2 preview mode)',
        description:
          'Takes the editor’s spaceId, timestamp and token (as validate-editor) and optionally ' +
          'a release id. Never cached. 403 for anyone else, 404 for an unknown story.',
        params: DraftParamsSchema,
        querystring: DraftQuerySchema,
        response: withErrorResponses(
          { 200: StoryEnvelopeSchema, 404: StoryMissEnvelopeSchema },
          [403],
        ),
      },
    },
    async (request, reply) => {
      const story = await service.draftStory(request.params.storyId, request.query)
      if (!story) return reply.code(404).send({ code: 404, result: { story: false as const } })
      return { code: 200, result: { story } }
    },
  )

  app.post(
    `${CONTENT_API_PREFIX}/hook`,
    {
      config: { noStore: true },
      // The signature is checked before the body is: an unsigned caller learns nothing.
      preValidation: async (request) => {
        verifyWebhook(
          config.STORYBLOK_WEBHOOK_SECRET,
          (request as RequestWithRawBody)[RAW_BODY],
          request.headers['webhook-signature'],
        )
      },
      schema: {
        tags,
        summary: 'Storyblok’s webhook: drops the cached copies of what changed',
        description:
          'With STORYBLOK_WEBHOOK_SECRET set, the header `webhook-signature` must be the ' +
          'HMAC-SHA1 of the raw body (hex); otherwise 403.',
        querystring: StoreQuerySchema,
        body: ContentHookBodySchema,
        response: withErrorResponses({ 200: ContentHookEnvelopeSchema }, [403]),
      },
    },
    async (request) => {
      await service.applyHook(request.body)
      return { code: 200, result: 'OK' as const }
    },
  )
}
