import { describe, expect, it } from 'vitest'
import { connectCartTabs } from './cart-tabs'

/** Channels of one name deliver to each other, like BroadcastChannel across tabs. */
function fakeChannels() {
  const open: Array<{ name: string; listeners: Set<(event: MessageEvent) => void> }> = []
  const create = (name: string) => {
    const entry = { name, listeners: new Set<(event: MessageEvent) => void>() }
    open.push(entry)
    return {
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        entry.listeners.delete(listener),
      postMessage: (data: unknown) => {
        for (const other of open) {
          if (other === entry || other.name !== name) continue
          for (const listener of other.listeners) listener({ data } as MessageEvent)
        }
      },
      close: () => open.splice(open.indexOf(entry), 1),
    } as unknown as BroadcastChannel
  }
  return create
}

describe('cart tabs', () => {
  it('tells the other tabs about a change, not the tab that made it', () => {
    const create = fakeChannels()
    const heard: string[] = []
    const first = connectCartTabs(() => heard.push('first'), create)
    const second = connectCartTabs(() => heard.push('second'), create)
    first.announceChange()
    expect(heard).toEqual(['second'])
    second.announceChange()
    expect(heard).toEqual(['second', 'first'])
    second.close()
    first.announceChange()
    expect(heard).toEqual(['second', 'first'])
  })

  it('works without BroadcastChannel (tabs then meet on focus)', () => {
    const tabs = connectCartTabs(() => undefined, null)
    expect(() => tabs.announceChange()).not.toThrow()
    tabs.close()
  })
})
