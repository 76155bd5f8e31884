// GET /img/{width}/{height}/{action}/{path} (reference vsf-api-contract §1.8): product pictures at
// the closest pre-rendered size, WebP when accepted (spec 000 §9), cached for a year by browsers
// and CDNs. Bad sizes or actions are a 400 envelope, a missing picture a 404 envelope, any other
// method a 405 with `Allow: GET`.
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { ErrorEnvelopeSchema } from '@vitrine/contracts/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Env } from '../../env.js'
import { AppError, BadRequestError, withErrorResponses } from '../../errors.js'
import {
  acceptsWebp,
  imageActions,
  MAX_IMAGE_DIMENSION,
  normalizeImagePath,
} from './image-rendition.js'
import { ImageStore } from './images.service.js'

/** vsf-api-contract §1.8: `Cache-Control: max-age=31557600` (a year). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31557600, immutable'

export interface ImagesRoutesOptions {
  config: Pick<Env, 'DATA_DIR'> & { CATALOG_MEDIA_DIR?: string | undefined }
}

/** The media root: CATALOG_MEDIA_DIR, else where the importer keeps pictures under DATA_DIR. */
export function resolveMediaRoot(config: ImagesRoutesOptions['config']): string {
  return config.CATALOG_MEDIA_DIR ?? join(config.DATA_DIR, 'catalog', 'media')
}

const dimension = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_IMAGE_DIMENSION)
  .describe(`Pixels, 0 to ${MAX_IMAGE_DIMENSION}; 0 means any`)

const ImageParamsSchema = z.object({
  width: dimension,
  height: dimension,
  action: z.enum(imageActions),
  '*': z.string().describe('The picture path as in product documents, e.g. `c/a/cap-red.jpg`'),
})

export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { config }) => {
  const store = new ImageStore(resolveMediaRoot(config))
  const url = '/img/:width/:height/:action/*'

  app.get(
    url,
    {
      schema: {
        tags: ['images'],
        summary: 'A product picture at the closest pre-rendered size (WebP when accepted)',
        params: ImageParamsSchema,
        response: withErrorResponses({
          // Streamed bytes: Fastify sends streams as they are, without the serializer.
          200: z.custom<NodeJS.ReadableStream>().describe('The picture (JPEG, PNG, GIF or WebP)'),
          404: ErrorEnvelopeSchema,
        }),
      },
    },
    async (request, reply) => {
      const path = normalizeImagePath(request.params['*'])
      if (path === undefined) throw new BadRequestError('Unsupported image path.')
      const file = await store.find({
        width: request.params.width,
        height: request.params.height,
        path,
        webp: acceptsWebp(request.headers.accept),
      })
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('last-modified', file.modifiedAt.toUTCString())
      if (file.variesByAccept) reply.header('vary', 'Accept')
      return reply.send(createReadStream(file.filePath))
    },
  )

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url,
    schema: { hide: true },
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD')
      throw new AppError(405, 'Method Not Allowed')
    },
  })
}
