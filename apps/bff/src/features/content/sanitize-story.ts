// Story content is sanitised on the server before any page sees it (001 §2 "Raw HTML"; D113):
//  - a string field holding markup keeps editorial HTML only (no scripts, event handlers, styles or
//    `javascript:` links);
//  - Storyblok rich text (`{ type: 'doc', content }`) keeps known node and mark types, and links and
//    images by http(s), mailto, tel or relative URL only; blocks inside it are sanitised too;
//  - link and asset fields (`url`, `cached_url`, `href`, `filename`, `src`) lose unsafe schemes;
//  - the `html` of a `raw-html` block keeps layout tags and video embeds; its scripts survive only
//    when the block is marked `trusted` and CONTENT_TRUSTED_SCRIPTS is on.
import type { Story } from '@vitrine/contracts/content'
import sanitizeHtml from 'sanitize-html'

export const RAW_HTML_COMPONENT = 'raw-html'

const EDITORIAL: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    '*': ['id', 'lang', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
  },
}

const RAW_HTML: sanitizeHtml.IOptions = {
  ...EDITORIAL,
  allowedTags: [
    ...(EDITORIAL.allowedTags as string[]),
    'iframe',
    'video',
    'figure',
    'figcaption',
    'section',
    'article',
  ],
  allowedAttributes: {
    ...(EDITORIAL.allowedAttributes as Record<string, string[]>),
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsinline', 'width', 'height'],
    source: ['src', 'srcset', 'type', 'media'],
  },
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
}

const TRUSTED_RAW_HTML: sanitizeHtml.IOptions = {
  ...RAW_HTML,
  allowedTags: [...(RAW_HTML.allowedTags as string[]), 'script'],
  allowedAttributes: {
    ...(RAW_HTML.allowedAttributes as Record<string, string[]>),
    script: ['src', 'type', 'async', 'defer'],
  },
  allowVulnerableTags: true,
}

/** Any `<` may open a tag: such a string is sanitised as HTML (plain text passes unchanged). */
const LOOKS_LIKE_HTML = /</
const URL_FIELDS = new Set(['url', 'cached_url', 'href', 'filename', 'src'])
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\?|\.|[^:]*$)/i

const RICH_TEXT_NODES = new Set([
  'doc',
  'paragraph',
  'heading',
  'text',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'horizontal_rule',
  'hard_break',
  'image',
  'code_block',
  'blok',
])
const RICH_TEXT_MARKS = new Set([
  'bold',
  'italic',
  'strike',
  'underline',
  'code',
  'link',
  'superscript',
  'subscript',
  'highlight',
  'textStyle',
])

export interface SanitizeOptions {
  /** CONTENT_TRUSTED_SCRIPTS: keep scripts in `raw-html` blocks marked `trusted`. */
  trustedScripts: boolean
}

/** A URL that cannot run code: http(s), mailto, tel, relative; anything else becomes ''. */
export function safeUrl(value: string): string {
  const trimmed = value.trim()
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`).
  const compact = [...trimmed].filter((char) => char.charCodeAt(0) > 0x20).join('')
  return SAFE_URL.test(compact) ? trimmed : ''
}

export function sanitizeEditorialHtml(html: string): string {
  return sanitizeHtml(html, EDITORIAL)
}

export function sanitizeRawHtml(html: string, trusted: boolean): string {
  return sanitizeHtml(html, trusted ? TRUSTED_RAW_HTML : RAW_HTML)
}

type Json = unknown

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sanitizeRichText(node: Record<string, Json>, options: SanitizeOptions): Json {
  if (typeof node.type !== 'string' || !RICH_TEXT_NODES.has(node.type)) return null
  const out: Record<string, Json> = { type: node.type }
  if (node.type === 'text') out.text = typeof node.text === 'string' ? node.text : ''
  if (Array.isArray(node.marks)) {
    out.marks = node.marks.filter(isRecord).flatMap((mark) => {
      if (typeof mark.type !== 'string' || !RICH_TEXT_MARKS.has(mark.type)) return []
      return [
        { type: mark.type, ...(isRecord(mark.attrs) ? { attrs: sanitizeAttrs(mark.attrs) } : {}) },
      ]
    })
  }
  if (isRecord(node.attrs)) {
    out.attrs =
      node.type === 'blok'
        ? { ...node.attrs, body: sanitizeValue(node.attrs.body ?? [], '', options) }
        : sanitizeAttrs(node.attrs)
  }
  if (Array.isArray(node.content)) {
    out.content = node.content
      .filter(isRecord)
      .map((child) => sanitizeRichText(child, options))
      .filter((child) => child !== null)
  }
  return out
}

/** Rich-text attributes: plain values only, URLs made safe. */
function sanitizeAttrs(attrs: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(attrs)) {
    if (typeof value === 'string') out[key] = URL_FIELDS.has(key) ? safeUrl(value) : value
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      out[key] = value
    }
  }
  return out
}

function sanitizeValue(value: Json, key: string, options: SanitizeOptions): Json {
  if (typeof value === 'string') {
    if (URL_FIELDS.has(key)) return safeUrl(value)
    return LOOKS_LIKE_HTML.test(value) ? sanitizeEditorialHtml(value) : value
  }
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, key, options))
  if (!isRecord(value)) return value
  if (value.type === 'doc' && Array.isArray(value.content)) return sanitizeRichText(value, options)
  const out: Record<string, Json> = {}
  for (const [field, inner] of Object.entries(value)) {
    if (value.component === RAW_HTML_COMPONENT && field === 'html' && typeof inner === 'string') {
      out[field] = sanitizeRawHtml(inner, options.trustedScripts && value.trusted === true)
    } else {
      out[field] = sanitizeValue(inner, field, options)
    }
  }
  return out
}

const sanitized = new WeakMap<Story, { options: string; story: Story }>()

/**
 * The story with its content sanitised. The embedded adapter hands out the same object while a
 * file is unchanged, so its sanitised copy is kept beside it.
 */
export function sanitizeStory(story: Story, options: SanitizeOptions): Story {
  const optionsKey = JSON.stringify(options)
  const known = sanitized.get(story)
  if (known && known.options === optionsKey) return known.story
  const clean = { ...story, content: sanitizeValue(story.content, 'content', options) } as Story
  sanitized.set(story, { options: optionsKey, story: clean })
  return clean
}
