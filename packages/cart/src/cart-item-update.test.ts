import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartMergeAction } from './cart-diff.js'
import {
  applyMergeActionToClient,
  removeCartItem,
  rollbackFailedItemUpdate,
  settleServerItemUpdate,
  updateCartItem,
} from './cart-item-update.js'
import type { CartItem } from './cart-item.types.js'
import { PRODUCT_ADDED_MESSAGE, PRODUCT_QUANTITY_UPDATED_MESSAGE } from './cart-messages.js'

const set: CartItem = { sku: 'SET', qty: 1, type_id: 'simple' }
const setChild: CartItem = { sku: 'SET-RING', parentSku: 'SET', qty: 1 }
const cap: CartItem = { sku: 'CAP', qty: 3, prev_qty: 2 }
const tee: CartItem = { sku: 'TEE', qty: 1 }

describe('removeCartItem', () => {
  it.each([
    { name: 'removes the line and its children by parent sku', byParent: undefined, left: ['CAP'] },
    {
      name: 'keeps children when asked not to remove by parent sku',
      byParent: false,
      left: ['SET-RING', 'CAP'],
    },
  ])('$name', ({ byParent, left }) => {
    const items = removeCartItem([set, setChild, cap], set, { removeByParentSku: byParent })
    expect(items.map((item) => item.sku)).toEqual(left)
  })

  it('never removes lines unrelated to the target (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sku: fc.constantFrom('A', 'B', 'C'),
            parentSku: fc.constantFrom('A', 'B', null),
            qty: fc.nat(),
          }),
        ),
        fc.constantFrom('A', 'B', 'C'),
        (items, sku) => {
          const left = removeCartItem(items, { sku })
          expect(left).toEqual(items.filter((item) => item.sku !== sku && item.parentSku !== sku))
        },
      ),
    )
  })
})

describe('updateCartItem', () => {
  it('changes only the first matching line', () => {
    expect(updateCartItem([cap, tee, cap], { sku: 'CAP' }, { qty: 9 })).toEqual([
      { ...cap, qty: 9 },
      tee,
      cap,
    ])
  })
})

describe('rollbackFailedItemUpdate', () => {
  it.each([
    {
      name: 'restores the previous quantity',
      items: [cap, tee],
      target: cap,
      after: [{ ...cap, qty: 2 }, tee],
    },
    {
      name: 'removes the line when the previous quantity was 0',
      items: [{ ...tee, prev_qty: 0 }, cap],
      target: tee,
      after: [cap],
    },
    {
      name: 'removes a line that never reached the server',
      items: [tee, cap],
      target: tee,
      after: [cap],
    },
    {
      name: 'keeps the children of a removed parent',
      items: [set, setChild],
      target: set,
      after: [setChild],
    },
    {
      name: 'leaves the cart alone when the line is gone',
      items: [cap],
      target: tee,
      after: [cap],
    },
  ])('$name', ({ items, target, after }) => {
    expect(rollbackFailedItemUpdate(items, target)).toEqual(after)
  })
})

describe('applyMergeActionToClient', () => {
  it.each<{ name: string; action: CartMergeAction<CartItem>; after: CartItem[] }>([
    {
      name: 'removes a local line',
      action: { type: 'remove-client-item', clientItem: tee },
      after: [cap],
    },
    {
      name: 'takes the server quantity',
      action: { type: 'set-client-qty', clientItem: cap, qty: 5 },
      after: [{ ...cap, qty: 5 }, tee],
    },
    {
      name: 'records the server ids of a line in sync',
      action: {
        type: 'link-client-item',
        clientItem: tee,
        server_item_id: 31,
        server_cart_id: 'q1',
        prev_qty: 1,
        product_option: undefined,
        type_id: 'simple',
      },
      after: [
        cap,
        {
          ...tee,
          server_item_id: 31,
          server_cart_id: 'q1',
          prev_qty: 1,
          product_option: undefined,
          type_id: 'simple',
        },
      ],
    },
    {
      name: 'leaves the client alone for a server update',
      action: { type: 'update-server-item', clientItem: tee, serverItem: null, qty: 1 },
      after: [cap, tee],
    },
    {
      name: 'leaves the client alone for a server delete',
      action: { type: 'delete-server-item', serverItem: { sku: 'BAG', qty: 1, item_id: 4 } },
      after: [cap, tee],
    },
  ])('$name', ({ action, after }) => {
    expect(applyMergeActionToClient([cap, tee], action)).toEqual(after)
  })

  it('keeps the local options and type when the server line has none', () => {
    const option = {
      extension_attributes: { custom_options: [{ option_id: 1, option_value: 'A' }] },
    }
    const ring: CartItem = { sku: 'RING', qty: 1, type_id: 'simple', product_option: option }
    const [linked] = applyMergeActionToClient([ring], {
      type: 'link-client-item',
      clientItem: ring,
      server_item_id: 8,
      server_cart_id: undefined,
      prev_qty: 1,
      product_option: undefined,
      type_id: undefined,
    })
    expect(linked).toMatchObject({ product_option: option, type_id: 'simple', server_item_id: 8 })
  })
})

describe('settleServerItemUpdate', () => {
  const pushTee = { type: 'update-server-item' as const, clientItem: tee, serverItem: null, qty: 1 }
  const pushCap = {
    type: 'update-server-item' as const,
    clientItem: cap,
    serverItem: { sku: 'CAP', qty: 2, item_id: 11 },
    qty: 3,
  }

  it('records the server line and announces a new line as added', () => {
    const settled = settleServerItemUpdate([cap, tee], pushTee, {
      resultCode: 200,
      result: { item_id: 31, qty: 1, quote_id: 'q1' },
    })
    expect(settled.kind).toBe('updated')
    expect(settled.items[1]).toEqual({
      ...tee,
      server_item_id: 31,
      server_cart_id: 'q1',
      prev_qty: 1,
    })
    expect(settled.notification?.message).toBe(PRODUCT_ADDED_MESSAGE)
  })

  it('announces an update of a known server line as a quantity update', () => {
    const settled = settleServerItemUpdate([cap], pushCap, {
      resultCode: 200,
      result: { item_id: 11, qty: 3 },
    })
    expect(settled.items).toEqual([{ ...cap, server_item_id: 11, qty: 3, prev_qty: 3 }])
    expect(settled.notification?.message).toBe(PRODUCT_QUANTITY_UPDATED_MESSAGE)
  })

  it.each([
    { name: 'a non-200 answer', reply: { resultCode: 500 } },
    { name: 'a 200 without the server line', reply: { resultCode: 200 } },
  ])('rolls back after $name', ({ reply }) => {
    const settled = settleServerItemUpdate([cap, tee], pushCap, reply)
    expect(settled).toEqual({
      kind: 'rolled-back',
      items: [{ ...cap, qty: 2 }, tee],
      notification: null,
    })
  })
})
