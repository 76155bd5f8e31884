// The footer's icons of the social networks (frame: `icon-svg.tsx`).
import type { ReactElement } from 'react'
import type { SocialNetwork } from '~/lib/content/layout-view'
import { IconSvg } from './icon-svg'

const paths: Record<SocialNetwork, ReactElement> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" />
    </>
  ),
  facebook: (
    <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V11H7v4h3v6h4v-6h3l.5-4H14V8.8c0-.5.3-.8 1-.8Z" />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 8.5c2.8-.8 5 .6 5 3 0 2.3-1.5 4-3.4 4-1 0-1.7-.6-1.7-.6L9.5 21" />
    </>
  ),
}

export function SocialIcon({ network, size }: { network: SocialNetwork; size?: number }) {
  return <IconSvg size={size}>{paths[network]}</IconSvg>
}
