// spec 001 §4, §9: the pop-up is due on the fourth page view, and never again once shown.
import { describe, expect, it } from 'vitest'
import { countPageView, popupCookie, readPopupCookie } from './newsletter-popup-counter'

function fakeDocument() {
  const jar = new Map<string, string>()
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      const [name = '', value = ''] = (text.split(';')[0] ?? '').split('=')
      jar.set(name, value)
    },
  }
}

describe('newsletter pop-up counter', () => {
  it('is due after more than 3 page views, counting in a 31-day cookie', () => {
    const doc = fakeDocument()
    expect([1, 2, 3, 4].map(() => countPageView(doc))).toEqual([false, false, false, true])
    expect(readPopupCookie(doc.cookie)).toBe(4)
    expect(popupCookie(4)).toContain('Max-Age=2678400')
  })

  it('stops counting once shown', () => {
    const doc = fakeDocument()
    doc.cookie = popupCookie('shown')
    expect(countPageView(doc)).toBe(false)
    expect(readPopupCookie(doc.cookie)).toBe('shown')
  })

  it('reads a foreign or broken value as no count', () => {
    expect(readPopupCookie('other=1; vs-newsletter-popup=abc')).toBe(0)
    expect(readPopupCookie('')).toBe(0)
  })
})
