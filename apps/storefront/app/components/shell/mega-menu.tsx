// The desktop mega menu (spec 001 §2 "Menus"), shown from 1024 px, from the layout story's
// blocks/megamenu (D125): top-level items, optionally clickable; hovering or focusing one opens its
// panel of titled columns with item lists, tiles (a highlighted 200 × 200 image with text) and the
// item's additional links, the column count and tile width from the CMS. An item naming a category
// lists the categories under it first (the menu's rule: in the menu, with products or children),
// linking to `/{url_path}` in the current store view. It closes on every route change and on
// Escape. A panel is rendered when it first opens and kept from then on (D40); its code loads when
// the pointer or focus first enters the menu (D126).
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { chooseMenuLink as choose } from '~/lib/navigation/menu-choice'
import type { MegaMenuView, MenuItemView } from '~/lib/content/layout-view'
import { findMenuNode } from '~/lib/navigation/menu-tree'
import { LIST_LINK_PROPS, useLinkListClicks } from '~/lib/navigation/use-link-list-clicks'
import { useMenu } from '~/lib/navigation/use-menu'
import styles from './mega-menu.module.css'

/** A panel's code loads when a panel first opens (D40, D126): it is never part of a first load. */
const loadPanel = () => import('./mega-menu-panel')
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })))

export function MegaMenu({ menu, label }: { menu: MegaMenuView; label: string }) {
  const { key } = useLocation()
  const [openId, setOpenId] = useState<string | null>(null)
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

  if (menu.items.length === 0) return null
  return (
    // The links are plain anchors followed in the app by the nav's click handler (D38).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav
      className={`${styles.menu} ${menu.second ? styles.second : ''}`}
      aria-label={label}
      onClick={followLink}
      onPointerEnter={loadPanel}
      onFocus={loadPanel}
    >
      <ul className={styles.items}>
        {menu.items.map((item) => (
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
  item: MenuItemView
  open: boolean
  onOpen: () => void
  onClose: () => void
}) {
  const categories = useMenu()
  const columns =
    (item.categoryId === null ? undefined : findMenuNode(categories, item.categoryId)?.children) ??
    []
  const hasPanel =
    columns.length + item.columns.length + item.tiles.length + item.additional.length > 0
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const expanded = hasPanel ? open : undefined
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
      {item.href ? (
        <a
          {...LIST_LINK_PROPS}
          href={item.href}
          className={styles.top}
          aria-expanded={expanded}
          onClick={choose(item.label, item.href)}
        >
          {item.label}
        </a>
      ) : (
        <button type="button" className={styles.top} aria-expanded={expanded}>
          {item.label}
        </button>
      )}
      {hasPanel && opened ? (
        <Suspense fallback={null}>
          <MegaMenuPanel item={item} columns={columns} hidden={!open} />
        </Suspense>
      ) : null}
    </li>
  )
}
