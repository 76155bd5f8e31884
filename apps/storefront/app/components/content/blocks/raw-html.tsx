// Raw HTML (001 §2): the block's HTML as the BFF sanitised it (D113). Scripts reach the page only
// from blocks the editor marked trusted while the BFF trusts them (CONTENT_TRUSTED_SCRIPTS); such
// scripts are pulled out and injected again so the browser runs them (innerHTML never does).
import { useEffect, useRef } from 'react'
import type { BlockProps } from '~/lib/content/block-context'
import { readString } from '~/lib/content/story-page-data'

export default function RawHtmlBlock({ block }: BlockProps) {
  const ref = useRef<HTMLDivElement>(null)
  const html = readString(block, 'html')

  useEffect(() => {
    const root = ref.current
    if (!root) return
    for (const old of Array.from(root.querySelectorAll('script'))) {
      const script = document.createElement('script')
      for (const attribute of Array.from(old.attributes)) {
        script.setAttribute(attribute.name, attribute.value)
      }
      script.text = old.text
      old.replaceWith(script)
    }
  }, [html])

  if (!html) return null
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
}
