// A customer's saved addresses (spec 001 §3; D103). The profile sends the whole list: an address
// with an id updates that saved address, one without is added, saved ones left out are deleted
// (Magento's PUT /V1/customers/me). An id or customer id that is not the customer's own refuses
// the whole change (vsf-api-contract §1.6: 'Provided invalid address.id or address.customer_id').
import { and, asc, eq, notInArray, sql } from 'drizzle-orm'
import type { CustomerAddressRecord, CustomerAddressValues } from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerAddresses } from '../db/schema.js'
import { ForeignAddressError } from '../errors.js'

type AddressRow = typeof customerAddresses.$inferSelect

export function toAddressRecord(row: AddressRow): CustomerAddressRecord {
  return {
    id: row.id,
    customerId: row.customerId,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    countryId: row.countryId,
    region: row.region ?? null,
    telephone: row.telephone,
    vatId: row.vatId,
    isDefaultShipping: row.isDefaultShipping,
    isDefaultBilling: row.isDefaultBilling,
  }
}

export async function readCustomerAddresses(
  db: CommerceDb,
  customerId: number,
): Promise<CustomerAddressRecord[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id))
  return rows.map(toAddressRecord)
}

function toColumns(address: CustomerAddressValues) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryId: address.countryId.toUpperCase(),
    region: address.region ?? null,
    telephone: address.telephone ?? null,
    vatId: address.vatId ?? null,
    isDefaultShipping: address.isDefaultShipping ?? false,
    isDefaultBilling: address.isDefaultBilling ?? false,
    updatedAt: sql`now()`,
  }
}

/** Makes the saved list exactly `addresses` (inside the caller's transaction). */
export async function replaceCustomerAddresses(
  tx: CommerceDb,
  customerId: number,
  addresses: readonly CustomerAddressValues[],
): Promise<CustomerAddressRecord[]> {
  const saved = await readCustomerAddresses(tx, customerId)
  const savedIds = new Set(saved.map((address) => address.id))
  for (const address of addresses) {
    const foreignOwner = address.customerId !== undefined && address.customerId !== customerId
    if (foreignOwner || (address.id !== undefined && !savedIds.has(address.id))) {
      throw new ForeignAddressError()
    }
  }
  const keptIds = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]))
  await tx
    .delete(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        keptIds.length > 0 ? notInArray(customerAddresses.id, keptIds) : undefined,
      ),
    )
  for (const address of addresses) {
    if (address.id === undefined) {
      await tx.insert(customerAddresses).values({ customerId, ...toColumns(address) })
    } else {
      await tx
        .update(customerAddresses)
        .set(toColumns(address))
        .where(
          and(eq(customerAddresses.id, address.id), eq(customerAddresses.customerId, customerId)),
        )
    }
  }
  return readCustomerAddresses(tx, customerId)
}
