// Keyboard focus is never hidden (WCAG 2.2 2.4.11): on a phone, tabbing through a long page, each
// focused control outside the sticky header and the bottom navigation is scrolled clear of both
// (global.css: scroll padding of 001 §9's anchor offset and of the bar's height).
import { expect, test, type Page } from '@playwright/test'
import { gotoInteractive } from './page-helpers'

/**
 * The focused control when the sticky header or the bottom navigation lies over part of it (read
 * at its top, middle and bottom); null when it is in sight, inside one of those bars, or unseen.
 */
async function readObscured(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return null
    const bars = [document.querySelector('header'), document.querySelector('nav[data-bottom-nav]')]
    if (bars.some((bar) => bar?.contains(focused))) return null
    const box = focused.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return null
    const x = box.left + box.width / 2
    const covered = [box.top + 2, box.top + box.height / 2, box.bottom - 2].some((y) => {
      const top = document.elementFromPoint(x, y)
      return top !== null && bars.some((bar) => bar?.contains(top))
    })
    if (!covered) return null
    return (
      focused.getAttribute('aria-label') ??
      focused.textContent?.trim().slice(0, 40) ??
      focused.tagName
    )
  })
}

test.use({ viewport: { width: 390, height: 700 } })

for (const path of ['/nl/login', '/de/c/kleider-5', '/p/DRS-0001/summer-slip-dress-1']) {
  test(`tabbing through ${path} on a phone keeps every focused control in sight`, async ({
    page,
  }) => {
    await gotoInteractive(page, path)
    const hidden: string[] = []
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab')
      const obscured = await readObscured(page)
      if (obscured) hidden.push(obscured)
    }
    expect(hidden).toEqual([])
  })
}
