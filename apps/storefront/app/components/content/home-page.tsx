// The home page (spec 000 §2, 001 §2: `/`, alias `/pwa.html`; `/nl` and `/de` are homes too).
// Until the CMS content blocks exist it is built from the catalogue: a heading, the highlighted
// categories (the menu's top level, linking to `/{url_path}`) and a product carousel of the newest
// products. The carousel is a CSS scroll-snap row (no script); its first pictures, in view on a
// phone, load eagerly, the first before any other (spec 001 §9), the rest lazily.
import { Link } from '@remix-run/react'
import type { HomePageData } from '~/.server/home-page.server'
import { useMenu } from '~/lib/navigation/use-menu'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './home-page.module.css'
import { ProductCard } from '~/components/catalogue/product-card'

/** Carousel slides in view on a phone (spec 001 §9: the first blocks load eagerly). */
const EAGER_SLIDES = 2

export function HomePage({ data }: { data: HomePageData }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const menu = useMenu()
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        <p className={styles.store}>
          {storeView.i18n.fullCountryName} · {storeView.i18n.fullLanguageName}
        </p>
      </section>
      {menu.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.heading}>
            {t('home.categories')}
          </h2>
          <ul className={styles.categories}>
            {menu.map((category) => (
              <li key={category.id}>
                <Link
                  to={buildStorePath(storeView, `/${category.urlPath}`)}
                  className={styles.category}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.products.length > 0 ? (
        <section aria-labelledby="home-new-arrivals">
          <h2 id="home-new-arrivals" className={styles.heading}>
            {t('home.newArrivals')}
          </h2>
          {/* Keyboard users scroll it by tabbing through the cards' links. */}
          <ul className={styles.carousel}>
            {data.products.map((card, index) => (
              <li key={card.sku} className={styles.slide}>
                <ProductCard card={card} eager={index < EAGER_SLIDES} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
