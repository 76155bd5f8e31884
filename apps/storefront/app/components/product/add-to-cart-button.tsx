// The add-to-cart button's rules (spec 000 §5, 001 §4, §5) through @vitrine/variants: disabled when
// the product has errors, its regular price is 0 or an add is in progress; with more than one size
// and none chosen nothing is added (above 5 sizes the size selector opens, otherwise 'Please select
// a size' shows); an unknown or negative price is refused. Then `onAdd` puts the product in the
// cart; the button shows its adding state (spinner) meanwhile (spec 001 §4).
import {
  checkSizeChosen,
  isAddToCartDisabled,
  validateAddToCart,
} from '@vitrine/variants/add-to-cart-validation'
import { ADD_TO_CART_INTENT } from '~/lib/cart/product-form'
import { useTranslate } from '~/lib/use-store-view'
import { useCart } from '~/components/cart/cart-provider'
import styles from './product-page.module.css'
import { useNotifications } from '~/components/shell/notifications-provider'

export function AddToCartButton({
  errors,
  regularPrice,
  finalPrice,
  sizeCount,
  selectedSize,
  onOpenSizeSelector,
  onAdd,
}: {
  errors: Record<string, string>
  regularPrice: number | undefined
  finalPrice: number | undefined
  sizeCount: number
  selectedSize: string | null
  onOpenSizeSelector: () => void
  onAdd: () => Promise<unknown>
}) {
  const t = useTranslate()
  const { notify } = useNotifications()
  const { isAdding } = useCart()
  const disabled = isAddToCartDisabled({ errors, regularPrice, isAddingToCart: isAdding })

  const validate = () => {
    const size = checkSizeChosen(sizeCount, selectedSize)
    if (!size.ok) {
      if (size.action === 'open-size-selector') onOpenSizeSelector()
      else notify({ message: t('validation.sizeRequired'), type: 'warning' })
      return
    }
    const check = validateAddToCart({ price_incl_tax: finalPrice ?? null, errors })
    if (!check.ok) {
      notify({ message: t('cart.priceUnknown'), type: 'danger' })
      return
    }
    void onAdd()
  }

  return (
    // Without JavaScript it posts the page's form to the route's action (D235).
    <button
      type="submit"
      name="intent"
      value={ADD_TO_CART_INTENT}
      className={styles.addToCart}
      disabled={disabled}
      aria-busy={isAdding}
      onClick={(event) => {
        event.preventDefault()
        validate()
      }}
    >
      {isAdding ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {t('product.addingToCart')}
        </>
      ) : (
        t('product.addToCart')
      )}
    </button>
  )
}
