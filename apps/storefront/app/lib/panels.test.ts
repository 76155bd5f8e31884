import { describe, expect, it } from 'vitest'
import { initialPanelState, isOverlayShown, reducePanels } from './panels'

describe('panels', () => {
  it('start closed without an overlay', () => {
    expect(initialPanelState.openPanel).toBeNull()
    expect(isOverlayShown(initialPanelState)).toBe(false)
  })

  it('turn the overlay on when a panel opens', () => {
    const state = reducePanels(initialPanelState, { type: 'open', panel: 'microcart' })
    expect(state.openPanel).toBe('microcart')
    expect(isOverlayShown(state)).toBe(true)
  })

  it('keep one panel open at a time', () => {
    const cart = reducePanels(initialPanelState, { type: 'open', panel: 'microcart' })
    const search = reducePanels(cart, { type: 'open', panel: 'search' })
    expect(search.openPanel).toBe('search')
  })

  it('close the panel and the overlay together', () => {
    const open = reducePanels(initialPanelState, { type: 'open', panel: 'storeSelector' })
    const closed = reducePanels(open, { type: 'close' })
    expect(closed.openPanel).toBeNull()
    expect(isOverlayShown(closed)).toBe(false)
  })
})
