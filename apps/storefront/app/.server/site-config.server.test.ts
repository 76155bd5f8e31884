import { describe, expect, it, vi } from 'vitest'
import { createSiteConfigReader, GTM_MISSING_WARNING } from './site-config.server'

describe('site configuration', () => {
  it('takes the origin from the request when no public URL is configured, and warns once', () => {
    const warn = vi.fn()
    const read = createSiteConfigReader(() => ({}), warn)
    expect(read('http://127.0.0.1:3100/c/hats?size=1')).toEqual({
      origin: 'http://127.0.0.1:3100',
      gtmId: null,
    })
    read('http://127.0.0.1:3100/')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      'Google Tag Manager extensions is not working. Ensure Google Tag Manager container ID is defined in config',
    )
    expect(GTM_MISSING_WARNING).toMatch(/^Google Tag Manager extensions is not working/)
  })

  it('prefers the configured public URL and passes the container id without warning', () => {
    const warn = vi.fn()
    const read = createSiteConfigReader(
      () => ({ STOREFRONT_PUBLIC_URL: 'https://shop.example/', STOREFRONT_GTM_ID: 'GTM-ABC1' }),
      warn,
    )
    expect(read('http://10.0.0.5:3000/')).toEqual({
      origin: 'https://shop.example',
      gtmId: 'GTM-ABC1',
    })
    expect(warn).not.toHaveBeenCalled()
  })
})
