// The default layout's footer (spec 001 §2 "Footer"): CMS link columns as accordions, and the
// NEWSLETTER column with its text, the slim newsletter box and links to three social networks.
// The CMS columns arrive with the content feature; they are passed in as data.
import type { MessageKey } from '~/lib/i18n/messages-en'
import { LIST_LINK_PROPS, useLinkListClicks } from '~/lib/navigation/use-link-list-clicks'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './footer.module.css'
import { Icon } from './icons'
import { NewsletterBox } from '~/components/content/newsletter-box'

export interface FooterColumn {
  title: string
  links: { label: string; path: string }[]
}

const socialNetworks = [
  { label: 'social.instagram', icon: 'instagram', href: 'https://www.instagram.com/' },
  { label: 'social.facebook', icon: 'facebook', href: 'https://www.facebook.com/' },
  { label: 'social.pinterest', icon: 'pinterest', href: 'https://www.pinterest.com/' },
] as const satisfies readonly { label: MessageKey; icon: string; href: string }[]

export function Footer({ columns }: { columns: readonly FooterColumn[] }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const followLink = useLinkListClicks()

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        {columns.map((column) => (
          // Plain anchors followed in the app by the column's click handler (D38).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <details key={column.title} className={styles.column} open onClick={followLink}>
            <summary className={styles.heading}>{column.title}</summary>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.path}>
                  <a {...LIST_LINK_PROPS} href={buildStorePath(storeView, link.path)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('footer.newsletter')}
          </h2>
          <p>{t('footer.newsletterText')}</p>
          <NewsletterBox />
          <ul className={styles.social} aria-label={t('footer.followUs')}>
            {socialNetworks.map((network) => (
              <li key={network.href}>
                <a href={network.href} rel="noopener noreferrer" aria-label={t(network.label)}>
                  <Icon name={network.icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
