// The icons a USP may carry (spec 001 §3 USPs: icon, label, link; D116): a small fixed set of
// inline SVG drawings (24 × 24, stroked in the text colour), chosen by the story's `icon` field.
// The server turns the name into the drawing (layout-story.server.ts; the page's USPs block), so
// the header's strip renders it without shipping this set to the browser. Anything else is `check`.
import type { UspView } from './layout-view'

export const USP_ICONS = {
  truck:
    '<path d="M2 6h12v10H2zM14 9h4l3 3.5V16h-7"/><circle cx="6.5" cy="17.5" r="1.8"/>' +
    '<circle cx="17.5" cy="17.5" r="1.8"/>',
  return: '<path d="M9 5 4.5 9.5 9 14"/><path d="M4.5 9.5H15a5 5 0 0 1 0 10h-4"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  gift:
    '<rect x="4" y="9" width="16" height="11" rx="1"/><path d="M3 9h18M12 9v11"/>' +
    '<path d="M12 9C10 5 6.5 5.5 7 7.5S12 9 12 9Zm0 0c2-4 5.5-3.5 5-1.5S12 9 12 9Z"/>',
  store: '<path d="M4 10v10h16V10M3 10l2-6h14l2 6Z"/><path d="M10 20v-5h4v5"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
} as const

export type UspIcon = keyof typeof USP_ICONS

/** Other words editors use for the same pictures. */
const ALIASES = new Map<string, UspIcon>([
  ['delivery', 'truck'],
  ['shipping', 'truck'],
  ['returns', 'return'],
  ['secure', 'lock'],
  ['shop', 'store'],
  ['time', 'clock'],
])

/** The icon for a story's `icon` field: a known name or alias, else `check`. */
export function readUspIcon(value: unknown): UspIcon {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (Object.hasOwn(USP_ICONS, name)) return name as UspIcon
  return ALIASES.get(name) ?? 'check'
}

/** The icon's whole SVG element: decorative, hidden from assistive technology, named by `data-icon`. */
export function renderUspIcon(name: UspIcon): string {
  return (
    `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" data-icon="${name}">` +
    `${USP_ICONS[name]}</svg>`
  )
}

/** A USP as the strip renders it: its icon's name and SVG with the label and link. */
export function buildUsp(label: string, icon: unknown, href: string | null): UspView {
  const name = readUspIcon(icon)
  return { label, icon: name, iconSvg: renderUspIcon(name), href }
}
