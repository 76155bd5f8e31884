// USPs (spec 001 §2 "Content blocks" selling-point strips; §3 icon, label, link; §9 5,000 ms): the
// rotating strip of the header (usp-bar.tsx, D127) inside a page, each USP with its icon (D116).
import type { ContentBlock } from '@vitrine/contracts/content'
import { MAX_USPS } from '~/lib/content/layout-view'
import { readBloks, readHref, readText } from '~/lib/content/read-blok'
import { buildUsp } from '~/lib/content/usp-icons'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { UspBar } from '../usp-bar'
import barStyles from '../usp-bar.module.css'

export default function UspsBlock({ block }: { block: ContentBlock }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const usps = readBloks(block.usps)
    .flatMap((usp) => {
      const label = readText(usp.label)
      return label ? [buildUsp(label, usp.icon, readHref(usp.link, storeView))] : []
    })
    .slice(0, MAX_USPS)
  // Inside a page the strip's links are 44 px touch targets on phones (D127).
  return (
    <UspBar
      usps={usps}
      label={readText(block.title) || t('header.usps')}
      className={barStyles.tall}
    />
  )
}
