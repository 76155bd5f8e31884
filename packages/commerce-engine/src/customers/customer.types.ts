// Customers, their sign-up input, saved addresses, session tokens and one-time keys.

export interface CustomerRecord {
  id: number
  email: string
  firstname: string
  lastname: string
  groupId: number
  storeCode: string
  /** false until the e-mail address is confirmed: such an account cannot log in (spec 001 §4). */
  isConfirmed: boolean
  createdAt: Date
  updatedAt: Date
}

/** A saved address (Magento's customer address; spec 001 §3). */
export interface CustomerAddressRecord {
  id: number
  customerId: number
  firstname: string
  lastname: string
  company: string | null
  street: string[]
  city: string
  postcode: string
  countryId: string
  region: { region?: string; region_code?: string; region_id?: number } | null
  telephone: string | null
  vatId: string | null
  isDefaultShipping: boolean
  isDefaultBilling: boolean
}

/** The customer with their saved addresses (the profile). */
export interface CustomerProfile extends CustomerRecord {
  addresses: CustomerAddressRecord[]
}

/** An address to save: with `id` it updates that saved address of the same customer. */
export interface CustomerAddressValues {
  id?: number
  /** When given it must be the customer's own id. */
  customerId?: number
  firstname: string
  lastname: string
  company?: string
  street: string[]
  city: string
  postcode: string
  countryId: string
  region?: { region?: string; region_code?: string; region_id?: number }
  telephone?: string
  vatId?: string
  isDefaultShipping?: boolean
  isDefaultBilling?: boolean
}

export interface CustomerSignUp {
  email: string
  firstname: string
  lastname: string
  password: string
  storeCode: string
  addresses?: CustomerAddressValues[]
}

/** A new account and the key that activates it (mailed to the customer, stored only hashed). */
export interface CustomerSignUpResult {
  customer: CustomerProfile
  confirmationKey: string
}

/** The profile fields a customer changes (spec 001 §3); addresses omitted stay as they are. */
export interface CustomerProfileChange {
  email: string
  firstname: string
  lastname: string
  addresses?: CustomerAddressValues[]
}

export interface CustomerProfileChangeResult {
  customer: CustomerProfile
  /** Set when the e-mail changed: the tokens are revoked and this key must confirm the new address. */
  confirmationKey: string | null
}

/** A one-time key issued for a customer: an activation key or a password reset token. */
export interface CustomerKeyGrant {
  customer: CustomerRecord
  key: string
}

export interface CustomerTokens {
  accessToken: string
  refreshToken: string
}

export interface TokenLifetimes {
  accessSeconds: number
  refreshSeconds: number
  /** How long an account confirmation key works (default 7 days, D104). */
  confirmationSeconds?: number
  /** How long a password reset token works (default 2 hours, D104). */
  resetSeconds?: number
}
