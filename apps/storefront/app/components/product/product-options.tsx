// Configurable option pickers (spec 001 §2 "Product size selector", 000 §4): each option's values
// with their availability from @vitrine/variants. The size is a dropdown above 5 sizes, buttons
// otherwise, one disabled button for a one-size product; unavailable (out-of-stock) sizes are
// disabled and struck through. The size and fit guide buttons open their panels. Both are fields of
// the page's add-to-cart form, so a choice works without JavaScript (D235).
import type { OptionAvailability } from '@vitrine/variants/option-availability'
import { chooseSizeSelectorMode, SIZE_ATTRIBUTE_CODE } from '@vitrine/variants/size-selector'
import { forwardRef, useId } from 'react'
import { CHOOSE_FIELD, chooseValue, configFieldName } from '~/lib/cart/product-form'
import { useTranslate } from '~/lib/use-store-view'
import styles from './product-options.module.css'

export function OptionButtons({
  option,
  onChoose,
}: {
  option: OptionAvailability
  onChoose: (value: string) => void
}) {
  const single = option.values.length === 1 && option.attribute_code === SIZE_ATTRIBUTE_CODE
  return (
    <fieldset className={styles.option}>
      <legend className={styles.legend}>{option.label}</legend>
      <ul className={styles.values}>
        {option.values.map((value) => (
          <li key={value.value_index}>
            {/* Without JavaScript the button sends the form to the page with this choice (D235). */}
            <button
              type="submit"
              formMethod="get"
              name={CHOOSE_FIELD}
              value={chooseValue(option.attribute_code, value.value_index)}
              className={`${styles.value} ${value.available ? '' : styles.unavailable}`}
              aria-pressed={value.selected}
              disabled={single || !value.available}
              onClick={(event) => {
                event.preventDefault()
                onChoose(value.value_index)
              }}
            >
              {value.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

export const SizeDropdown = forwardRef<
  HTMLSelectElement,
  { option: OptionAvailability; onChoose: (value: string) => void }
>(function SizeDropdown({ option, onChoose }, ref) {
  const t = useTranslate()
  const id = useId()
  const selected = option.values.find((value) => value.selected)?.value_index ?? ''
  return (
    <div className={styles.option}>
      <label htmlFor={id} className={styles.legend}>
        {option.label}
      </label>
      {/* Without JavaScript the chosen size is sent with the add to cart (D235). */}
      <select
        ref={ref}
        id={id}
        name={configFieldName(option.attribute_code)}
        className={styles.select}
        value={selected}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="" disabled>
          {t('product.chooseOption', { option: option.label })}
        </option>
        {option.values.map((value) => (
          <option
            key={value.value_index}
            value={value.value_index}
            disabled={!value.available}
            className={value.available ? undefined : styles.unavailable}
          >
            {value.label}
          </option>
        ))}
      </select>
    </div>
  )
})

/** Chooses the picker of one option: the size by its selector mode, others as buttons. */
export function isSizeDropdown(option: OptionAvailability): boolean {
  return (
    option.attribute_code === SIZE_ATTRIBUTE_CODE &&
    chooseSizeSelectorMode(option.values.length) === 'dropdown'
  )
}
