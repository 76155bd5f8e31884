// Newsletter block (spec 001 §2 "Content blocks"; "Newsletter box" full variant): an optional title
// and text above the full box (e-mail, privacy checkbox, Sign me up, the recaptcha note), at most
// 850 px wide (§9). The subscription itself is the newsletter feature's.
import type { ContentBlock } from '@vitrine/contracts/content'
import { readText } from '~/lib/content/read-blok'
import { useNotifications } from '~/components/shell/notifications-provider'
import { NewsletterBoxFull } from '../newsletter-box-full'
import styles from './layout-blocks.module.css'

export default function NewsletterBlock({ block }: { block: ContentBlock }) {
  const { notify } = useNotifications()
  const title = readText(block.title)
  const text = readText(block.text) || readText(block.description)
  return (
    <section className={`${styles.section} ${styles.narrow}`} aria-label={title || undefined}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {text ? <p>{text}</p> : null}
      <NewsletterBoxFull notify={notify} />
    </section>
  )
}
