// The default layout's footer (spec 001 §2 "Footer") from the layout story (D125): the footer
// USPs, the CMS link columns as accordions (closed on phones, open from 1024 px) and the
// NEWSLETTER column with its text, the slim newsletter box and links to the social networks.
// The layout renders it as an island (deferred-footer.tsx, D126).
import { NewsletterBox } from '~/components/content/newsletter-box'
import { useLayout } from '~/lib/content/use-layout'
import { LIST_LINK_PROPS, useLinkListClicks } from '~/lib/navigation/use-link-list-clicks'
import { useTranslate } from '~/lib/use-store-view'
import styles from './footer.module.css'
import { SocialIcon } from './social-icons'

/** spec 001 §9: the layout switches to desktop at 1024 px, where every column stands open. */
const DESKTOP = '(min-width: 1024px)'

/** `openColumns`: the accordions open from the start (those opened in the server's HTML, D126). */
export function Footer({ openColumns = [] }: { openColumns?: readonly boolean[] }) {
  const t = useTranslate()
  // The browser mounts the live footer (deferred-footer.tsx); the server's HTML opens the columns
  // on desktop by CSS alone.
  const desktop = typeof matchMedia === 'function' && matchMedia(DESKTOP).matches
  const { footerUsps, footerColumns, newsletter } = useLayout()
  const followLink = useLinkListClicks()

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      {footerUsps && footerUsps.items.length > 0 ? (
        <section className={styles.usps} aria-label={footerUsps.title}>
          <ul>
            {footerUsps.items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.inner}>
        {footerColumns.map((column, index) => (
          // Plain anchors followed in the app by the column's click handler (D38).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <details
            key={column.title}
            className={styles.column}
            open={desktop || openColumns[index]}
            onClick={followLink}
          >
            <summary className={styles.heading}>{column.title}</summary>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a {...LIST_LINK_PROPS} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        {newsletter ? (
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={styles.heading}>
              {newsletter.title}
            </h2>
            <p>{newsletter.text}</p>
            <NewsletterBox />
            {/* footer-social: sized by global.css too, for the server's footer before its code
                and style sheet arrive (D126). */}
            <ul className={`${styles.social} footer-social`} aria-label={t('footer.followUs')}>
              {newsletter.socials.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    aria-label={t(`social.${social.network}`)}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
