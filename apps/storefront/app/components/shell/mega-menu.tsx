// The desktop mega menu (spec 001 §2 "Menus"), shown from 1024 px: the top-level categories as
// links; hovering or focusing one opens its panel of titled columns (the second level) with their
// item lists (the third). Every link goes to `/{url_path}` in the current store view. It closes
// on every route change and on Escape. A panel is rendered when it first opens and kept from then
// on: the server sends the top level only (decision D40).
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { pushSelectCategory } from '~/lib/data-layer/catalog-events'
import type { MenuNode } from '~/lib/navigation/menu-tree'
import { LIST_LINK_PROPS, useLinkListClicks } from '~/lib/navigation/use-link-list-clicks'
import { useMenu } from '~/lib/navigation/use-menu'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './mega-menu.module.css'

export function MegaMenu() {
  const t = useTranslate()
  const menu = useMenu()
  const { key } = useLocation()
  const [openId, setOpenId] = useState<number | null>(null)
  const followLink = useLinkListClicks()

  useEffect(() => setOpenId(null), [key])
  useEffect(() => {
    if (openId === null) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(null)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [openId])

  if (menu.length === 0) return null
  return (
    // The links are plain anchors followed in the app by the nav's click handler (D38).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav className={styles.menu} aria-label={t('header.mainNavigation')} onClick={followLink}>
      <ul className={styles.items}>
        {menu.map((item) => (
          <MegaMenuItem
            key={item.id}
            item={item}
            open={openId === item.id}
            onOpen={() => setOpenId(item.id)}
            onClose={() => setOpenId((id) => (id === item.id ? null : id))}
          />
        ))}
      </ul>
    </nav>
  )
}

function MegaMenuItem({
  item,
  open,
  onOpen,
  onClose,
}: {
  item: MenuNode
  open: boolean
  onOpen: () => void
  onClose: () => void
}) {
  const storeView = useStoreView()
  const hasPanel = item.children.length > 0
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const linkTo = (node: MenuNode) => buildStorePath(storeView, `/${node.urlPath}`)
  // spec 000 §7: choosing a category in the menu is the data layer's select_category.
  const choose = (node: MenuNode) => () =>
    pushSelectCategory({ name: node.name, link: linkTo(node), source: 'menu' })
  return (
    <li
      className={styles.item}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onFocus={onOpen}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose()
      }}
    >
      <a
        {...LIST_LINK_PROPS}
        href={linkTo(item)}
        className={styles.top}
        aria-expanded={hasPanel ? open : undefined}
        onClick={choose(item)}
      >
        {item.name}
      </a>
      {hasPanel && opened ? (
        <div className={styles.panel} hidden={!open}>
          <ul className={styles.columns}>
            {item.children.map((column) => (
              <li key={column.id} className={styles.column}>
                <a
                  {...LIST_LINK_PROPS}
                  href={linkTo(column)}
                  className={styles.columnTitle}
                  onClick={choose(column)}
                >
                  {column.name}
                </a>
                {column.children.length > 0 ? (
                  <ul className={styles.links}>
                    {column.children.map((leaf) => (
                      <li key={leaf.id}>
                        <a
                          {...LIST_LINK_PROPS}
                          href={linkTo(leaf)}
                          className={styles.link}
                          onClick={choose(leaf)}
                        >
                          {leaf.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  )
}
