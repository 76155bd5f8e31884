// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { buildTagManagerUrl, startTagManager, startTagManagerAfterLoad } from './tag-manager'

afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
})

function containerScripts() {
  return [...document.head.querySelectorAll('script')].map((script) => script.src)
}

describe('tag manager', () => {
  it('builds the container URL', () => {
    expect(buildTagManagerUrl('GTM-ABC1')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1',
    )
  })

  it('pushes gtm.start and adds the async script once', () => {
    window.dataLayer = [{ event: 'view_item' }]
    startTagManager(window, 'GTM-ABC1', 1000)
    startTagManager(window, 'GTM-ABC1', 2000)
    expect(window.dataLayer).toEqual([
      { event: 'view_item' },
      { 'gtm.start': 1000, event: 'gtm.js' },
    ])
    expect(containerScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1'])
    expect(document.head.querySelector('script')?.async).toBe(true)
  })

  it('waits for the load event when the page is still loading', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const cancel = startTagManagerAfterLoad(window, 'GTM-ABC1')
    expect(containerScripts()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(containerScripts()).toHaveLength(1)
    cancel()
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
  })

  it('starts at once after the load and can be cancelled before it', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    startTagManagerAfterLoad(window, 'GTM-ABC1')()
    window.dispatchEvent(new Event('load'))
    expect(containerScripts()).toEqual([])
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    startTagManagerAfterLoad(window, 'GTM-ABC1')
    expect(containerScripts()).toHaveLength(1)
  })
})
