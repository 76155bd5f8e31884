// The store view's layout story (D125: one story `layout`, `nl/layout`, `de/layout`) read into
// the shell's LayoutView (lib/content/layout-view.ts): the header blocks usps-mobile, usps (each
// USP with its icon, D116), megamenu twice (the second flagged second_megamenu) and the paths with
// stories (D131); the mobile navigation; the bottom navigation (spec 001 §2
// blocks/{product}-footer); the footer's USPs, link columns and the NEWSLETTER column with its
// socials. Blocks an editor left half filled are read as far as they
// make sense; an unknown block is skipped.
import type { StoreView } from '@vitrine/contracts/store-views'
import {
  MAX_USPS,
  type BottomNavIcon,
  type BottomNavItemView,
  type ContentLink,
  type FooterColumnView,
  type LayoutView,
  type MegaMenuView,
  type MenuItemView,
  type MobileLinkView,
  type SocialNetwork,
  type StoriesPathsView,
  type UspView,
} from '~/lib/content/layout-view'
import { normaliseStoriesPath } from '~/lib/content/stories-path'
import { resolveStoryLink } from '~/lib/content/story-link'
import { buildUsp } from '~/lib/content/usp-icons'
import { buildStorePath } from '~/lib/store-path'

type Blok = Record<string, unknown>

const BOTTOM_NAV_ICONS: readonly BottomNavIcon[] = ['home', 'search', 'heart', 'user', 'bag']
const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['instagram', 'facebook', 'pinterest']
/** Panel columns when the CMS gives none (spec 001 §2: column count comes from the CMS). */
const DEFAULT_COLUMNS = 4

const isBlok = (value: unknown): value is Blok =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const readBloks = (value: unknown): Blok[] => (Array.isArray(value) ? value.filter(isBlok) : [])
const readText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const readCount = (value: unknown, fallback: number): number => {
  const count = Number(value)
  return Number.isInteger(count) && count > 0 ? count : fallback
}
const readImage = (value: unknown): { image: string; alt: string } => ({
  image: isBlok(value) ? readText(value.filename) : '',
  alt: isBlok(value) ? readText(value.alt) : '',
})

export function readLayoutStory(story: unknown, storeView: StoreView): LayoutView {
  const content = isBlok(story) && isBlok(story.content) ? story.content : {}
  const href = (link: unknown) => resolveStoryLink(link, storeView)
  const readLink = (blok: Blok): ContentLink | null => {
    const label = readText(blok.title) || readText(blok.text) || readText(blok.label)
    const target = href(blok.link)
    return label && target ? { label, href: target } : null
  }
  const readLinks = (value: unknown): ContentLink[] =>
    readBloks(value).flatMap((blok) => readLink(blok) ?? [])
  const readUsps = (blok: Blok | undefined): UspView[] =>
    readBloks(blok?.usps)
      .flatMap((usp) => {
        const label = readText(usp.label)
        return label ? [buildUsp(label, usp.icon, href(usp.link))] : []
      })
      .slice(0, MAX_USPS)

  const header = readBloks(content.header)
  const find = (blocks: Blok[], component: string) =>
    blocks.find((blok) => blok.component === component)

  const menus: MegaMenuView[] = header
    .filter((blok) => blok.component === 'megamenu')
    .map((blok) => ({
      second: blok.second_megamenu === true,
      items: readBloks(blok.items).flatMap((item) => readMenuItem(item, href) ?? []),
    }))

  // The stories block lists the paths with a storyline story; each path's row is read with the
  // page (storyline.ts, D131).
  const storiesBlok = find(header, 'stories')
  const stories: StoriesPathsView | null = storiesBlok
    ? {
        title: readText(storiesBlok.title),
        paths: Array.isArray(storiesBlok.paths)
          ? [...new Set(storiesBlok.paths.map(readText).filter(Boolean).map(normaliseStoriesPath))]
          : [],
      }
    : null

  const mobileBlok = find(readBloks(content.mobile_menu), 'mobile-navigation')
  const mobileLinks: MobileLinkView[] = readBloks(mobileBlok?.items).flatMap((blok) => {
    const link = readLink(blok)
    return link ? [{ ...link, subLinks: readLinks(blok.subLinks) }] : []
  })

  const login = buildStorePath(storeView, '/login')
  const bottomNav: BottomNavItemView[] = readBloks(content.bottom_navigation).flatMap((blok) => {
    const label = readText(blok.title)
    const icon = BOTTOM_NAV_ICONS.find((name) => name === blok.icon)
    const action = blok.action === 'search' ? 'search' : null
    const target = href(blok.link) ?? (action ? '' : null)
    if (!label || !icon || target === null) return []
    return [
      {
        label,
        icon,
        href: target,
        guestHref: blok.redirectGuestsToLogin === true ? login : target,
        action,
      },
    ]
  })

  const footer = readBloks(content.footer)
  const footerUspsBlok = find(footer, 'footer-usps')
  const newsletterBlok = find(footer, 'footer-newsletter')
  const footerColumns: FooterColumnView[] = footer
    .filter((blok) => blok.component === 'footer-column')
    .map((blok) => ({ title: readText(blok.title), links: readLinks(blok.links) }))
    .filter((column) => column.title !== '')

  return {
    usps: readUsps(find(header, 'usps')),
    // The phone strip is 29 px high (spec 001 §9): too low for a 44 px touch target, so its USPs
    // are text only (D127).
    uspsMobile: readUsps(find(header, 'usps-mobile')).map((usp) => ({ ...usp, href: null })),
    menus,
    stories,
    footerUsps: footerUspsBlok
      ? {
          title: readText(footerUspsBlok.title),
          items: readBloks(footerUspsBlok.usps_blocks)
            .map((p) => readText(p.text))
            .filter(Boolean),
        }
      : null,
    footerColumns,
    newsletter: newsletterBlok
      ? {
          title: readText(newsletterBlok.title),
          text: readText(newsletterBlok.text),
          socials: readBloks(newsletterBlok.socials).flatMap((blok) => {
            const network = SOCIAL_NETWORKS.find((name) => name === blok.network)
            const target = href(blok.link)
            return network && target ? [{ network, href: target }] : []
          }),
        }
      : null,
    mobileMenu: { mainLabel: readText(mobileBlok?.main_label), links: mobileLinks },
    bottomNav,
  }
}

/** spec 001 §3 "Menu item": megamenu-item (with a panel) or a plain link at the top level. */
function readMenuItem(blok: Blok, href: (link: unknown) => string | null): MenuItemView | null {
  const label = readText(blok.title)
  if (!label) return null
  const categoryId = Number.parseInt(readText(blok.category_id), 10)
  const isPanel = blok.component === 'megamenu-item'
  return {
    id: readText(blok._uid) || label,
    label,
    href: href(blok.link),
    categoryId: isPanel && Number.isInteger(categoryId) ? categoryId : null,
    columns: isPanel
      ? readBloks(blok.items)
          .filter((list) => list.component === 'megamenu-item-list')
          .map((list) => ({
            title: readText(list.title),
            href: href(list.link),
            links: readBloks(list.items).flatMap((link) => {
              const text = readText(link.title) || readText(link.text)
              const target = href(link.link)
              return text && target ? [{ label: text, href: target }] : []
            }),
          }))
      : [],
    tiles: isPanel
      ? readBloks(blok.tiles).flatMap((tile) => {
          const image = readImage(tile.image)
          return image.image ? [{ text: readText(tile.text), href: href(tile.link), ...image }] : []
        })
      : [],
    additional: isPanel
      ? readBloks(blok.additional).flatMap((extra) => {
          const text = readText(extra.text)
          const target = href(extra.link)
          return text && target ? [{ label: text, href: target }] : []
        })
      : [],
    columnCount: readCount(blok.columns, DEFAULT_COLUMNS),
    tileWidth: readCount(blok.tile_width, 1),
  }
}
