// Sync queue tasks (spec 000 §3 "Sync task", §4 "Sync queue", §8): a task is stored
// untransmitted, its url placeholders {{token}} and {{cartId}} are filled just before sending
// (a missing cart id means the task is not executed and the cart is recreated), and the reply
// marks it transmitted with its result code. Cacheable results are kept, others removed. A non-200
// reply with a message is shown unless the task is silent or the host was not found.

export interface SyncTask {
  url: string
  payload: unknown
  task_id: number | string
  transmited: boolean
  created_at: string
  updated_at: string
  result?: unknown
  resultCode?: number
  callback_event?: string
  silent?: boolean
}

export type FilledTaskUrl = { kind: 'ready'; url: string } | { kind: 'missing-cart-id' }

export function fillTaskUrl(
  url: string,
  credentials: { token: string | null; cartId: string | number | null },
): FilledTaskUrl {
  const cartId = credentials.cartId === null ? '' : String(credentials.cartId)
  if (url.includes('{{cartId}}') && cartId === '') return { kind: 'missing-cart-id' }
  return {
    kind: 'ready',
    url: url
      .replaceAll('{{token}}', encodeURIComponent(credentials.token ?? ''))
      .replaceAll('{{cartId}}', encodeURIComponent(cartId)),
  }
}

export interface SyncTaskReply {
  resultCode: number
  result: unknown
}

export function settleSyncTask<T extends SyncTask>(task: T, reply: SyncTaskReply, now: number): T {
  return {
    ...task,
    transmited: true,
    resultCode: reply.resultCode,
    result: reply.result,
    updated_at: new Date(now).toISOString(),
  }
}

/** spec 000 §4: transmitted tasks stay stored only when their result is cacheable. */
export function shouldKeepSyncTask(task: SyncTask, cacheable: boolean): boolean {
  return !task.transmited || cacheable
}

const HOST_NOT_FOUND = 'ENOTFOUND'

/** The error message to show for a reply, or null when nothing is shown. */
export function readSyncTaskErrorMessage(task: SyncTask, reply: SyncTaskReply): string | null {
  if (reply.resultCode === 200 || task.silent === true) return null
  const message = readMessage(reply.result)
  if (message === null || message.includes(HOST_NOT_FOUND)) return null
  return message
}

function readMessage(result: unknown): string | null {
  if (typeof result === 'string') return result === '' ? null : result
  if (result !== null && typeof result === 'object') {
    const { message, code } = result as { message?: unknown; code?: unknown }
    if (code === HOST_NOT_FOUND) return null
    if (typeof message === 'string' && message !== '') return message
  }
  return null
}
