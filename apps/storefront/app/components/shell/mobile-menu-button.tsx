// The header's menu button (small screens); the menu panel itself (mobile-menu.tsx) is loaded
// when it first opens.
import { useTranslate } from '~/lib/use-store-view'
import { Icon } from './icons'
import styles from './mobile-menu-button.module.css'
import { usePanels } from './panels-provider'

export function MobileMenuButton({ className = '' }: { className?: string | undefined }) {
  const t = useTranslate()
  const { openPanel, showPanel } = usePanels()
  return (
    <button
      type="button"
      className={`${className} ${styles.toggle}`}
      aria-expanded={openPanel === 'mobileMenu'}
      aria-haspopup="dialog"
      onClick={() => showPanel('mobileMenu')}
    >
      <Icon name="menu" />
      <span className={styles.label}>{t('menu.open')}</span>
    </button>
  )
}
