// A mega-menu panel (spec 001 §2 "Menus"), loaded when the pointer or focus first enters the menu
// (D126): the given parent's categories as titled columns with their item lists, the CMS columns,
// the tiles (a highlighted 200 × 200 image with text, tile width in columns) and the additional
// links, in the CMS's column count.
import type { CSSProperties } from 'react'
import type { MenuColumnView, MenuItemView } from '~/lib/content/layout-view'
import type { MenuNode } from '~/lib/navigation/menu-tree'
import { LIST_LINK_PROPS } from '~/lib/navigation/use-link-list-clicks'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import { chooseMenuLink as choose } from '~/lib/navigation/menu-choice'
import styles from './mega-menu.module.css'

export function MegaMenuPanel({
  item,
  columns: categories,
  hidden,
}: {
  item: MenuItemView
  columns: readonly MenuNode[]
  hidden: boolean
}) {
  const storeView = useStoreView()
  const linkTo = (node: MenuNode) => buildStorePath(storeView, `/${node.urlPath}`)
  const columns: MenuColumnView[] = [
    ...categories.map((node) => ({
      title: node.name,
      href: linkTo(node),
      links: node.children.map((leaf) => ({ label: leaf.name, href: linkTo(leaf) })),
    })),
    ...item.columns,
  ]
  return (
    <div className={styles.panel} hidden={hidden}>
      <ul className={styles.columns} style={{ '--columns': item.columnCount } as CSSProperties}>
        {columns.map((column) => (
          <li key={column.title} className={styles.column}>
            {column.href ? (
              <a
                {...LIST_LINK_PROPS}
                href={column.href}
                className={styles.columnTitle}
                onClick={choose(column.title, column.href)}
              >
                {column.title}
              </a>
            ) : (
              <span className={styles.columnTitle}>{column.title}</span>
            )}
            {column.links.length > 0 ? (
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      {...LIST_LINK_PROPS}
                      href={link.href}
                      className={styles.link}
                      onClick={choose(link.label, link.href)}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {item.tiles.map((tile) => (
          <li
            key={tile.image}
            className={styles.tile}
            style={{ gridColumn: `span ${item.tileWidth}` }}
          >
            <a {...LIST_LINK_PROPS} href={tile.href ?? undefined} className={styles.link}>
              <img src={tile.image} alt={tile.alt} width={200} height={200} loading="lazy" />
              {tile.text}
            </a>
          </li>
        ))}
      </ul>
      {item.additional.length > 0 ? (
        <ul className={styles.additional}>
          {item.additional.map((link) => (
            <li key={link.href}>
              <a {...LIST_LINK_PROPS} href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
