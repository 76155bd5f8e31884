// The customer as vue-storefront reads it (vsf-api-contract §1.6: Magento's customer with its
// addresses and the ids of the default shipping and billing address), from the engine's profile.
import type { CustomerAddress, CustomerAddressValues } from '@vitrine/contracts/customer-address'
import { findStoreView } from '@vitrine/contracts/store-views'
import type { Customer } from '@vitrine/contracts/user'
import type {
  CustomerAddressRecord,
  CustomerAddressValues as EngineAddressValues,
  CustomerRecord,
} from '../../adapters/commerce/commerce.port.js'

function toCustomerAddress(record: CustomerAddressRecord): CustomerAddress {
  return {
    id: record.id,
    customer_id: record.customerId,
    firstname: record.firstname,
    lastname: record.lastname,
    ...(record.company === null ? {} : { company: record.company }),
    street: record.street,
    city: record.city,
    postcode: record.postcode,
    country_id: record.countryId,
    region: {
      region: record.region?.region ?? null,
      region_code: record.region?.region_code ?? null,
      region_id: record.region?.region_id ?? 0,
    },
    ...(record.telephone === null ? {} : { telephone: record.telephone }),
    ...(record.vatId === null ? {} : { vat_id: record.vatId }),
    ...(record.isDefaultShipping ? { default_shipping: true } : {}),
    ...(record.isDefaultBilling ? { default_billing: true } : {}),
  }
}

export function toCustomer(
  record: CustomerRecord & { addresses?: readonly CustomerAddressRecord[] },
): Customer {
  const store = findStoreView(record.storeCode)
  const addresses = record.addresses ?? []
  const defaultShipping = addresses.find((address) => address.isDefaultShipping)
  const defaultBilling = addresses.find((address) => address.isDefaultBilling)
  return {
    id: record.id,
    group_id: record.groupId,
    email: record.email,
    firstname: record.firstname,
    lastname: record.lastname,
    store_id: store?.storeId ?? 1,
    website_id: store?.websiteId ?? 1,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    addresses: addresses.map(toCustomerAddress),
    ...(defaultShipping ? { default_shipping: String(defaultShipping.id) } : {}),
    ...(defaultBilling ? { default_billing: String(defaultBilling.id) } : {}),
  }
}

/** An address of a request body (already checked by the contract) as the engine takes it. */
export function toAddressValues(address: CustomerAddressValues): EngineAddressValues {
  return {
    ...(address.id === undefined ? {} : { id: address.id }),
    ...(address.customer_id === undefined ? {} : { customerId: address.customer_id }),
    firstname: address.firstname,
    lastname: address.lastname,
    ...(address.company === undefined ? {} : { company: address.company }),
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryId: address.country_id,
    ...(address.region === undefined ? {} : { region: address.region }),
    ...(address.telephone === undefined ? {} : { telephone: address.telephone }),
    ...(address.vat_id === undefined ? {} : { vatId: address.vat_id }),
    ...(address.default_shipping === undefined
      ? {}
      : { isDefaultShipping: address.default_shipping }),
    ...(address.default_billing === undefined ? {} : { isDefaultBilling: address.default_billing }),
  }
}
