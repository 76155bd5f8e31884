// The content API (spec 001 §2 "Content blocks", §3 "CMS story", §7 "CMS"; spec 000 §2 preview
// mode; vsf-api-contract §4.1, §5.4). Stories keep the shape Storyblok's Content Delivery API v2
// answers, so a shop moving from vsf-storyblok-sync keeps its documents:
//  - `GET /api/ext/vsf-storyblok-extension/story/{fullSlug}`: a published story (a path that is a
//    store code gets `/home`); a miss is a 404 whose result is `{ story: false }`;
//  - `GET …/stories?uuid=`: the story with that uuid as `stories[0]` (001 §7 "GET by uuid");
//  - `GET …/validate-editor?spaceId&timestamp&token`: the preview token for an editor whose
//    Storyblok sha1 token checks out (less than an hour old), else 403 "Unauthorized editor";
//  - `GET …/draft/{storyId}?spaceId&timestamp&token&release`: the draft of a story for that editor;
//  - `POST …/hook`: Storyblok's webhook (signed with `webhook-signature` when a secret is set).
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreCodeQuerySchema } from './request-query.js'

export const CONTENT_API_PREFIX = '/api/ext/vsf-storyblok-extension'

/** 001 §7, 000 §9: at most 500 CMS pages and 500 CMS blocks. */
export const CONTENT_MAX_PAGES = 500
export const CONTENT_MAX_BLOCKS = 500

/** vsf-api-contract §4.1: an editor token is valid for less than one hour. */
export const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600
export const UNAUTHORIZED_EDITOR_MESSAGE = 'Unauthorized editor'

/** One block of a story's content: its component name, its id and its own fields. */
export interface ContentBlock {
  component: string
  _uid: string
  [field: string]: unknown
}

export const ContentBlockSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
}) as unknown as z.ZodType<ContentBlock>

export const StoryAlternateSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  is_folder: z.boolean(),
  parent_id: z.number().int().nullable(),
})
export type StoryAlternate = z.infer<typeof StoryAlternateSchema>

export const TranslatedSlugSchema = z.looseObject({
  path: z.string(),
  name: z.string().nullable(),
  lang: z.string(),
})

export const StorySchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: ContentBlockSchema,
  alternates: z.array(StoryAlternateSchema),
  lang: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  created_at: z.string(),
  is_startpage: z.boolean(),
  parent_id: z.number().int().nullable(),
  group_id: z.string(),
  tag_list: z.array(z.string()),
  position: z.number().int(),
  translated_slugs: z.array(TranslatedSlugSchema).nullish(),
})
export type Story = z.infer<typeof StorySchema>

export const StoryParamsSchema = z.strictObject({
  '*': z.string().max(512).describe('Full slug, e.g. `nl/i/about-us`; empty for the home page'),
})

export const StoryQuerySchema = z.strictObject({
  storeCode: StoreCodeQuerySchema,
})

export const StoryEnvelopeSchema = envelopeOf(z.object({ story: StorySchema }))
/** vsf-api-contract §4.1: a miss answers 404 with `{ story: false }`. */
export const StoryMissEnvelopeSchema = envelopeOf(z.object({ story: z.literal(false) }))

export const StoriesByUuidQuerySchema = z.strictObject({
  uuid: z.string().trim().min(1).max(64).describe('The story’s uuid'),
  storeCode: StoreCodeQuerySchema,
})
export const StoriesEnvelopeSchema = envelopeOf(z.object({ stories: z.array(StorySchema) }))

const digitsOnly = /^\d{1,12}$/

/** The Storyblok editor's tokenised space id, timestamp and token (`_storyblok_tk[…]`). */
export const EditorTokenQuerySchema = z.strictObject({
  spaceId: z.string().trim().regex(digitsOnly, 'Expected the numeric Storyblok space id'),
  timestamp: z.string().trim().regex(digitsOnly, 'Expected a Unix time in seconds'),
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{40}$/i, 'Expected the 40-character sha1 editor token'),
  storeCode: StoreCodeQuerySchema,
})
export type EditorTokenQuery = z.infer<typeof EditorTokenQuerySchema>

export const ValidateEditorEnvelopeSchema = envelopeOf(
  z.object({ previewToken: z.string(), error: z.literal(false) }),
)
export const UnauthorizedEditorEnvelopeSchema = envelopeOf(
  z.object({ error: z.literal(UNAUTHORIZED_EDITOR_MESSAGE) }),
)

export const DraftParamsSchema = z.strictObject({
  storyId: z
    .string()
    .regex(/^\d{1,12}$/, 'Expected the numeric story id')
    .transform(Number),
})

export const DraftQuerySchema = EditorTokenQuerySchema.extend({
  release: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'Expected the numeric release id')
    .optional()
    .describe('Storyblok release id (`_storyblok_release`): the draft as it will be in it'),
})
export type DraftQuery = z.infer<typeof DraftQuerySchema>

/** vsf-api-contract §5.4: the webhook body Storyblok posts. */
export const ContentHookBodySchema = z.looseObject({
  action: z.string().min(1).max(64),
  text: z.string().max(1024).optional(),
  space_id: z.number().int().optional(),
  story_id: z.number().int().optional(),
  full_slug: z.string().max(512).optional(),
})
export type ContentHookBody = z.infer<typeof ContentHookBodySchema>
export const ContentHookEnvelopeSchema = envelopeOf(z.literal('OK'))
