// The document's <link> elements, as Remix's <Links /> renders them (each matched route's style
// sheets, then its `links()`, then the sheets its loader data names), except that a style sheet registered for inlining is written as
// <style data-href> instead (decision D41). In development nothing is registered: every style
// sheet is linked, and Vite's critical CSS comes first as Remix does it.
import { UNSAFE_RemixContext, useMatches } from '@remix-run/react'
import { type ContextType, type LinkHTMLAttributes, useContext } from 'react'
import { findInlineStyle, INLINE_STYLE_ATTRIBUTE } from '~/lib/styles/inline-styles'

type LinkDescriptor = LinkHTMLAttributes<HTMLLinkElement> & { rel?: string; href?: string }

function collectLinks(
  remix: NonNullable<ContextType<typeof UNSAFE_RemixContext>>,
  matches: ReturnType<typeof useMatches>,
): LinkDescriptor[] {
  const seen = new Set<string>()
  const links: LinkDescriptor[] = []
  for (const match of matches) {
    const route = remix.manifest.routes[match.id]
    const module = remix.routeModules[match.id]
    const own = [
      ...(route?.css ?? []).map((href): LinkDescriptor => ({ rel: 'stylesheet', href })),
      ...((module?.links?.() ?? []) as LinkDescriptor[]),
      // Style sheets the loader names: a story page's lazy blocks (D115).
      ...((match.data as { styleSheets?: string[] } | undefined)?.styleSheets ?? []).map(
        (href): LinkDescriptor => ({ rel: 'stylesheet', href }),
      ),
    ]
    for (const link of own) {
      const key = JSON.stringify(link)
      if (seen.has(key)) continue
      seen.add(key)
      links.push(link)
    }
  }
  return links
}

export function DocumentLinks() {
  const remix = useContext(UNSAFE_RemixContext)
  const matches = useMatches()
  const links = remix ? collectLinks(remix, matches) : []
  return (
    <>
      {remix?.criticalCss ? (
        <style dangerouslySetInnerHTML={{ __html: remix.criticalCss }} />
      ) : null}
      {links.map((link) => {
        const key = `${link.rel ?? ''} ${link.href ?? ''}`
        const css = link.rel === 'stylesheet' && link.href ? findInlineStyle(link.href) : undefined
        return css === undefined ? (
          <link key={key} {...link} />
        ) : (
          <style
            key={key}
            {...{ [INLINE_STYLE_ATTRIBUTE]: link.href }}
            // The browser renders the text it read from this very element.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: css }}
          />
        )
      })}
    </>
  )
}
