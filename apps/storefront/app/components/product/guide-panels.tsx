// The size guide and fit guide panels of the product page (spec 001 §2 "Product size selector",
// §3 UI flags). The size guide's content loads from the CMS at `size-guide/<label>`; until the
// content feature exists the panel names that path and says no guide is available.
import { useTranslate } from '~/lib/use-store-view'
import { SidePanel } from '~/components/shell/side-panel'

export function SizeGuidePanel({ path, onClose }: { path: string | null; onClose: () => void }) {
  const t = useTranslate()
  return (
    <SidePanel title={t('product.sizeGuide')} onClose={onClose}>
      {path ? <p>{path.replace(/^size-guide\//, '').replace(/-/g, ' ')}</p> : null}
      <p role="status">{t('product.sizeGuideUnavailable')}</p>
    </SidePanel>
  )
}

export function FitGuidePanel({ text, onClose }: { text: string | null; onClose: () => void }) {
  const t = useTranslate()
  return (
    <SidePanel title={t('product.fitGuide')} onClose={onClose}>
      <p>{text ?? t('product.fitGuideUnavailable')}</p>
    </SidePanel>
  )
}
