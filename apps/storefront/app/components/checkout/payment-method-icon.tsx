// The icons of the payment provider's methods in the payment step (spec 000 §4 "mollie_methods_";
// D145): small inline SVG badges drawn here (no request, no third-party image), decorative beside
// the method's title, which names it. Offline methods have none.
import { providerMethodOf } from '@vitrine/contracts/payments'
import styles from './checkout.module.css'

const BADGES: Record<string, { background: string; color: string; label: string }> = {
  ideal: { background: '#cc0066', color: '#ffffff', label: 'iD' },
  creditcard: { background: '#1a1f71', color: '#ffffff', label: 'CARD' },
  bancontact: { background: '#005498', color: '#ffd800', label: 'BC' },
  paypal: { background: '#003087', color: '#ffffff', label: 'PP' },
}

export function PaymentMethodIcon({ code }: { code: string }) {
  const method = providerMethodOf(code)
  if (!method) return null
  const badge = BADGES[method] ?? { background: '#4a4a4a', color: '#ffffff', label: '€' }
  return (
    <svg
      className={styles.methodIcon}
      width="40"
      height="26"
      viewBox="0 0 40 26"
      aria-hidden="true"
      focusable="false"
      data-method={method}
    >
      <rect width="40" height="26" rx="4" fill={badge.background} />
      <text
        x="20"
        y="17"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={badge.label.length > 2 ? 9 : 12}
        fontWeight="700"
        fill={badge.color}
      >
        {badge.label}
      </text>
    </svg>
  )
}
