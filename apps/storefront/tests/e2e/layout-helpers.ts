// The layout checks of layout.spec.ts (spec 001 §9: mobile up to 1,023 px, desktop from 1,024 px;
// D87). At each width a page must not scroll sideways; the header's controls (or, with a panel
// open, the panel's) must lie inside the viewport and not be covered by another element; on
// phones every visible interactive element must be a 44 × 44 px touch target (WCAG 2.5.5), with
// WCAG 2.5.8's exceptions: links inside a sentence, and a radio or check box measured with its
// label. axe-core checks accessibility at two of the widths. A screenshot of every width is saved.
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { messagesDeDe } from '../../app/lib/i18n/messages-de-de'
import { messagesEn } from '../../app/lib/i18n/messages-en'
import { messagesNlNl } from '../../app/lib/i18n/messages-nl-nl'
import { BFF_URL } from './checkout-helpers'

export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1440] as const
const AXE_WIDTHS: ReadonlySet<number> = new Set([390, 1440])
/** WCAG 2.2 AA: the rules of every level up to it (2.5.8 target size among them). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe with the WCAG 2.2 AA rules. Target size (2.5.8) is judged on the page with the phone's
 * fixed bottom navigation set aside (D236): axe counts whatever it covers at the current scroll
 * position as a smaller target, though the shopper scrolls it clear; the navigation's own targets
 * are held to 44 px by this suite.
 */
async function runAxe(page: Page) {
  const rest = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(['target-size'])
    .analyze()
  const nav = page.locator('[data-bottom-nav]')
  const hasNav = (await nav.count()) > 0
  if (hasNav) await nav.evaluate((element) => element.style.setProperty('visibility', 'hidden'))
  const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
  if (hasNav) await nav.evaluate((element) => element.style.removeProperty('visibility'))
  return [...rest.violations, ...targets.violations]
}
/** spec 001 §9: the mobile breakpoint. */
const PHONE_MAX_WIDTH = 1023
const MIN_TARGET_PX = 44
const VIEWPORT_HEIGHT = 800

export const layoutStoreViews = [
  { name: 'English', prefix: '', messages: messagesEn },
  { name: 'Dutch', prefix: '/nl', messages: messagesNlNl },
  { name: 'German', prefix: '/de', messages: messagesDeDe },
] as const

export type LayoutStoreView = (typeof layoutStoreViews)[number]

export const productTypes = [
  'simple',
  'configurable',
  'bundle',
  'grouped',
  'virtual',
  'downloadable',
] as const

interface CatalogItem {
  sku: string
  name: string
  slug?: string
  url_key?: string
  category?: { slug: string }[]
}

/** One product of a type in a store view, found through the BFF (its path as the shop links it). */
export async function findProduct(
  request: APIRequestContext,
  prefix: string,
  type: (typeof productTypes)[number],
): Promise<{ path: string; name: string; categoryPath: string }> {
  const response = await request.post(`${BFF_URL}${prefix}/api/catalog`, {
    data: {
      type: 'product',
      query: { filters: [{ field: 'type_id', op: 'eq', value: type }] },
      size: 1,
    },
  })
  expect(response.status()).toBe(200)
  const [item] = ((await response.json()) as { result: { items: CatalogItem[] } }).result.items
  if (!item) throw new Error(`the seed has no ${type} product in ${prefix || '/'}`)
  const slug = item.slug ?? item.url_key ?? item.sku.toLowerCase()
  const category = item.category?.[0]?.slug
  return {
    path: `${prefix}/p/${encodeURIComponent(item.sku)}/${encodeURIComponent(slug)}`,
    name: item.name,
    categoryPath: category ? `${prefix}/c/${encodeURIComponent(category)}` : `${prefix}/`,
  }
}

/** A message with its `{placeholders}` matching anything, as a whole-name pattern. */
export function messagePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`)
}

interface Measured {
  overflow: string | null
  controls: string[]
  targets: string[]
}

/** Runs in the page: what a shopper would notice at the current width. */
function measureLayout({ phone, minTarget }: { phone: boolean; minTarget: number }): Measured {
  const root = document.documentElement
  const viewportWidth = root.clientWidth
  const viewportHeight = window.innerHeight
  const describe = (element: Element): string => {
    const name = (
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText ??
      element.getAttribute('name') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    const box = element.getBoundingClientRect()
    return `<${element.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.left)},${Math.round(box.top)}`
  }
  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect()
    // Zero-sized, or visually hidden (1 px clipped), or parked above the page (a skip link).
    if (box.width <= 1 || box.height <= 1) return false
    if (box.bottom + window.scrollY <= 0) return false
    // Inside a closed <details> (a footer accordion): not rendered, whatever its box says.
    if (!element.checkVisibility()) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && Number(style.opacity) > 0
  }

  let overflow: string | null = null
  if (root.scrollWidth > viewportWidth) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const right = element.getBoundingClientRect().right
        const parent = element.parentElement?.getBoundingClientRect().right ?? 0
        return right > viewportWidth + 0.5 && parent <= viewportWidth + 0.5
      })
      .slice(0, 5)
      .map(describe)
    overflow = `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px viewport: ${wide.join('; ')}`
  }

  const dialog = document.querySelector('[role="dialog"][aria-modal="true"]')
  const controls: string[] = []
  const scope = dialog ?? document.querySelector('header')
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])'
  for (const control of scope?.querySelectorAll(interactive) ?? []) {
    if (!isShown(control)) continue
    const box = control.getBoundingClientRect()
    const outside =
      box.left < -0.5 ||
      box.right > viewportWidth + 0.5 ||
      (!dialog && (box.top < -0.5 || box.bottom > viewportHeight + 0.5))
    if (outside) {
      controls.push(`${describe(control)} is outside the ${viewportWidth} px viewport`)
      continue
    }
    // In a panel only what is in view can be checked for cover (its body scrolls).
    if (box.top < 0 || box.bottom > viewportHeight) continue
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (!hit || !(hit === control || control.contains(hit))) {
      controls.push(`${describe(control)} is covered by ${hit ? describe(hit) : 'nothing'}`)
    }
  }

  const targets: string[] = []
  if (phone) {
    for (const element of (dialog ?? document).querySelectorAll(interactive)) {
      if (!isShown(element)) continue
      // WCAG 2.5.8 "inline": a link inside a sentence keeps the line's height.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
        const block = element.parentElement?.closest('p, li, dd, td, label, span, div')
        const around = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim()
        if (around.length > 0) continue
      }
      // A radio or check box is pressed through its label too: the label is the target.
      let box = element.getBoundingClientRect()
      if (
        element instanceof HTMLInputElement &&
        (element.type === 'radio' || element.type === 'checkbox')
      ) {
        const label = element.labels?.[0]
        if (label) box = label.getBoundingClientRect()
      }
      if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
        targets.push(describe(element))
      }
    }
  }
  return { overflow, controls, targets }
}

/**
 * Resizes the page through every layout width (the page's layout is CSS only, so a resize shows
 * what a load at that width shows) and records every problem as a soft failure.
 */
export async function checkLayoutAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { widths = LAYOUT_WIDTHS }: { widths?: readonly number[] } = {},
): Promise<void> {
  // Parts of a page load lazily (a grouped product's table, its style sheet with its chunk): judge
  // the page once they have arrived, as the shopper meets it a moment after hydration.
  await page.waitForLoadState('networkidle')
  for (const width of widths) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
    // What the shopper sees once it has settled: a panel's slide-in finished, a frame painted.
    // Endless animations (the USP strip's rotation, D127) never finish and are not waited for.
    await page.evaluate(async () => {
      window.scrollTo(0, 0)
      const settling = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      await Promise.all(settling.map((animation) => animation.finished))
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    const measured = await page.evaluate(measureLayout, {
      phone: width <= PHONE_MAX_WIDTH,
      minTarget: MIN_TARGET_PX,
    })
    const file = testInfo.outputPath(`${name}-${width}.png`)
    await page.screenshot({ path: file })
    await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' })

    expect.soft(measured.overflow, `${name} at ${width} px scrolls sideways`).toBeNull()
    expect.soft(measured.controls, `${name} at ${width} px: header or panel controls`).toEqual([])
    expect.soft(measured.targets, `${name} at ${width} px: touch targets under 44 px`).toEqual([])
    if (AXE_WIDTHS.has(width)) {
      const violations = await runAxe(page)
      const found = violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      )
      expect.soft(found, `${name} at ${width} px: axe violations`).toEqual([])
    }
  }
}
