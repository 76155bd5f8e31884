// Holds which side panel is open (mini-cart, search, store selector). Escape closes it, and focus
// goes back to the control that opened it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react'
import { initialPanelState, reducePanels, type PanelName } from '~/lib/panels'

interface PanelsContextValue {
  openPanel: PanelName | null
  showPanel: (panel: PanelName) => void
  closePanel: () => void
}

const PanelsContext = createContext<PanelsContextValue | null>(null)

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducePanels, initialPanelState)
  const opener = useRef<HTMLElement | null>(null)

  const showPanel = useCallback((panel: PanelName) => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement
    dispatch({ type: 'open', panel })
  }, [])

  const closePanel = useCallback(() => {
    dispatch({ type: 'close' })
    opener.current?.focus()
    opener.current = null
  }, [])

  useEffect(() => {
    if (state.openPanel === null) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [state.openPanel, closePanel])

  const value = useMemo(
    () => ({ openPanel: state.openPanel, showPanel, closePanel }),
    [state.openPanel, showPanel, closePanel],
  )
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>
}

export function usePanels(): PanelsContextValue {
  const value = useContext(PanelsContext)
  if (!value) throw new Error('usePanels needs a PanelsProvider')
  return value
}
