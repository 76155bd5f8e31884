// Category quick filters (spec 001 §2 "Content blocks"; §3 quick filter links: label, link): a row
// of links to filtered category listings, followed in the app.
import { Link } from '@remix-run/react'
import type { ContentBlock } from '@vitrine/contracts/content'
import { readBloks, readHref, readText } from '~/lib/content/read-blok'
import { useStoreView } from '~/lib/use-store-view'
import styles from './layout-blocks.module.css'

export default function QuickFiltersBlock({ block }: { block: ContentBlock }) {
  const storeView = useStoreView()
  const title = readText(block.title)
  const links = readBloks(block.links ?? block.items).flatMap((item) => {
    const label = readText(item.label)
    const href = readHref(item.link, storeView)
    return label && href ? [{ label, href }] : []
  })
  if (links.length === 0) return null
  return (
    <nav className={styles.section} aria-label={title || undefined}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
