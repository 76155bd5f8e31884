// The wishlist part of the commerce port's contract (spec 001 §3, §4, §7, §9; D146, D147), run on
// PGlite and PostgreSQL by commerce.test.ts: at most 5 lists (two creates at 4: exactly one
// succeeds), a default list that cannot be deleted, unguessable sharing codes, items once per
// list with quantity 1, and no list or item of one customer reachable with another's id.
import { WISHLIST_LIMIT_MESSAGE } from '@vitrine/contracts/wishlist'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceHarness } from './commerce.contract.js'
import { fixtureCatalogue } from './commerce.fixtures.js'
import type { CommercePort } from './commerce.port.js'

let emails = 0

async function newCustomer(commerce: CommercePort): Promise<number> {
  emails += 1
  const { customer } = await commerce.createCustomer({
    email: `wish-${emails}@example.nl`,
    firstname: 'Wim',
    lastname: 'Lijst',
    password: 'Secret-pass1',
    storeCode: 'default',
  })
  return customer.id
}

export function describeWishlistContract(
  adapterName: string,
  createHarness: () => Promise<CommerceHarness>,
) {
  describe(`commerce port contract, wishlists: ${adapterName}`, () => {
    let harness: CommerceHarness
    let commerce: CommercePort

    beforeAll(async () => {
      harness = await createHarness()
      commerce = harness.commerce
      await commerce.importCatalogue(fixtureCatalogue)
    }, 60_000)

    afterAll(async () => {
      await harness.dispose()
    })

    it('gives every customer one default list on the first read', async () => {
      const customerId = await newCustomer(commerce)
      const [first, again] = await Promise.all([
        commerce.listWishlists(customerId),
        commerce.listWishlists(customerId),
      ])
      expect(first).toEqual([
        { id: expect.any(Number), name: 'Wishlist', isDefault: true, sharingCode: null, items: [] },
      ])
      expect(again).toEqual(first)
      expect(await commerce.listWishlists(customerId)).toEqual(first)
    })

    it('creates up to 5 lists and refuses the sixth with the spec’s text', async () => {
      const customerId = await newCustomer(commerce)
      for (const name of ['Summer', 'Winter', 'Gifts', 'Later']) {
        await commerce.createWishlist(customerId, name)
      }
      await expect(commerce.createWishlist(customerId, 'Sixth')).rejects.toMatchObject({
        status: 400,
        message: WISHLIST_LIMIT_MESSAGE,
      })
      const lists = await commerce.listWishlists(customerId)
      expect(lists.map((list) => list.name)).toEqual([
        'Wishlist',
        'Summer',
        'Winter',
        'Gifts',
        'Later',
      ])
    })

    it('lets exactly one of two creates at 4 lists through', async () => {
      const customerId = await newCustomer(commerce)
      for (const name of ['One', 'Two', 'Three']) await commerce.createWishlist(customerId, name)
      expect(await commerce.listWishlists(customerId)).toHaveLength(4)
      const outcomes = await Promise.allSettled([
        commerce.createWishlist(customerId, 'Racer A'),
        commerce.createWishlist(customerId, 'Racer B'),
      ])
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')
      expect(refused?.reason).toMatchObject({ status: 400, message: WISHLIST_LIMIT_MESSAGE })
      expect(await commerce.listWishlists(customerId)).toHaveLength(5)
    })

    it('lets a first read and creates race without a second default or a sixth list', async () => {
      const customerId = await newCustomer(commerce)
      const outcomes = await Promise.allSettled([
        commerce.listWishlists(customerId),
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => commerce.createWishlist(customerId, name)),
      ])
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2)
      const lists = await commerce.listWishlists(customerId)
      expect(lists).toHaveLength(5)
      expect(lists.filter((list) => list.isDefault)).toHaveLength(1)
    })

    it('renames a list, refuses an empty or too long name, and never deletes the default', async () => {
      const customerId = await newCustomer(commerce)
      const [defaultList] = await commerce.listWishlists(customerId)
      const made = await commerce.createWishlist(customerId, '  Birthday  ')
      expect(made).toMatchObject({ name: 'Birthday', isDefault: false })
      expect(await commerce.renameWishlist(customerId, made.id, 'Verjaardag')).toMatchObject({
        id: made.id,
        name: 'Verjaardag',
      })
      await expect(commerce.renameWishlist(customerId, made.id, ' ')).rejects.toMatchObject({
        status: 400,
      })
      await expect(commerce.createWishlist(customerId, 'x'.repeat(51))).rejects.toMatchObject({
        status: 400,
      })
      await expect(commerce.deleteWishlist(customerId, defaultList!.id)).rejects.toMatchObject({
        status: 400,
      })
      await commerce.deleteWishlist(customerId, made.id)
      expect((await commerce.listWishlists(customerId)).map((list) => list.id)).toEqual([
        defaultList!.id,
      ])
      await expect(commerce.deleteWishlist(customerId, made.id)).rejects.toMatchObject({
        status: 404,
      })
    })

    it('adds a product once with quantity 1 and removes its item', async () => {
      const customerId = await newCustomer(commerce)
      const [list] = await commerce.listWishlists(customerId)
      const [first, second] = await Promise.all([
        commerce.addWishlistItem(customerId, list!.id, 10),
        commerce.addWishlistItem(customerId, list!.id, 10),
      ])
      expect(first).toMatchObject({ productId: 10, qty: 1, sku: 'CAP', name: 'Bucket Hat' })
      expect(second?.id).toBe(first?.id)
      const tee = await commerce.addWishlistItem(customerId, list!.id, 1)
      expect(tee).toMatchObject({ productId: 1, sku: 'TEE', name: 'Linen Tee' })
      expect((await commerce.readWishlist(customerId, list!.id)).items).toEqual([
        expect.objectContaining({ id: first!.id, productId: 10 }),
        expect.objectContaining({ id: tee.id, productId: 1 }),
      ])
      await expect(commerce.addWishlistItem(customerId, list!.id, 999_999)).rejects.toMatchObject({
        status: 400,
        fieldErrors: [{ field: 'body.wishlistItem.product_id' }],
      })
      await commerce.removeWishlistItem(customerId, list!.id, first!.id)
      await expect(
        commerce.removeWishlistItem(customerId, list!.id, first!.id),
      ).rejects.toMatchObject({ status: 404 })
      expect((await commerce.readWishlist(customerId, list!.id)).items).toEqual([
        expect.objectContaining({ productId: 1 }),
      ])
    })

    it('shares with one unguessable code that shows only the name and items', async () => {
      const customerId = await newCustomer(commerce)
      const list = await commerce.createWishlist(customerId, 'To share')
      await commerce.addWishlistItem(customerId, list.id, 10)
      const [code, same] = await Promise.all([
        commerce.shareWishlist(customerId, list.id),
        commerce.shareWishlist(customerId, list.id),
      ])
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(same).toBe(code)
      const other = await commerce.createWishlist(customerId, 'Also shared')
      expect(await commerce.shareWishlist(customerId, other.id)).not.toBe(code)
      const shared = await commerce.readSharedWishlist(code)
      expect(shared).toEqual({
        name: 'To share',
        sharingCode: code,
        items: [expect.objectContaining({ productId: 10, qty: 1, sku: 'CAP' })],
      })
      const guessed = `${code[0] === 'A' ? 'B' : 'A'}${code.slice(1)}`
      await expect(commerce.readSharedWishlist(guessed)).rejects.toMatchObject({ status: 404 })
    })

    it('never reaches another customer’s list or item', async () => {
      const owner = await newCustomer(commerce)
      const intruder = await newCustomer(commerce)
      const list = await commerce.createWishlist(owner, 'Private')
      const item = await commerce.addWishlistItem(owner, list.id, 10)
      const [intruderDefault] = await commerce.listWishlists(intruder)
      const attempts: Array<() => Promise<unknown>> = [
        () => commerce.readWishlist(intruder, list.id),
        () => commerce.renameWishlist(intruder, list.id, 'Mine now'),
        () => commerce.deleteWishlist(intruder, list.id),
        () => commerce.shareWishlist(intruder, list.id),
        () => commerce.addWishlistItem(intruder, list.id, 1),
        () => commerce.removeWishlistItem(intruder, list.id, item.id),
        // the intruder's own list with the owner's item id
        () => commerce.removeWishlistItem(intruder, intruderDefault!.id, item.id),
      ]
      for (const attempt of attempts) {
        await expect(attempt()).rejects.toMatchObject({ status: 404 })
      }
      expect(await commerce.readWishlist(owner, list.id)).toMatchObject({
        name: 'Private',
        sharingCode: null,
        items: [{ id: item.id, productId: 10 }],
      })
    })
  })
}
