// Breadcrumbs (spec 000 §3 "Breadcrumbs: routes, current"): Home, the linked ancestors, then the
// current page as plain text.
import { Link } from '@remix-run/react'
import { pushSelectCategory } from '~/lib/data-layer/view-events'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './breadcrumbs.module.css'

export interface BreadcrumbRoute {
  name: string
  link: string | null
}

export function Breadcrumbs({ routes, current }: { routes: BreadcrumbRoute[]; current: string }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const home = { name: t('breadcrumbs.home'), link: buildStorePath(storeView, '/') }
  const all = [home, ...routes]
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((route) => (
          <li key={`${route.name}-${route.link ?? ''}`} className={styles.item}>
            {route.link ? (
              <Link
                to={route.link}
                onClick={
                  // The crumbs after Home are categories (spec 000 §7: select_category).
                  route === home
                    ? undefined
                    : () =>
                        pushSelectCategory({
                          name: route.name,
                          link: route.link ?? '',
                          source: 'breadcrumbs',
                        })
                }
              >
                {route.name}
              </Link>
            ) : (
              route.name
            )}
          </li>
        ))}
        <li className={styles.item} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  )
}
