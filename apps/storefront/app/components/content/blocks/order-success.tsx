// Order success (spec 001 §2 "Content blocks"; §3 order success: title, prefillEmail, text,
// privacyLink, image): the thank-you page's content, at most 850 px wide (§9): a picture, the
// title and text, the full newsletter box and the privacy link. With prefillEmail on, the box
// starts with the `email` the page was opened with (the thank-you page's query).
import { useSearchParams } from '@remix-run/react'
import type { ContentBlock } from '@vitrine/contracts/content'
import { readAsset, readHref, readText } from '~/lib/content/read-blok'
import { useStoreView } from '~/lib/use-store-view'
import { useNotifications } from '~/components/shell/notifications-provider'
import { NewsletterBoxFull } from '../newsletter-box-full'
import styles from './layout-blocks.module.css'

export default function OrderSuccessBlock({
  block,
  eager,
}: {
  block: ContentBlock
  eager?: boolean
}) {
  const storeView = useStoreView()
  const { notify } = useNotifications()
  const [search] = useSearchParams()
  const image = readAsset(block.image)
  const title = readText(block.title)
  const text = readText(block.text)
  const privacy = readHref(block.privacyLink, storeView)
  const email = block.prefillEmail === true ? (search.get('email') ?? '') : ''
  return (
    <section className={`${styles.section} ${styles.narrow}`}>
      {image ? <img src={image.src} alt={image.alt} loading={eager ? 'eager' : 'lazy'} /> : null}
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {text ? <p>{text}</p> : null}
      <NewsletterBoxFull notify={notify} defaultEmail={email} />
      {privacy ? <a href={privacy}>{readText(block.privacyLinkText) || privacy}</a> : null}
    </section>
  )
}
