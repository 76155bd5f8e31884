// The header, footer and menus as the shell renders them (spec 001 §2 "Header", "Footer",
// "Menus"; §3 "Menu item", content-block props), read on the server from the store view's layout
// story (D125) and sent to the browser as one JSON text (D50). Every `href` is final: a path in
// the current store view or an absolute address, so the browser resolves no content links.

export interface ContentLink {
  label: string
  href: string
}

/** spec 001 §9: the USP animation interval (the CSS rotation's step, usp-bar.module.css). */
export const USP_INTERVAL_MS = 5000
/** The USPs one strip rotates through: the CSS has a cycle for 2 to 6 (D127). */
export const MAX_USPS = 6

/** spec 001 §3 USPs: icon, label, link. */
export interface UspView {
  label: string
  /** One of the fixed set (lib/content/usp-icons.ts, D116); `check` when the story names none. */
  icon: string
  /** The icon's SVG element from that set, made on the server: the browser ships no icon set. */
  iconSvg: string
  href: string | null
}

/** A tile of a mega-menu panel: the highlighted image (200 × 200) with its text. */
export interface MenuTileView {
  text: string
  href: string | null
  image: string
  alt: string
}

/** A titled column of a mega-menu panel (megamenu-item-list). */
export interface MenuColumnView {
  title: string
  href: string | null
  links: ContentLink[]
}

/** A top-level item: a megamenu-item (panel) or a plain link. */
export interface MenuItemView {
  id: string
  label: string
  href: string | null
  /** The categories under this parent fill the panel's first columns (spec 001 §2 "Menus"). */
  categoryId: number | null
  columns: MenuColumnView[]
  tiles: MenuTileView[]
  additional: ContentLink[]
  /** Columns of the panel and the width of a tile in columns, from the CMS. */
  columnCount: number
  tileWidth: number
}

/** blocks/megamenu: the header holds it twice, the second flagged (spec 001 §2 "Header"). */
export interface MegaMenuView {
  second: boolean
  items: MenuItemView[]
}

/** spec 001 §3 stories: title, logo, slider (each story's link). */
export interface StoriesView {
  title: string
  items: { title: string; image: string; alt: string; href: string | null }[]
}

/**
 * The layout's stories block (spec 001 §2 "Header", D131): the paths inside the store view that
 * have a storyline story (`/` the home page), and the rows' title when a storyline has none.
 */
export interface StoriesPathsView {
  title: string
  paths: string[]
}

/** spec 001 §3 footer USPs: title, usps_blocks[paragraph]. */
export interface FooterUspsView {
  title: string
  items: string[]
}

export interface FooterColumnView {
  title: string
  links: ContentLink[]
}

export type SocialNetwork = 'instagram' | 'facebook' | 'pinterest'

/** The footer's NEWSLETTER column (spec 001 §2 "Footer"). */
export interface FooterNewsletterView {
  title: string
  text: string
  socials: { network: SocialNetwork; href: string }[]
}

export interface MobileLinkView extends ContentLink {
  /** Shown as an accordion below the link (spec 001 §2 "Menus"). */
  subLinks: ContentLink[]
}

/** The mobile navigation block: its main label and its plain links. */
export interface MobileMenuView {
  mainLabel: string
  links: MobileLinkView[]
}

export type BottomNavIcon = 'home' | 'search' | 'heart' | 'user' | 'bag'

/** blocks/{product}-footer: the bottom navigation's items (spec 001 §2 "Header"). */
export interface BottomNavItemView {
  label: string
  icon: BottomNavIcon
  /** Where the item leads; guests go to /login when the item asks it (redirectGuestsToLogin). */
  href: string
  guestHref: string
  /** `search` opens the search panel instead of following a link. */
  action: 'search' | null
}

export interface LayoutView {
  usps: UspView[]
  uspsMobile: UspView[]
  menus: MegaMenuView[]
  stories: StoriesPathsView | null
  footerUsps: FooterUspsView | null
  footerColumns: FooterColumnView[]
  newsletter: FooterNewsletterView | null
  mobileMenu: MobileMenuView
  bottomNav: BottomNavItemView[]
}

/** The layout when the story cannot be read: the shell still works, with its fixed parts only. */
export const EMPTY_LAYOUT: LayoutView = {
  usps: [],
  uspsMobile: [],
  menus: [],
  stories: null,
  footerUsps: null,
  footerColumns: [],
  newsletter: null,
  mobileMenu: { mainLabel: '', links: [] },
  bottomNav: [],
}
