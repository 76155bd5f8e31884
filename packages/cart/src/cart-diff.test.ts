import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildServerItemPayload, planCartMerge, type CartMergeConfig } from './cart-diff.js'
import type { CartItem, ServerCartItem } from './cart-item.types.js'

const keepClient: CartMergeConfig = {
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
}
const trustServer: CartMergeConfig = {
  serverSyncCanRemoveLocalItems: true,
  serverSyncCanModifyLocalItems: true,
}

const cap: CartItem = { sku: 'CAP', qty: 2 }
const tee: CartItem = { sku: 'TEE', qty: 1 }
const capOnServer: ServerCartItem = {
  sku: 'CAP',
  qty: 2,
  item_id: 11,
  quote_id: 'q1',
  product_type: 'simple',
}
const capTwiceOnServer: ServerCartItem = { sku: 'CAP', qty: 3, item_id: 11, quote_id: 'q1' }
const bagOnServer: ServerCartItem = { sku: 'BAG', qty: 1, item_id: 12, quote_id: 'q1' }

describe('planCartMerge', () => {
  it.each([
    {
      name: 'no server item, server may not remove local items → push the line to the server',
      client: [tee],
      server: [],
      config: keepClient,
      force: false,
      diff: { outcome: 'no-server-item', sku: 'TEE', clientQty: 1 },
      action: { type: 'update-server-item', clientItem: tee, serverItem: null, qty: 1 },
      status: ['no-changes', 'update-required'],
    },
    {
      name: 'no server item, server may remove local items → remove the local line',
      client: [tee],
      server: [],
      config: trustServer,
      force: false,
      diff: { outcome: 'no-server-item', sku: 'TEE', clientQty: 1 },
      action: { type: 'remove-client-item', clientItem: tee },
      status: ['update-required', 'no-changes'],
    },
    {
      name: 'no server item, client state forced → push even when the server may remove',
      client: [tee],
      server: [],
      config: trustServer,
      force: true,
      diff: { outcome: 'no-server-item', sku: 'TEE', clientQty: 1 },
      action: { type: 'update-server-item', clientItem: tee, serverItem: null, qty: 1 },
      status: ['no-changes', 'update-required'],
    },
    {
      name: 'wrong quantity, server may not modify local items → push the client quantity',
      client: [cap],
      server: [capTwiceOnServer],
      config: keepClient,
      force: false,
      diff: { outcome: 'wrong-qty', sku: 'CAP', clientQty: 2, serverQty: 3 },
      action: { type: 'update-server-item', clientItem: cap, serverItem: capTwiceOnServer, qty: 2 },
      status: ['no-changes', 'update-required'],
    },
    {
      name: 'wrong quantity, server may modify local items → take the server quantity',
      client: [cap],
      server: [capTwiceOnServer],
      config: trustServer,
      force: false,
      diff: { outcome: 'wrong-qty', sku: 'CAP', clientQty: 2, serverQty: 3 },
      action: { type: 'set-client-qty', clientItem: cap, qty: 3 },
      status: ['update-required', 'no-changes'],
    },
    {
      name: 'wrong quantity, client state forced → push the client quantity',
      client: [cap],
      server: [capTwiceOnServer],
      config: trustServer,
      force: true,
      diff: { outcome: 'wrong-qty', sku: 'CAP', clientQty: 2, serverQty: 3 },
      action: { type: 'update-server-item', clientItem: cap, serverItem: capTwiceOnServer, qty: 2 },
      status: ['no-changes', 'update-required'],
    },
    {
      name: 'no client item → add the server line locally',
      client: [],
      server: [bagOnServer],
      config: keepClient,
      force: false,
      diff: { outcome: 'no-client-item', sku: 'BAG', serverQty: 1 },
      action: { type: 'add-client-item', serverItem: bagOnServer },
      status: ['update-required', 'no-changes'],
    },
    {
      name: 'no client item, client state forced → delete the server line',
      client: [],
      server: [bagOnServer],
      config: keepClient,
      force: true,
      diff: { outcome: 'no-client-item', sku: 'BAG', serverQty: 1 },
      action: { type: 'delete-server-item', serverItem: bagOnServer },
      status: ['no-changes', 'update-required'],
    },
    {
      name: 'in sync → record the server ids locally',
      client: [cap],
      server: [capOnServer],
      config: keepClient,
      force: false,
      diff: { outcome: 'in-sync', sku: 'CAP', qty: 2 },
      action: {
        type: 'link-client-item',
        clientItem: cap,
        server_item_id: 11,
        server_cart_id: 'q1',
        prev_qty: 2,
        product_option: undefined,
        type_id: 'simple',
      },
      status: ['no-changes', 'no-changes'],
    },
  ])('$name', ({ client, server, config, force, diff, action, status }) => {
    const plan = planCartMerge({
      clientItems: client,
      serverItems: server,
      config,
      forceClientState: force,
    })
    expect(plan.diffs).toEqual([diff])
    expect(plan.actions).toEqual([action])
    expect([plan.clientStatus, plan.serverStatus]).toEqual(status)
  })

  it('only reports in a dry run, with the statuses a real run would need', () => {
    const plan = planCartMerge({
      clientItems: [cap, tee],
      serverItems: [capTwiceOnServer, bagOnServer],
      config: keepClient,
      dryRun: true,
    })
    expect(plan.diffs.map((diff) => diff.outcome)).toEqual([
      'wrong-qty',
      'no-server-item',
      'no-client-item',
    ])
    expect(plan.actions).toEqual([])
    expect(plan.clientStatus).toBe('update-required')
    expect(plan.serverStatus).toBe('update-required')
  })

  it('adds quantities of both sides when connecting a cart on login', () => {
    for (const config of [keepClient, trustServer]) {
      const plan = planCartMerge({
        clientItems: [cap],
        serverItems: [capOnServer],
        config,
        mergeQuantities: true,
      })
      expect(plan.diffs).toEqual([{ outcome: 'wrong-qty', sku: 'CAP', clientQty: 2, serverQty: 2 }])
      expect(plan.actions).toEqual([
        { type: 'update-server-item', clientItem: cap, serverItem: capOnServer, qty: 4 },
      ])
    }
  })

  const cartItems = fc.uniqueArray(
    fc.record({
      sku: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
      qty: fc.integer({ min: 1, max: 4 }),
    }),
    { selector: (item) => item.sku },
  )
  const serverItems = cartItems.map((items) =>
    items.map((item, index) => ({ ...item, item_id: index + 100 })),
  )
  const configs = fc.record({
    serverSyncCanRemoveLocalItems: fc.boolean(),
    serverSyncCanModifyLocalItems: fc.boolean(),
  })

  it('gives every line exactly one outcome (property)', () => {
    fc.assert(
      fc.property(
        cartItems,
        serverItems,
        configs,
        fc.boolean(),
        (client, server, config, force) => {
          const plan = planCartMerge({
            clientItems: client,
            serverItems: server,
            config,
            forceClientState: force,
          })
          const skus = new Set([...client, ...server].map((item) => item.sku))
          expect(plan.diffs).toHaveLength(skus.size)
          expect(new Set(plan.diffs.map((diff) => diff.sku))).toEqual(skus)
          expect(plan.actions).toHaveLength(plan.diffs.length)
        },
      ),
    )
  })

  it('never changes the client when the client state is forced (property)', () => {
    fc.assert(
      fc.property(cartItems, serverItems, configs, (client, server, config) => {
        const plan = planCartMerge({
          clientItems: client,
          serverItems: server,
          config,
          forceClientState: true,
        })
        expect(plan.clientStatus).toBe('no-changes')
        for (const action of plan.actions) {
          expect(['update-server-item', 'delete-server-item', 'link-client-item']).toContain(
            action.type,
          )
        }
      }),
    )
  })

  it('reports no changes on either side for identical carts (property)', () => {
    fc.assert(
      fc.property(serverItems, configs, (server, config) => {
        const client = server.map(({ sku, qty }) => ({ sku, qty }))
        const plan = planCartMerge({ clientItems: client, serverItems: server, config })
        expect(plan.diffs.every((diff) => diff.outcome === 'in-sync')).toBe(true)
        expect([plan.clientStatus, plan.serverStatus]).toEqual(['no-changes', 'no-changes'])
      }),
    )
  })
})

describe('buildServerItemPayload', () => {
  const size = {
    extension_attributes: { configurable_item_options: [{ option_id: 142, option_value: 167 }] },
  }
  const teeM: CartItem = { sku: 'TEE-M', parentSku: 'TEE', qty: 2, product_option: size }

  it('sends the child sku, options, quantity, quote id and the known server item id', () => {
    const payload = buildServerItemPayload(
      {
        type: 'update-server-item',
        clientItem: teeM,
        serverItem: { sku: 'TEE-M', qty: 1, item_id: 9 },
        qty: 2,
      },
      'q1',
    )
    expect(payload).toEqual({
      sku: 'TEE-M',
      qty: 2,
      quoteId: 'q1',
      product_option: size,
      item_id: 9,
    })
  })

  it('sends the parent sku for configurable options when configured', () => {
    const payload = buildServerItemPayload(
      { type: 'update-server-item', clientItem: teeM, serverItem: null, qty: 2 },
      'q1',
      { sendParentSku: true },
    )
    expect(payload).toEqual({ sku: 'TEE', qty: 2, quoteId: 'q1', product_option: size })
  })

  it('sends a simple line without options or item id', () => {
    const payload = buildServerItemPayload(
      { type: 'update-server-item', clientItem: { sku: 'CAP', qty: 1 }, serverItem: null, qty: 1 },
      7,
      { sendParentSku: true },
    )
    expect(payload).toEqual({ sku: 'CAP', qty: 1, quoteId: 7 })
  })
})
