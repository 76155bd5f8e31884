// `/api/wishlist/*` (spec 001 §3, §7): a customer's wishlists (up to 5, one the default), their
// items (product_id, quantity always 1), sharing by an unguessable code and the shared list as
// anyone sees it (its name and items only). Every body is strict: an unknown key is a 400.
import { z } from 'zod'
import { FIELD_REQUIRED_MESSAGE } from './customer-address.js'
import { envelopeOf } from './envelope.js'

/** spec 001 §5 (locale texts): a sixth wishlist is refused with this text. */
export const WISHLIST_LIMIT_MESSAGE = 'Only 5 wishlist(s) can be created.'
/** spec 001 §5, §9 */
export const WISHLIST_NAME_MAX = 50
export const WISHLIST_NAME_TOO_LONG_MESSAGE = `The wishlist name can be at most ${WISHLIST_NAME_MAX} characters.`

const MAX_ID = 2_147_483_647
const IdSchema = z.coerce.number().int().positive().max(MAX_ID)

export const WishlistParamsSchema = z.strictObject({
  wishlistId: IdSchema.describe('The list’s `wishlist_id`'),
})
export const WishlistItemParamsSchema = z.strictObject({
  wishlistId: IdSchema.describe('The list’s `wishlist_id`'),
  itemId: IdSchema.describe('The item’s `item_id`'),
})
export const SharedWishlistParamsSchema = z.strictObject({
  sharingCode: z.string().min(1).max(64).describe('The code `POST …/share` answered'),
})

export const WishlistNameSchema = z
  .string()
  .trim()
  .min(1, FIELD_REQUIRED_MESSAGE)
  .max(WISHLIST_NAME_MAX, WISHLIST_NAME_TOO_LONG_MESSAGE)

/** POST /api/wishlist and PUT /api/wishlist/{wishlistId} (spec 001 §7: `wishlist.name`). */
export const WishlistBodySchema = z.strictObject({
  wishlist: z.strictObject({ name: WishlistNameSchema }),
})
export type WishlistBody = z.infer<typeof WishlistBodySchema>

/** POST /api/wishlist/{wishlistId}/items (spec 001 §7: `wishlistItem`, quantity always 1). */
export const WishlistItemBodySchema = z.strictObject({
  wishlistItem: z.strictObject({
    product_id: IdSchema.describe('The catalogue product’s `id`'),
    quantity: z.literal(1).optional().describe('Always 1 (spec 001 §9)'),
  }),
})
export type WishlistItemBody = z.infer<typeof WishlistItemBodySchema>

export const WishlistItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  qty: z.literal(1),
  sku: z.string().nullable().describe('The product’s sku; null when it left the catalogue'),
  name: z.string().nullable(),
})
export type WishlistItem = z.infer<typeof WishlistItemSchema>

export const WishlistSchema = z.object({
  wishlist_id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  sharing_code: z.string().nullable().describe('Set once the list was shared'),
  items: z.array(WishlistItemSchema),
})
export type Wishlist = z.infer<typeof WishlistSchema>

/** The shared list as anyone with its code sees it: no ids of its owner, nothing of them. */
export const SharedWishlistSchema = z.object({
  name: z.string(),
  sharing_code: z.string(),
  items: z.array(WishlistItemSchema),
})
export type SharedWishlist = z.infer<typeof SharedWishlistSchema>

export const WishlistListEnvelopeSchema = envelopeOf(z.array(WishlistSchema))
export const WishlistEnvelopeSchema = envelopeOf(WishlistSchema)
export const WishlistItemEnvelopeSchema = envelopeOf(WishlistItemSchema)
export const WishlistShareEnvelopeSchema = envelopeOf(z.object({ sharing_code: z.string() }))
export const SharedWishlistEnvelopeSchema = envelopeOf(SharedWishlistSchema)
export const WishlistDeletedEnvelopeSchema = envelopeOf(z.literal(true))
