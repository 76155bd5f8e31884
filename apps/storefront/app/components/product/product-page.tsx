// The product page (spec 000 §2, §4, §5; 001 §2): gallery, price block including tax (special
// price window), configurable pickers through @vitrine/variants with the chosen child written to
// the URL query (`?childSku=`, URL dispatcher off), the 'No such configuration' warning, bundle and
// custom option pickers recomputing the price, the grouped table, stock state, the add-to-cart
// button's rules, size and fit guides, colour relations, the product's reviews (D231) and recently
// viewed products.
import { Link, useLocation, useNavigate } from '@remix-run/react'
import { listOptionAvailability } from '@vitrine/variants/option-availability'
import { countSizes, SIZE_ATTRIBUTE_CODE } from '@vitrine/variants/size-selector'
import { isVariantInStock } from '@vitrine/variants/variant-child'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import {
  applyCustomOptionChoices,
  computeBundleShownPrice,
  createInitialBundleChoices,
  createInitialConfiguration,
  createInitialCustomChoices,
  resolveConfiguration,
  selectShownPrices,
  type Configuration,
} from '~/lib/catalog/product-configuration'
import { labelAttribute, labelOption } from '~/lib/catalog/product-document'
import type { ProductPageData } from '~/lib/catalog/product-page-data'
import { hasCustomOptionChoices } from '~/lib/catalog/product-extras'
import { describeShownPrice, type CardPrice } from '~/lib/catalog/shown-price'
import { onFirstInteraction } from '~/lib/on-first-interaction'
import { useTranslate } from '~/lib/use-store-view'
import { AddToCartButton } from './add-to-cart-button'
import { configFieldName } from '~/lib/cart/product-form'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { useCart } from '~/components/cart/cart-provider'
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs'
import { usePanels } from '~/components/shell/panels-provider'
import { ProductGallery } from './product-gallery'
import { isSizeDropdown, OptionButtons, SizeDropdown } from './product-options'
import styles from './product-page.module.css'
import { ProductPrice } from './product-price'
import { useNotifications } from '~/components/shell/notifications-provider'
import { RecentlyViewed } from '~/components/catalogue/recently-viewed'
import { ProductReviews } from '~/components/reviews/product-reviews'

export const CHILD_SKU_PARAM = 'childSku'

function addToPrice(price: CardPrice, delta: number): CardPrice {
  return {
    regular: price.regular + delta,
    special: price.special === null ? null : price.special + delta,
    old: price.old === null ? null : price.old + delta,
  }
}

// Loaded only where needed (D63): the guide panels when one opens, and the bundle, custom
// option and grouped pickers for products that have them (the server renders them; the browser
// hydrates them once their chunk is there).
const SizeGuidePanel = lazy(() =>
  import('./guide-panels').then((module) => ({ default: module.SizeGuidePanel })),
)
const FitGuidePanel = lazy(() =>
  import('./guide-panels').then((module) => ({ default: module.FitGuidePanel })),
)
const BundleOptions = lazy(() =>
  import('./product-extras').then((module) => ({ default: module.BundleOptions })),
)
const CustomOptions = lazy(() =>
  import('./product-extras').then((module) => ({ default: module.CustomOptions })),
)
const GroupedTable = lazy(() =>
  import('./product-extras').then((module) => ({ default: module.GroupedTable })),
)
// The cart line builder is needed when the shopper adds: fetched at the first interaction (D48).
const loadProductToAdd = () => import('~/lib/cart/product-to-add')

export function ProductPage({ data }: { data: ProductPageData }) {
  const t = useTranslate()
  const navigate = useNavigate()
  const location = useLocation()
  const { notify } = useNotifications()
  const { openPanel, showPanel, closePanel } = usePanels()
  const cart = useCart()
  const { product, linked, metadata, errors } = data
  const sizeSelect = useRef<HTMLSelectElement>(null)

  const [configuration, setConfiguration] = useState<Configuration>(() => ({
    ...createInitialConfiguration(product, data.childSku),
    ...data.chosenOptions,
  }))
  const [bundleChoices, setBundleChoices] = useState(() => createInitialBundleChoices(product))
  const [customChoices, setCustomChoices] = useState(() => createInitialCustomChoices(product))
  const [picture, setPicture] = useState(0)

  const isConfigurable = product.type_id === 'configurable'
  const outcome = isConfigurable ? resolveConfiguration(product, configuration) : undefined
  const options = useMemo(
    () =>
      listOptionAvailability(product, configuration).map((option) => ({
        ...option,
        label: labelAttribute(metadata, option.attribute_code) ?? option.label,
        values: option.values.map((value) => ({
          ...value,
          label: labelOption(metadata, option.attribute_code, value.value_index) ?? value.label,
        })),
      })),
    [product, configuration, metadata],
  )

  // The shown price: the variant's, or the bundle's sum, plus the chosen custom options.
  const shownPrices = selectShownPrices(product, outcome)
  const bundleTotal =
    product.type_id === 'bundle'
      ? computeBundleShownPrice(product, linked, bundleChoices)
      : undefined
  const basePrice = bundleTotal
    ? { regular: bundleTotal.incl, special: null, old: null }
    : describeShownPrice(shownPrices)
  const baseFinal = bundleTotal ?? shownPrices?.final
  const price =
    basePrice && baseFinal
      ? addToPrice(
          basePrice,
          applyCustomOptionChoices(baseFinal, product, customChoices).incl - baseFinal.incl,
        )
      : undefined
  const specialUntil = price?.special !== null ? data.specialUntil : null

  const chosenChild = outcome?.ok && outcome.complete ? outcome.variant : undefined
  const inStock = isConfigurable
    ? chosenChild
      ? isVariantInStock(chosenChild)
      : !errors.variants
    : product.stock?.is_in_stock !== false

  const chooseOption = (code: string, value: string) => {
    const next = { ...configuration, [code]: value }
    const result = resolveConfiguration(product, next)
    setConfiguration(next)
    const search = new URLSearchParams(location.search)
    if (!result.ok) {
      // spec 000 §4, §8: a change without a matching variant warns.
      notify({ message: t('product.noSuchConfiguration'), type: 'warning' })
      search.delete(CHILD_SKU_PARAM)
    } else if (result.complete) {
      search.set(CHILD_SKU_PARAM, result.variant.sku)
      const image = result.variant.image
      const index = typeof image === 'string' ? gallery.indexOf(image) : -1
      if (index >= 0) setPicture(index)
    } else {
      search.delete(CHILD_SKU_PARAM)
    }
    const query = search.toString()
    navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace: true, preventScrollReset: true },
    )
  }

  const gallery = useMemo(() => {
    const images = (product.media_gallery ?? []).map((entry) => entry.image)
    return images.length > 0 ? images : product.image ? [product.image] : []
  }, [product])

  // Built by the loader (the card library stays out of the product page's JavaScript).
  const { colours, card } = data
  const sizeCount = countSizes(product.configurable_options)

  useEffect(() => onFirstInteraction(() => void loadProductToAdd().catch(() => undefined)), [])

  // spec 000 §4 "Add to cart": the chosen child, the grouped members or the product itself.
  const addToCart = async () => {
    let build: Awaited<ReturnType<typeof loadProductToAdd>>
    try {
      build = await loadProductToAdd()
    } catch {
      notify({
        message: t(navigator.onLine ? 'lazy.loadError' : 'lazy.offlineError'),
        type: 'danger',
      })
      return
    }
    if (isConfigurable) {
      const child = build.resolveChildToAdd(product, configuration)
      if (!child) {
        notify({ message: t('product.noSuchConfiguration'), type: 'warning' })
        return
      }
      await cart.addToCart([build.buildConfigurableToAdd(product, child)])
    } else if (product.type_id === 'grouped') {
      await cart.addToCart([build.buildGroupedToAdd(product, linked)])
    } else {
      const final = price ? (price.special ?? price.regular) : undefined
      await cart.addToCart([
        build.buildSimpleToAdd(product, {
          bundle: bundleChoices,
          custom: customChoices,
          ...(final === undefined ? {} : { priceInclTax: final }),
        }),
      ])
    }
  }

  return (
    <div className={styles.page}>
      <Breadcrumbs routes={data.breadcrumbs} current={product.name} />
      <div className={styles.layout}>
        <ProductGallery
          images={gallery}
          name={product.name}
          selected={picture}
          onSelect={setPicture}
        />
        <div className={styles.details}>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.sku}>{t('product.sku', { sku: chosenChild?.sku ?? product.sku })}</p>
          {price ? (
            <div className={styles.price}>
              <ProductPrice price={price} large />
              <p className={styles.tax}>{t('price.inclTax')}</p>
              {specialUntil ? (
                <p className={styles.window}>{t('price.specialUntil', { date: specialUntil })}</p>
              ) : null}
            </div>
          ) : null}
          {colours.length > 1 ? (
            <nav aria-label={t('product.colours')} className={styles.colours}>
              {colours.map((colour) => (
                <Link
                  key={colour.sku}
                  to={colour.link}
                  aria-current={colour.sku === product.sku ? 'page' : undefined}
                  className={styles.colour}
                >
                  {colour.label}
                </Link>
              ))}
            </nav>
          ) : null}
          {/* One form for the choice and the add (D235): without JavaScript it posts to the
              route's action and the option buttons send the page a new choice; with it, the
              buttons and the add are handled here. */}
          <form method="post" className={styles.buyForm}>
            {options.map((option) =>
              configuration[option.attribute_code] == null || isSizeDropdown(option) ? null : (
                <input
                  key={option.attribute_code}
                  type="hidden"
                  name={configFieldName(option.attribute_code)}
                  value={configuration[option.attribute_code] ?? ''}
                />
              ),
            )}
            {options.map((option) =>
              isSizeDropdown(option) ? (
                <SizeDropdown
                  key={option.attribute_code}
                  ref={sizeSelect}
                  option={option}
                  onChoose={(value) => chooseOption(option.attribute_code, value)}
                />
              ) : (
                <OptionButtons
                  key={option.attribute_code}
                  option={option}
                  onChoose={(value) => chooseOption(option.attribute_code, value)}
                />
              ),
            )}
            {sizeCount > 0 || data.sizeGuidePath ? (
              <div className={styles.guides}>
                <button
                  type="button"
                  className={styles.guide}
                  onClick={() => showPanel('sizeGuide')}
                >
                  {t('product.sizeGuide')}
                </button>
                <button
                  type="button"
                  className={styles.guide}
                  onClick={() => showPanel('fitGuide')}
                >
                  {t('product.fitGuide')}
                </button>
              </div>
            ) : null}
            <Suspense fallback={null}>
              {product.type_id === 'bundle' ? (
                <BundleOptions
                  product={product}
                  linked={linked}
                  choices={bundleChoices}
                  onChoose={(optionId, linkId) =>
                    setBundleChoices((choices) => ({ ...choices, [optionId]: linkId }))
                  }
                />
              ) : null}
              {hasCustomOptionChoices(product) ? (
                <CustomOptions
                  product={product}
                  choices={customChoices}
                  onChange={(optionId, values) =>
                    setCustomChoices((choices) => ({ ...choices, [optionId]: values }))
                  }
                />
              ) : null}
              {product.type_id === 'grouped' ? (
                <GroupedTable product={product} linked={linked} />
              ) : null}
            </Suspense>
            {errors.variants ? (
              <p role="alert" className={styles.error}>
                {t('product.noVariants')}
              </p>
            ) : (
              <p className={inStock ? styles.inStock : styles.outOfStock}>
                {inStock ? t('product.inStock') : t('product.outOfStock')}
              </p>
            )}
            <AddToCartButton
              errors={errors}
              regularPrice={price?.regular}
              finalPrice={price ? (price.special ?? price.regular) : undefined}
              sizeCount={sizeCount}
              selectedSize={configuration[SIZE_ATTRIBUTE_CODE] ?? null}
              onOpenSizeSelector={() => sizeSelect.current?.focus()}
              onAdd={addToCart}
            />
          </form>
          <WishlistHeart card={card} label={t('wishlist.add')} />
          {product.description ? (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className={styles.subtitle}>
                {t('product.description')}
              </h2>
              {/* The catalogue's own HTML description, as VSF1 renders it. */}
              <div dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          ) : null}
        </div>
      </div>
      <ProductReviews
        reviews={data.reviews}
        product={{ id: Number(product.id), name: product.name }}
      />
      <RecentlyViewed current={card} />
      <Suspense fallback={null}>
        {openPanel === 'sizeGuide' ? (
          <SizeGuidePanel path={data.sizeGuidePath} onClose={closePanel} />
        ) : null}
        {openPanel === 'fitGuide' ? (
          <FitGuidePanel
            text={typeof product.fit === 'string' ? product.fit : null}
            onClose={closePanel}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
