// `/api/wishlist/*` (spec 001 §3, §4, §7; ARCHITECTURE §3): a customer's wishlists. Every route but
// the shared read needs the customer's token (`Authorization: Bearer`, or `?token=`) and touches
// the token's own lists only: another customer's list or item id is the same 404 as an unknown one.
// The shared read (`/shared/{sharingCode}`) is open to anyone and shows the list's name and items
// only; no route takes a sharing code for a change. Answers are never cached (the caller's data).
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
  SharedWishlistEnvelopeSchema,
  SharedWishlistParamsSchema,
  WishlistBodySchema,
  WishlistDeletedEnvelopeSchema,
  WishlistEnvelopeSchema,
  WishlistItemBodySchema,
  WishlistItemEnvelopeSchema,
  WishlistItemParamsSchema,
  WishlistListEnvelopeSchema,
  WishlistParamsSchema,
  WishlistShareEnvelopeSchema,
} from '@vitrine/contracts/wishlist'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import {
  addWishlistItem,
  createWishlist,
  deleteWishlist,
  listWishlists,
  readSharedWishlist,
  removeWishlistItem,
  renameWishlist,
  shareWishlist,
} from './wishlist.service.js'

const tags = ['wishlist']
const security = [{ bearerAuth: [] }]
/** The caller's own lists: resolved from the token, never cached. */
const customerCall = { resolveCaller: true, noStore: true }

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wishlist',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'The customer’s wishlists with their items, the default list first',
        description: 'The first call creates the default list (it cannot be deleted).',
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: WishlistListEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({ code: 200, result: await listWishlists(commerceRequestOf(request)) }),
  )

  app.post(
    '/api/wishlist',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Create a wishlist (`wishlist.name`, 1–50 characters)',
        description:
          'At most 5 lists per customer, the default included: a sixth is a 400 ' +
          '`Only 5 wishlist(s) can be created.` (spec 001 §5, §9).',
        querystring: StoreQuerySchema,
        body: WishlistBodySchema,
        response: withErrorResponses({ 200: WishlistEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({
      code: 200,
      result: await createWishlist(commerceRequestOf(request), request.body.wishlist.name),
    }),
  )

  app.put(
    '/api/wishlist/:wishlistId',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Rename one of the customer’s wishlists',
        querystring: StoreQuerySchema,
        params: WishlistParamsSchema,
        body: WishlistBodySchema,
        response: withErrorResponses({ 200: WishlistEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await renameWishlist(
        commerceRequestOf(request),
        request.params.wishlistId,
        request.body.wishlist.name,
      ),
    }),
  )

  app.delete(
    '/api/wishlist/:wishlistId',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Delete one of the customer’s wishlists with its items',
        description: 'The default list cannot be deleted (400, spec 001 §4).',
        querystring: StoreQuerySchema,
        params: WishlistParamsSchema,
        response: withErrorResponses({ 200: WishlistDeletedEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await deleteWishlist(commerceRequestOf(request), request.params.wishlistId),
    }),
  )

  app.post(
    '/api/wishlist/:wishlistId/share',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Share a wishlist: its sharing code (the same one when shared again)',
        description:
          'The code is 128 random bits (D147); `/wishlist/{sharing_code}` shows the list to anyone.',
        querystring: StoreQuerySchema,
        params: WishlistParamsSchema,
        response: withErrorResponses({ 200: WishlistShareEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await shareWishlist(commerceRequestOf(request), request.params.wishlistId),
    }),
  )

  app.get(
    '/api/wishlist/shared/:sharingCode',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'A shared wishlist, read only: its name and items, nothing of its owner',
        querystring: StoreQuerySchema,
        params: SharedWishlistParamsSchema,
        response: withErrorResponses({ 200: SharedWishlistEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readSharedWishlist(commerceRequestOf(request), request.params.sharingCode),
    }),
  )

  app.post(
    '/api/wishlist/:wishlistId/items',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Add a product to one of the customer’s wishlists (quantity always 1)',
        description:
          'A product already on the list answers its item and adds nothing. An unknown ' +
          '`product_id` is a 400 naming `body.wishlistItem.product_id`.',
        querystring: StoreQuerySchema,
        params: WishlistParamsSchema,
        body: WishlistItemBodySchema,
        response: withErrorResponses({ 200: WishlistItemEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await addWishlistItem(
        commerceRequestOf(request),
        request.params.wishlistId,
        request.body.wishlistItem.product_id,
      ),
    }),
  )

  app.delete(
    '/api/wishlist/:wishlistId/items/:itemId',
    {
      config: customerCall,
      schema: {
        tags,
        security,
        summary: 'Remove an item from one of the customer’s wishlists',
        querystring: StoreQuerySchema,
        params: WishlistItemParamsSchema,
        response: withErrorResponses({ 200: WishlistDeletedEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await removeWishlistItem(
        commerceRequestOf(request),
        request.params.wishlistId,
        request.params.itemId,
      ),
    }),
  )
}
