// The pickers of bundle and custom-option products and the grouped product table (spec 000 §3,
// §4 "Prices"): a change recomputes the page's price; every amount shown comes from the BFF. The
// pickers are fields of the page's add-to-cart form, posted as they are without JavaScript (D235).
import { Link } from '@remix-run/react'
import type { BundleChoices, CustomOptionChoices } from '~/lib/catalog/product-configuration'
import type { ShownProduct } from '~/lib/catalog/product-document'
import { buildProductPath } from '~/lib/catalog/product-path'
import { bundleFieldName, customFieldName } from '~/lib/cart/product-form'
import { describeShownPrice } from '~/lib/catalog/shown-price'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './product-extras.module.css'
import { ProductPrice } from './product-price'

export function BundleOptions({
  product,
  linked,
  choices,
  onChoose,
}: {
  product: ShownProduct
  linked: ShownProduct[]
  choices: BundleChoices
  onChoose: (optionId: string, linkId: string) => void
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const bySku = new Map(linked.map((item) => [item.sku, item]))
  return (
    <section className={styles.block} aria-label={t('product.bundleOptions')}>
      {(product.bundle_options ?? []).map((option) => (
        <fieldset key={option.option_id} className={styles.fieldset}>
          <legend className={styles.legend}>{option.title ?? option.sku}</legend>
          {option.product_links.map((link) => {
            const item = bySku.get(link.sku)
            const price = item?.prices?.final.incl
            return (
              <label key={link.id ?? link.sku} className={styles.choice}>
                <input
                  type="radio"
                  name={bundleFieldName(option.option_id)}
                  value={String(link.id)}
                  checked={choices[String(option.option_id)] === String(link.id)}
                  onChange={() => onChoose(String(option.option_id), String(link.id))}
                />
                <span>{item?.name ?? link.sku}</span>
                {price === undefined ? null : (
                  <span className={styles.amount}>{formatPrice(price, storeView)}</span>
                )}
              </label>
            )
          })}
        </fieldset>
      ))}
    </section>
  )
}

export function CustomOptions({
  product,
  choices,
  onChange,
}: {
  product: ShownProduct
  choices: CustomOptionChoices
  onChange: (optionId: string, valueIds: string[]) => void
}) {
  const t = useTranslate()
  const options = (product.custom_options ?? []).filter(
    (option) => (option.values ?? []).length > 0,
  )
  if (options.length === 0) return null
  return (
    <section className={styles.block} aria-label={t('product.options')}>
      {options.map((option) => {
        const id = String(option.option_id)
        const chosen = choices[id] ?? []
        const values = option.values ?? []
        if (option.type === 'drop_down') {
          return (
            <label key={id} className={styles.fieldset}>
              <span className={styles.legend}>{option.title}</span>
              <select
                name={customFieldName(id)}
                value={chosen[0] ?? ''}
                onChange={(event) => onChange(id, event.target.value ? [event.target.value] : [])}
              >
                <option value="">{t('product.noOption')}</option>
                {values.map((value) => (
                  <option key={value.option_type_id} value={String(value.option_type_id)}>
                    {value.title}
                  </option>
                ))}
              </select>
            </label>
          )
        }
        const multiple = option.type === 'checkbox' || option.type === 'multiple'
        return (
          <fieldset key={id} className={styles.fieldset}>
            <legend className={styles.legend}>{option.title}</legend>
            {values.map((value) => {
              const valueId = String(value.option_type_id)
              return (
                <label key={valueId} className={styles.choice}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={customFieldName(id)}
                    value={valueId}
                    checked={chosen.includes(valueId)}
                    onChange={() =>
                      onChange(
                        id,
                        multiple
                          ? chosen.includes(valueId)
                            ? chosen.filter((item) => item !== valueId)
                            : [...chosen, valueId]
                          : [valueId],
                      )
                    }
                  />
                  <span>{value.title}</span>
                </label>
              )
            })}
          </fieldset>
        )
      })}
    </section>
  )
}

/** spec 000 §4: a grouped product lists its associated products, each counted once. */
export function GroupedTable({
  product,
  linked,
}: {
  product: ShownProduct
  linked: ShownProduct[]
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const members = (product.product_links ?? [])
    .filter((link) => link.link_type === 'associated')
    .flatMap((link) => {
      const item = linked.find((candidate) => candidate.sku === link.linked_product_sku)
      return item ? [{ item, qty: link.qty ?? 1 }] : []
    })
  if (members.length === 0) return null
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('product.groupedProduct')}</th>
          <th scope="col">{t('product.groupedPrice')}</th>
          <th scope="col">{t('product.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map(({ item, qty }) => {
          const price = describeShownPrice(item.prices)
          return (
            <tr key={item.sku}>
              <td>
                <Link to={buildProductPath(storeView, item)}>{item.name}</Link>
              </td>
              <td>{price ? <ProductPrice price={price} /> : null}</td>
              <td>{qty}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
