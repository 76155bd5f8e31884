// Icons of the side panels, the mobile menu and the filters (frame: `icon-svg.tsx`).
import type { ReactElement } from 'react'
import { IconSvg } from './icon-svg'

type PanelIconName = 'close' | 'chevron-left' | 'chevron-right' | 'check'

const paths: Record<PanelIconName, ReactElement> = {
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-left': <path d="m15 5-7 7 7 7" />,
  'chevron-right': <path d="m9 5 7 7-7 7" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
}

export function PanelIcon({ name, size }: { name: PanelIconName; size?: number }) {
  return <IconSvg size={size}>{paths[name]}</IconSvg>
}
