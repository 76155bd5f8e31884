// A CMS page rendered in place by the URL dispatcher (spec 000 §2 step 4): breadcrumbs, its heading
// and its content, which the server sanitized (cms-page.server.ts).
import type { CmsPageData } from '~/lib/content/cms-page-data'
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs'
import styles from './cms-page.module.css'

export function CmsPage({ data }: { data: CmsPageData }) {
  return (
    <article className={styles.page}>
      <Breadcrumbs routes={[]} current={data.title} />
      <h1 className={styles.title}>{data.heading}</h1>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  )
}
