// The account area's data as its pages show it (spec 001 §3 User; vsf order history).
import type { OrderHistoryOrder } from '@vitrine/contracts/order-history'

export interface AccountAddress {
  id: number
  firstname: string
  lastname: string
  street: string
  houseNumber: string
  city: string
  postcode: string
  countryId: string
  telephone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

export interface AccountProfile {
  firstname: string
  lastname: string
  email: string
  addresses: AccountAddress[]
}

export interface OrderAddress {
  firstname: string
  lastname: string
  street: string[]
  city: string
  postcode: string
  country_id: string
}

export interface AccountOrderDetail extends OrderHistoryOrder {
  subtotal_incl_tax?: number | undefined
  billing_address?: OrderAddress | null | undefined
  shipping_address?: OrderAddress | null | undefined
  shipping_method?: string | null | undefined
}
