// Bundle prices (spec 000 §4 "Prices"): the price starts at 0 and adds, for each bundle option, its
// link's unit price times the link's quantity. The link is the shopper's selection when there is
// one (spec 000 §3 "Bundle selection"; its option_qty overrides the link qty), otherwise the
// option's default link, otherwise its first link. A quantity below 0 is ignored.
import { readCountableQuantity } from './quantity.js'
import type { TaxedPrice } from './tax.js'
import { addTaxedPrices, multiplyTaxedPrice } from './tax.js'

export interface BundleLink {
  readonly id?: number | null
  readonly is_default?: boolean | null
  readonly qty?: number | null
  /** The linked product's unit price (from computeProductPrice). */
  readonly unitPrice: TaxedPrice
}

export interface BundleOption {
  readonly option_id: number | string
  readonly product_links: readonly BundleLink[]
}

export interface BundleSelection {
  readonly option_id: number | string
  readonly option_qty?: number | null
  readonly option_selections?: readonly (number | string)[] | null
}

interface ChosenLink {
  readonly link: BundleLink
  readonly qty: number | null | undefined
}

function chooseLinks(option: BundleOption, selection: BundleSelection | undefined): ChosenLink[] {
  const selected = (selection?.option_selections ?? []).map(String)
  if (selected.length > 0) {
    return option.product_links
      .filter((link) => selected.includes(String(link.id)))
      .map((link) => ({ link, qty: selection?.option_qty ?? link.qty ?? 1 }))
  }
  const link =
    option.product_links.find((candidate) => candidate.is_default) ?? option.product_links[0]
  return link ? [{ link, qty: link.qty ?? 1 }] : []
}

/** The unit price of a bundle from its options and the shopper's selections. */
export function computeBundlePrice(
  options: readonly BundleOption[],
  selections: readonly BundleSelection[] = [],
): TaxedPrice {
  const rows = options.flatMap((option) =>
    chooseLinks(
      option,
      selections.find((selection) => String(selection.option_id) === String(option.option_id)),
    ).flatMap((chosen) => {
      const qty = readCountableQuantity(chosen.qty)
      return qty === undefined ? [] : [multiplyTaxedPrice(chosen.link.unitPrice, qty)]
    }),
  )
  return addTaxedPrices(rows)
}
