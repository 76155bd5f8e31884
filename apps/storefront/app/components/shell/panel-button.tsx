// A button that opens a side panel, and that without JavaScript sends its form (a GET) to the page
// serving the same purpose: the search results page for the search panel (D233), the cart page
// for the mini-cart (D235).
import type { ReactNode } from 'react'
import type { PanelName } from '~/lib/panels'
import { usePanels } from './panels-provider'

export function PanelButton({
  panel,
  page,
  className,
  formClassName,
  label,
  children,
}: {
  panel: PanelName
  /** The page the form goes to without JavaScript. */
  page: string
  className?: string | undefined
  /** The form's class: `display: contents` keeps the button in its parent's layout. */
  formClassName?: string | undefined
  /** The button's accessible name, when its content is an icon. */
  label?: string
  children: ReactNode
}) {
  const { showPanel } = usePanels()
  return (
    <form method="get" action={page} className={formClassName}>
      <button
        type="submit"
        className={className}
        aria-label={label}
        onClick={(event) => {
          event.preventDefault()
          showPanel(panel)
        }}
      >
        {children}
      </button>
    </form>
  )
}
