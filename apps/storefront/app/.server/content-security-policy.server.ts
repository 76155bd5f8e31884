// The Content-Security-Policy of a rendered page (D183). Pages are rendered whole (D65) and kept
// in the page cache for a few seconds (D31), so the inline scripts (Remix's context and module
// scripts, JSON-LD) are allowed by their sha256 hashes, which the cached copy carries along with
// its header, rather than by a nonce, which would be sent to many shoppers. Scripts of other
// origins are allowed only when configured: the tag manager (STOREFRONT_GTM_ID) and the size
// advisor (STOREFRONT_SIZE_FIT_ENDPOINT), and Google reCAPTCHA's script and frame with a site key
// (STOREFRONT_RECAPTCHA_SITE_KEY, D172). Story pictures and videos may come from Storyblok's
// asset hosts, embedded players from YouTube and Vimeo only. No page may be framed.
import { createHash } from 'node:crypto'
import { GTM_SCRIPT_URL } from '~/lib/data-layer/tag-manager'

// An inline script the browser runs: no src, and no data type (a JSON or JSON-LD data block is
// never executed, so the policy does not check it; the page's message catalogue is one).
const INLINE_SCRIPT =
  /<script\b(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/gi
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']
/** Storyblok's asset hosts: story pictures and videos (001 §2 slider, tiles; D115). */
export const CONTENT_ASSET_HOSTS = ['https://a.storyblok.com', 'https://a-us.storyblok.com']
/** The video players a raw-HTML block may embed (the BFF's sanitiser allows no others, D113). */
export const CONTENT_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
]

/** Google reCAPTCHA v3: its script (api.js, then gstatic's) and its hidden frame (D172). */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
]
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]

/** The CSP hash source of every inline script `html` runs, in document order, without repeats. */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

export interface PolicyOptions {
  scriptHashes: readonly string[]
  tagManager: boolean
  /** The size advisor's endpoint, when configured. */
  sizeFitEndpoint?: string | undefined
  /** A reCAPTCHA site key is configured: Google's captcha may load. */
  recaptcha?: boolean
}

export function buildContentSecurityPolicy(options: PolicyOptions): string {
  const sizeFit = options.sizeFitEndpoint ? [new URL(options.sizeFitEndpoint).origin] : []
  const tagManager = options.tagManager ? [new URL(GTM_SCRIPT_URL).origin] : []
  const analytics = options.tagManager ? GOOGLE_ANALYTICS : []
  const recaptchaScripts = options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []
  const recaptchaFrames = options.recaptcha ? RECAPTCHA_FRAME_SOURCES : []
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...options.scriptHashes, ...tagManager, ...sizeFit, ...recaptchaScripts],
    ],
    // React's style attributes and the inlined style sheets (D41).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...CONTENT_ASSET_HOSTS, ...analytics]],
    ['media-src', ["'self'", ...CONTENT_ASSET_HOSTS]],
    ['frame-src', [...CONTENT_FRAME_HOSTS, ...recaptchaFrames]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analytics, ...sizeFit]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  return policy.join('; ')
}
