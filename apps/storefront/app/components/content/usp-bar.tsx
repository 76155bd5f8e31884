// A selling-points strip (spec 001 §2 "Content blocks" USPs; §3 icon, label, link; §9 5,000 ms):
// one USP at a time, the next sliding in from the right (default direction left) every 5,000 ms,
// on phones and on desktop (animate on desktop). The rotation is CSS alone (usp-bar.module.css,
// D127), so the strip adds no script to a page; it pauses under the pointer or focus. Each USP's
// icon is the drawing the server chose from the fixed set (D116); icons are decorative.
import type { UspView } from '~/lib/content/layout-view'
import styles from './usp-bar.module.css'

/** A strip inside a page adds `TALL_USP_BAR` (44 px touch targets on phones, D127). */
export function UspBar({
  usps,
  label,
  className = '',
}: {
  usps: readonly UspView[]
  label: string
  className?: string
}) {
  if (usps.length === 0) return null
  // The server keeps at most MAX_USPS (layout-view.ts), the cycles the CSS knows.
  return (
    <ul className={`${styles.bar} ${className}`} aria-label={label} data-count={usps.length}>
      {usps.map((usp) => (
        <li key={usp.label} className={styles.usp}>
          <span dangerouslySetInnerHTML={{ __html: usp.iconSvg }} />
          {usp.href ? <a href={usp.href}>{usp.label}</a> : usp.label}
        </li>
      ))}
    </ul>
  )
}
