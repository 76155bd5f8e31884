// Keeps the shop's open tabs on one cart: they share the IndexedDB records, and after a change a
// tab says so on a BroadcastChannel; the others read the store again. The message carries no
// cart data (the store is the truth), only who sent it, so a tab ignores its own messages.

import { CART_CHANNEL_NAME } from './cart-db'

export { CART_CHANNEL_NAME }

export interface CartChangedMessage {
  type: 'cart-changed'
  sender: string
}

export interface CartTabs {
  /** Tells the other tabs the stored cart changed. */
  announceChange(): void
  close(): void
}

function isCartChangedMessage(value: unknown): value is CartChangedMessage {
  if (typeof value !== 'object' || value === null) return false
  const message = value as Record<string, unknown>
  return message.type === 'cart-changed' && typeof message.sender === 'string'
}

/**
 * Listens for other tabs' changes; `onOtherTabChange` runs for each. Without BroadcastChannel
 * (old browsers) tabs still meet on focus, when the provider reads the store again.
 */
export function connectCartTabs(
  onOtherTabChange: () => void,
  createChannel: ((name: string) => BroadcastChannel) | null = typeof BroadcastChannel ===
  'undefined'
    ? null
    : (name) => new BroadcastChannel(name),
): CartTabs {
  const sender = Math.random().toString(36).slice(2)
  const channel = createChannel?.(CART_CHANNEL_NAME) ?? null
  const listener = (event: MessageEvent) => {
    if (isCartChangedMessage(event.data) && event.data.sender !== sender) onOtherTabChange()
  }
  channel?.addEventListener('message', listener)
  return {
    announceChange() {
      const message: CartChangedMessage = { type: 'cart-changed', sender }
      channel?.postMessage(message)
    },
    close() {
      channel?.removeEventListener('message', listener)
      channel?.close()
    },
  }
}
