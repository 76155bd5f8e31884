// UI panel state (spec 001 §3 "UI state flags", §4 "Panels"): one side panel open at a time;
// any open panel turns the overlay on.
// spec 001 §3: the size and fit guide panels of the product page count as panels too.
// spec 001 §3: the mobile menu is one of the UI state flags; as a panel it shares the overlay,
// Escape and focus return, and opening another panel closes it.
export const panelNames = [
  'microcart',
  'search',
  'storeSelector',
  'sizeGuide',
  'fitGuide',
  'mobileMenu',
] as const
export type PanelName = (typeof panelNames)[number]

export interface PanelState {
  openPanel: PanelName | null
}

export type PanelAction = { type: 'open'; panel: PanelName } | { type: 'close' }

export const initialPanelState: PanelState = { openPanel: null }

export function reducePanels(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'open':
      return { openPanel: action.panel }
    case 'close':
      return state.openPanel === null ? state : { openPanel: null }
  }
}

/** The overlay shows whenever a panel is open. */
export function isOverlayShown(state: PanelState): boolean {
  return state.openPanel !== null
}
