// Shipping-method description (spec 001 §2 "Content blocks"): the shop's delivery methods as the
// editor describes them (name and text each), under a title.
import type { ContentBlock } from '@vitrine/contracts/content'
import { readBloks, readText } from '~/lib/content/read-blok'
import styles from './layout-blocks.module.css'

export default function ShippingDescriptionBlock({ block }: { block: ContentBlock }) {
  const title = readText(block.title)
  const methods = readBloks(block.methods).flatMap((method) => {
    const name = readText(method.name) || readText(method.title)
    return name ? [{ name, text: readText(method.description) || readText(method.text) }] : []
  })
  const text = readText(block.description) || readText(block.text)
  if (!title && !text && methods.length === 0) return null
  return (
    <section className={styles.section}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {text ? <p>{text}</p> : null}
      {methods.length > 0 ? (
        <ul className={styles.methods}>
          {methods.map((method) => (
            <li key={method.name}>
              <strong>{method.name}</strong>
              {method.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
