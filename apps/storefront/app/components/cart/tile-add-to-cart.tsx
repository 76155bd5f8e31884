// The add-to-cart of a product tile (spec 001 §2 "Product tile", §4 button states; 000 §4): a
// configurable product with more than one child first shows a size picker (radio buttons,
// out-of-stock sizes disabled), then adds the chosen child on the next click. The button follows
// the product page's rules: disabled while adding or without a regular price. The wishlist's
// 'Move to cart' is this button with its own label and `onAdded` (spec 001 §2). Given the
// product page's address, the button works without JavaScript too (D235): it posts to that page's
// action, which adds a product with nothing to choose and comes back here, and sends a shopper who
// must choose a size to the product page.
import { isAddToCartDisabled } from '@vitrine/variants/add-to-cart-validation'
import { useLocation } from '@remix-run/react'
import { useId, useState } from 'react'
import { ADD_TO_CART_INTENT, RETURN_FIELD } from '~/lib/cart/product-form'
import { type TileCart, tileChoiceToAdd } from '~/lib/cart/tile-cart'
import { useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import { useNotifications } from '~/components/shell/notifications-provider'
import styles from '~/components/catalogue/product-card.module.css'

export function TileAddToCart({
  name,
  cart,
  label,
  onAdded,
  page,
}: {
  name: string
  cart: TileCart
  /** The product page's address: without JavaScript the button posts its form there. */
  page?: string
  /** The button's text instead of 'Add to cart'. */
  label?: string
  /** Called after the product went into the cart. */
  onAdded?: () => void
}) {
  const t = useTranslate()
  const { notify } = useNotifications()
  const { addToCart, isAdding } = useCart()
  const [picking, setPicking] = useState(false)
  const [chosen, setChosen] = useState<number | null>(null)
  const groupName = useId()
  const disabled = isAddToCartDisabled({
    errors: null,
    regularPrice: cart.regularPrice,
    isAddingToCart: isAdding,
  })

  const add = async () => {
    if (cart.product) {
      if (await addToCart([cart.product])) onAdded?.()
      return
    }
    if (!picking) {
      setPicking(true)
      return
    }
    const choice = chosen === null ? undefined : cart.choices[chosen]
    if (!choice || !cart.parent) {
      notify({ message: t('validation.sizeRequired'), type: 'warning' })
      return
    }
    if (await addToCart([tileChoiceToAdd(cart.parent, choice)])) {
      setPicking(false)
      setChosen(null)
      onAdded?.()
    }
  }

  const button = (
    <button
      type={page ? 'submit' : 'button'}
      {...(page ? { name: 'intent', value: ADD_TO_CART_INTENT } : {})}
      className={styles.addToCart}
      disabled={disabled}
      aria-busy={isAdding}
      aria-label={`${label ?? t('product.addToCart')}: ${name}`}
      onClick={(event) => {
        event.preventDefault()
        void add()
      }}
    >
      {isAdding ? t('product.addingToCart') : (label ?? t('product.addToCart'))}
    </button>
  )

  return (
    <div className={styles.cart}>
      {picking ? (
        <fieldset className={styles.sizes}>
          <legend className={styles.sizesLegend}>{t('product.chooseSizeFor', { name })}</legend>
          {cart.choices.map((choice, index) => (
            <label
              key={choice.sku}
              className={`${styles.size} ${choice.available ? '' : styles.unavailable}`}
            >
              <input
                type="radio"
                name={groupName}
                value={choice.sku}
                checked={chosen === index}
                disabled={!choice.available}
                onChange={() => setChosen(index)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {page ? (
        <form method="post" action={page} className={styles.cartForm}>
          {/* A product with nothing to choose comes back to this page (D235). */}
          {cart.product ? <ReturnField /> : null}
          {button}
        </form>
      ) : (
        button
      )}
    </div>
  )
}

/** The page the add comes back to: this one, with its query. */
function ReturnField() {
  const location = useLocation()
  return (
    <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
  )
}
