// The mobile menu (spec 001 §2 "Menus", §4 "Mobile menu"), below 1024 px, from the layout story
// (D125): a left side panel with the home link, the mobile navigation's main label, the top-level
// items of the (first) mega menu and the navigation's plain links, whose sub-links open as
// accordions. An item with children (its categories, by the menu's rule, and its columns) opens a
// second layer with a back row (a path stack of the open levels). Rows for the language switcher carry a checkmark
// on the current language; account and wishlist rows stand above them (the header shows those
// icons from 640 px only, D85). It closes on every route change and locks page scroll while open.
import { Link, useLocation } from '@remix-run/react'
import { storeViews } from '@vitrine/contracts/store-views'
import { useEffect, useRef, useState } from 'react'
import { rememberLanguage } from '~/lib/i18n/remember-language'
import { selectHtmlLang } from '~/lib/i18n/translate'
import { pushSelectCategory } from '~/lib/data-layer/view-events'
import type { MegaMenuView } from '~/lib/content/layout-view'
import { useLayout } from '~/lib/content/use-layout'
import { findMenuNode, type MenuNode } from '~/lib/navigation/menu-tree'
import { useMenu } from '~/lib/navigation/use-menu'
import { isCustomerLoggedIn } from '~/lib/account/customer-flag'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { Icon } from './icons'
import { PanelIcon } from './panel-icons'
import styles from './mobile-menu.module.css'
import { SidePanel } from './side-panel'
import { useStoreSwitchPath } from './store-selector-panel'

/** A row of the menu: a link, or a layer of rows when it has children. */
interface MobileNode {
  id: string
  name: string
  href: string | null
  children: MobileNode[]
}

/**
 * The mega menu's items as layers: each item's categories (under its given parent) and then its
 * titled columns with their links.
 */
export function buildMobileLayers(
  menu: MegaMenuView | undefined,
  categories: readonly MenuNode[],
  linkTo: (node: MenuNode) => string,
): MobileNode[] {
  const fromCategory = (node: MenuNode): MobileNode => ({
    id: `c${node.id}`,
    name: node.name,
    href: linkTo(node),
    children: node.children.map(fromCategory),
  })
  return (menu?.items ?? []).map((item) => ({
    id: item.id,
    name: item.label,
    href: item.href,
    children: [
      ...(item.categoryId === null
        ? []
        : (findMenuNode(categories, item.categoryId)?.children ?? []).map(fromCategory)),
      ...item.columns.map((column, index) => ({
        id: `${item.id}-${index}`,
        name: column.title,
        href: column.href,
        children: column.links.map((link) => ({
          id: link.href,
          name: link.label,
          href: link.href,
          children: [],
        })),
      })),
    ],
  }))
}

/** The open levels, outermost first, walked down from the top-level menu by id. */
function findLayer(menu: readonly MobileNode[], path: readonly string[]): MobileNode | undefined {
  let layer: MobileNode | undefined
  let items = menu
  for (const id of path) {
    layer = items.find((item) => item.id === id)
    if (!layer) return undefined
    items = layer.children
  }
  return layer
}

export function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const categories = useMenu()
  const layout = useLayout()
  const { key } = useLocation()
  const openedAt = useRef(key)
  const [path, setPath] = useState<string[]>([])
  const menu = buildMobileLayers(
    layout.menus.find((candidate) => !candidate.second),
    categories,
    (node) => buildStorePath(storeView, `/${node.urlPath}`),
  )
  const layer = findLayer(menu, path)
  const items = layer ? layer.children : menu
  // spec 000 §7: choosing a category in the menu is the data layer's select_category.
  const choose = (node: MobileNode) => () =>
    pushSelectCategory({ name: node.name, link: node.href ?? '', source: 'menu' })

  // Closes on every route change (the page under the menu has changed).
  useEffect(() => {
    if (key !== openedAt.current) onClose()
  }, [key, onClose])

  // Locks the page behind the menu from scrolling while it is open.
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  return (
    <SidePanel title={t('menu.title')} side="left" onClose={onClose}>
      <nav aria-label={t('menu.title')}>
        {layer ? (
          <>
            <button
              type="button"
              className={`${styles.row} ${styles.back}`}
              onClick={() => setPath((open) => open.slice(0, -1))}
            >
              <PanelIcon name="chevron-left" />
              {t('menu.back')}
            </button>
            <p className={styles.layerTitle}>{layer.name}</p>
          </>
        ) : layout.mobileMenu.mainLabel ? (
          <p className={styles.layerTitle}>{layout.mobileMenu.mainLabel}</p>
        ) : null}
        <ul className={styles.list}>
          {layer ? (
            layer.href ? (
              <li>
                <Link to={layer.href} className={styles.row} onClick={choose(layer)}>
                  {t('menu.showAll', { name: layer.name })}
                </Link>
              </li>
            ) : null
          ) : (
            <li>
              <Link to={buildStorePath(storeView, '/')} className={styles.row}>
                {t('menu.home')}
              </Link>
            </li>
          )}
          {items.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.row}
                  onClick={() => setPath((open) => [...open, item.id])}
                >
                  {item.name}
                  <PanelIcon name="chevron-right" />
                </button>
              ) : item.href ? (
                <Link to={item.href} className={styles.row} onClick={choose(item)}>
                  {item.name}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        {layer ? null : <PlainLinks />}
        {layer ? null : <AccountRows />}
        {layer ? null : <LanguageRows />}
      </nav>
    </SidePanel>
  )
}

/** The mobile navigation's plain links; one with sub-links is an accordion of them. */
function PlainLinks() {
  const { links } = useLayout().mobileMenu
  const [open, setOpen] = useState<string | null>(null)
  if (links.length === 0) return null
  return (
    <ul className={`${styles.list} ${styles.plain}`}>
      {links.map((link) => (
        <li key={link.href}>
          {link.subLinks.length > 0 ? (
            <>
              <button
                type="button"
                className={styles.row}
                aria-expanded={open === link.href}
                onClick={() => setOpen((shown) => (shown === link.href ? null : link.href))}
              >
                {link.label}
                <PanelIcon name={open === link.href ? 'chevron-left' : 'chevron-right'} />
              </button>
              {open === link.href ? (
                <ul className={styles.list}>
                  {link.subLinks.map((sub) => (
                    <li key={sub.href}>
                      <Link to={sub.href} className={`${styles.row} ${styles.sub}`}>
                        {sub.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <Link to={link.href} className={styles.row}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * spec 001 §2 "Menus": account and wishlist rows; guests go to /login from both (D85). The account
 * row reads 'My account' and leads to /my-account for a logged-in customer (the menu renders in
 * the browser, which knows it from the session's readable flag, D123).
 */
function AccountRows() {
  const t = useTranslate()
  const storeView = useStoreView()
  const login = buildStorePath(storeView, '/login')
  const customer = isCustomerLoggedIn()
  return (
    <ul className={`${styles.list} ${styles.account}`}>
      <li>
        <Link
          to={customer ? buildStorePath(storeView, '/my-account') : login}
          className={`${styles.row} ${styles.iconRow}`}
        >
          <Icon name="user" />
          {t(customer ? 'account.myAccount' : 'account.login')}
        </Link>
      </li>
      <li>
        <Link
          to={buildStorePath(storeView, '/my-account/wishlist')}
          className={`${styles.row} ${styles.iconRow}`}
        >
          <Icon name="heart" />
          {t('header.wishlist')}
        </Link>
      </li>
    </ul>
  )
}

function LanguageRows() {
  const t = useTranslate()
  const current = useStoreView()
  const switchPath = useStoreSwitchPath()
  return (
    <section className={styles.languages} aria-labelledby="mobile-menu-language">
      <h3 id="mobile-menu-language" className={styles.layerTitle}>
        {t('menu.language')}
      </h3>
      <ul className={styles.list}>
        {storeViews.map((view) => {
          const isCurrent = view.storeCode === current.storeCode
          return (
            <li key={view.storeCode}>
              {/* A full page load: the other store's catalogue, cart and texts start fresh. */}
              <a
                href={switchPath(view)}
                onClick={() => rememberLanguage(view.storeCode)}
                hrefLang={selectHtmlLang(view)}
                lang={selectHtmlLang(view)}
                className={styles.row}
                aria-current={isCurrent ? 'true' : undefined}
              >
                {view.i18n.fullLanguageName}
                {isCurrent ? <PanelIcon name="check" /> : null}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
