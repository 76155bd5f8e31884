import type { VariantChild } from './variant-child.js'

export interface ChildSpec {
  readonly color?: string
  readonly size?: string
  readonly price?: number
  readonly status?: number
  readonly inStock?: boolean
}

/** A configurable child with colour and size attributes, enabled and in stock unless told. */
export function makeChild(sku: string, spec: ChildSpec = {}): VariantChild {
  const custom_attributes = [
    ...(spec.color === undefined ? [] : [{ attribute_code: 'color', value: spec.color }]),
    ...(spec.size === undefined ? [] : [{ attribute_code: 'size', value: spec.size }]),
  ]
  return {
    sku,
    status: spec.status ?? 1,
    stock: { is_in_stock: spec.inStock ?? true },
    price_incl_tax: spec.price ?? 24.95,
    custom_attributes,
  }
}

/** Red and blue caps in S, M and L; blue L is out of stock, red M disabled. */
export const capChildren: VariantChild[] = [
  makeChild('CAP-RED-S', { color: '50', size: '167', price: 24.95 }),
  makeChild('CAP-RED-M', { color: '50', size: '168', price: 22.95, status: 2 }),
  makeChild('CAP-RED-L', { color: '50', size: '169', price: 26.95 }),
  makeChild('CAP-BLUE-S', { color: '51', size: '167', price: 21.95 }),
  makeChild('CAP-BLUE-M', { color: '51', size: '168', price: 24.95 }),
  makeChild('CAP-BLUE-L', { color: '51', size: '169', price: 19.95, inStock: false }),
]

export const capOptions = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    label: 'Color',
    values: [
      { label: 'Red', value_index: 50 },
      { label: 'Blue', value_index: 51 },
    ],
  },
  {
    attribute_id: 142,
    attribute_code: 'size',
    label: 'Size',
    values: [
      { label: 'S', value_index: 167 },
      { label: 'M', value_index: 168 },
      { label: 'L', value_index: 169 },
    ],
  },
]
