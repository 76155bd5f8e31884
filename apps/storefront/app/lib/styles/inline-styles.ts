// The shop's style sheets inlined into the document (decision D41): a first page load has no style
// sheet to fetch before it can paint. The server registers every built style sheet at start
// (.server/inline-styles.server.ts) and writes the page's ones as <style data-href>; the browser
// reads them back from the document before hydration, so its render matches the server's, and a
// style sheet a later route needs is linked as usual.

/** Style sheet text by its URL path (`/assets/x.css`). */
const inlined = new Map<string, string>()

export const INLINE_STYLE_ATTRIBUTE = 'data-href'

export function registerInlineStyle(href: string, css: string): void {
  inlined.set(href, css)
}

export function findInlineStyle(href: string): string | undefined {
  return inlined.get(href)
}

/** The browser: the style sheets the server wrote into this document. */
export function registerDocumentStyles(document: Document): void {
  for (const element of document.querySelectorAll(`style[${INLINE_STYLE_ATTRIBUTE}]`)) {
    const href = element.getAttribute(INLINE_STYLE_ATTRIBUTE)
    if (href) inlined.set(href, element.textContent ?? '')
  }
}

/** Text that cannot end the <style> element early. */
export function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}
