import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, hashInlineScripts } from './content-security-policy.server'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the Content-Security-Policy of a page', () => {
  it('hashes every inline script once and leaves scripts with a src and data blocks alone', () => {
    const html =
      '<head><script>window.__remixContext = {"a":"é"};</script>' +
      '<script type="module" async="">import "/assets/entry.js";</script>' +
      '<script src="/assets/x.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="application/json" id="vitrine-messages">{"locale":"en"}</script>' +
      '<script>window.__remixContext = {"a":"é"};</script></head>'
    expect(hashInlineScripts(html)).toEqual([
      sha('window.__remixContext = {"a":"é"};'),
      sha('import "/assets/entry.js";'),
    ])
  })

  it('allows only its own origin, the hashed scripts, and no framing', () => {
    const policy = buildContentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      tagManager: false,
    })
    expect(policy).toContain("script-src 'self' 'sha256-abc';")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('googletagmanager')
  })

  it('allows story pictures and videos from Storyblok and embedded players from YouTube and Vimeo only', () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: [], tagManager: false })
    expect(policy).toContain(
      "img-src 'self' data: blob: https://a.storyblok.com https://a-us.storyblok.com;",
    )
    expect(policy).toContain("media-src 'self' https://a.storyblok.com https://a-us.storyblok.com;")
    expect(policy).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com;',
    )
  })

  it('allows the tag manager and the size advisor only when configured', () => {
    const policy = buildContentSecurityPolicy({
      scriptHashes: [],
      tagManager: true,
      sizeFitEndpoint: 'https://sizes.example.com/api/v1',
    })
    expect(policy).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/sizes\.example\.com;/,
    )
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com")
  })

  it('allows Google reCAPTCHA’s script and frame only with a site key (D172)', () => {
    const without = buildContentSecurityPolicy({ scriptHashes: [], tagManager: false })
    expect(without).not.toContain('recaptcha')
    const policy = buildContentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      tagManager: false,
      recaptcha: true,
    })
    expect(policy).toContain(
      "script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    )
    expect(policy).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    )
    expect(policy).toContain("connect-src 'self';")
  })
})
