import { describe, expect, it } from 'vitest'
import {
  fillTaskUrl,
  readSyncTaskErrorMessage,
  settleSyncTask,
  shouldKeepSyncTask,
  type SyncTask,
} from './sync-task.js'

const task: SyncTask = {
  url: '/api/cart/update?token={{token}}&cartId={{cartId}}',
  payload: { method: 'POST' },
  task_id: 1,
  transmited: false,
  created_at: '2025-06-01T12:00:00.000Z',
  updated_at: '2025-06-01T12:00:00.000Z',
}

describe('fillTaskUrl', () => {
  it.each([
    {
      name: 'fills token and cart id',
      token: 'a b',
      cartId: 'q1',
      result: { kind: 'ready', url: '/api/cart/update?token=a%20b&cartId=q1' },
    },
    {
      name: 'fills an empty token for a guest',
      token: null,
      cartId: 42,
      result: { kind: 'ready', url: '/api/cart/update?token=&cartId=42' },
    },
    {
      name: 'refuses a task without cart id',
      token: 't',
      cartId: null,
      result: { kind: 'missing-cart-id' },
    },
    {
      name: 'refuses a task with an empty cart id',
      token: 't',
      cartId: '',
      result: { kind: 'missing-cart-id' },
    },
  ])('$name', ({ token, cartId, result }) => {
    expect(fillTaskUrl(task.url, { token, cartId })).toEqual(result)
  })

  it('runs a task that needs no cart id without one', () => {
    expect(fillTaskUrl('/api/cart/create?token={{token}}', { token: 't', cartId: null })).toEqual({
      kind: 'ready',
      url: '/api/cart/create?token=t',
    })
  })
})

describe('settleSyncTask', () => {
  it('marks the task transmitted with its result code and result', () => {
    expect(
      settleSyncTask(task, { resultCode: 500, result: 'boom' }, Date.UTC(2025, 5, 1, 12, 0, 1)),
    ).toEqual({
      ...task,
      transmited: true,
      resultCode: 500,
      result: 'boom',
      updated_at: '2025-06-01T12:00:01.000Z',
    })
  })
})

describe('shouldKeepSyncTask', () => {
  it.each([
    { transmited: false, cacheable: false, keep: true },
    { transmited: true, cacheable: true, keep: true },
    { transmited: true, cacheable: false, keep: false },
  ])(
    'transmitted $transmited, cacheable $cacheable → keep $keep',
    ({ transmited, cacheable, keep }) => {
      expect(shouldKeepSyncTask({ ...task, transmited }, cacheable)).toBe(keep)
    },
  )
})

describe('readSyncTaskErrorMessage', () => {
  it.each([
    {
      name: 'shows the text of a non-200 reply',
      silent: false,
      reply: { resultCode: 500, result: 'Cart not found' },
      message: 'Cart not found',
    },
    {
      name: 'shows the message of a non-200 object reply',
      silent: false,
      reply: { resultCode: 404, result: { message: 'No such entity' } },
      message: 'No such entity',
    },
    {
      name: 'shows nothing for a silent task',
      silent: true,
      reply: { resultCode: 500, result: 'Cart not found' },
      message: null,
    },
    {
      name: 'shows nothing for success',
      silent: false,
      reply: { resultCode: 200, result: 'ok' },
      message: null,
    },
    {
      name: 'shows nothing for host not found',
      silent: false,
      reply: {
        resultCode: 500,
        result: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND api' },
      },
      message: null,
    },
    {
      name: 'shows nothing for a host-not-found text',
      silent: false,
      reply: { resultCode: 500, result: 'getaddrinfo ENOTFOUND api' },
      message: null,
    },
    {
      name: 'shows nothing without a message',
      silent: false,
      reply: { resultCode: 500, result: { code: 1 } },
      message: null,
    },
    {
      name: 'shows nothing for an empty text',
      silent: false,
      reply: { resultCode: 500, result: '' },
      message: null,
    },
    {
      name: 'shows nothing for a null result',
      silent: false,
      reply: { resultCode: 500, result: null },
      message: null,
    },
  ])('$name', ({ silent, reply, message }) => {
    expect(readSyncTaskErrorMessage({ ...task, silent }, reply)).toBe(message)
  })
})
