// The frame every inline SVG icon shares (no icon font, no runtime). Always decorative: the button
// or link around an icon carries the accessible name. The drawings live beside their users, so a
// first page load carries only the header's (`icons.tsx`); the lazy panels' and the footer's come
// with those chunks (`panel-icons.tsx`, `social-icons.tsx`).
import type { ReactNode } from 'react'

export function IconSvg({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
