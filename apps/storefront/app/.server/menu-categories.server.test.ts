// The menu is kept as long as a rendered page (D191), so a page never shows an older menu than the
// page lifetime promises; within 1 s (concurrent renders share a fetch) and 60 s.
import { describe, expect, it } from 'vitest'
import { menuLifetimeMs } from './menu-categories.server'

describe('menuLifetimeMs', () => {
  it('follows the page cache lifetime', () => {
    expect(menuLifetimeMs(30)).toBe(30_000)
    expect(menuLifetimeMs(2)).toBe(2_000)
  })

  it('keeps a menu a second with the page cache off, and never longer than a minute', () => {
    expect(menuLifetimeMs(0)).toBe(1_000)
    expect(menuLifetimeMs(3600)).toBe(60_000)
  })
})
