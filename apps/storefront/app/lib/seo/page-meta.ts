// The SEO tags of a page (D51) as Remix meta descriptors: the document title, the meta
// description, the canonical link, hreflang alternates, robots and JSON-LD blocks. Pure: the meta
// functions of the routes hand in what they know, this decides the tags.
import type { MetaDescriptor } from '@remix-run/node'
import type { Alternate } from './alternates'

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160

/** `noindex,follow`: the page stays out of the index, its links are still followed. */
export const NOINDEX_FOLLOW = 'noindex,follow'

export interface PageSeo {
  title: string
  description: string
  canonical: string
  alternates: readonly Alternate[]
  noindex?: boolean
  jsonLd?: readonly Record<string, unknown>[]
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/** Plain text of catalogue HTML (tags dropped, common entities decoded, spaces collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A description cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function shortenText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const chars = [...text]
  if (chars.length <= max) return text
  const cut = chars.slice(0, max - 1).join('')
  // A word is kept only when it ends within the limit.
  const endsWord = /\s/.test(chars[max - 1] ?? '')
  const space = cut.lastIndexOf(' ')
  return `${(endsWord || space <= max / 2 ? cut : cut.slice(0, space)).trimEnd()}…`
}

/** The first usable text: meta field, then HTML or plain fallbacks, shortened for a snippet. */
export function pickDescription(candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = candidate ? htmlToText(candidate) : ''
    if (text) return shortenText(text)
  }
  return ''
}

/** A string attribute of a loose catalogue document (`meta_title`, `short_description`). */
export function readText(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function buildSeoMeta(seo: PageSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(seo.noindex ? [{ name: 'robots', content: NOINDEX_FOLLOW }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    ...(seo.jsonLd ?? []).map((block) => ({ 'script:ld+json': block })),
  ] as MetaDescriptor[]
}
