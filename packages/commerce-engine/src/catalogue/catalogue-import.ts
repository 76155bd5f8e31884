// Loads what the commerce engine needs from the catalogue (D21): one row per sellable
// sku (configurable children included, read from `configurable_children` when the catalogue does
// not also carry them as their own documents), its price, special price window, tax class and
// the options a cart line can choose; the tax rules; and stock per sku. Upserts in one
// transaction, so an import is all or nothing and running it twice changes nothing. Stock rows
// keep their `reserved` units: importing never frees what placed orders hold.
import type { Product } from '@vitrine/contracts/catalog/product'
import type { ConfigurableChild } from '@vitrine/contracts/catalog/product-parts'
import type { TaxRule } from '@vitrine/contracts/catalog/tax-rule'
import { parseDecimalToMinor } from '@vitrine/pricing/money'
import { sql } from 'drizzle-orm'
import type { CatalogueImport, CatalogueImportSummary } from './catalogue.types.js'
import type { CommerceDb } from '../db/database.js'
import { products, stockItems, taxRules, type StoredProductOptions } from '../db/schema.js'

type ProductRow = typeof products.$inferInsert
type StockRow = typeof stockItems.$inferInsert

// Rows per INSERT: PostgreSQL allows 65535 bind parameters per statement.
const BATCH_SIZE = 500

function readCents(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : parseDecimalToMinor(value)
}

function readDate(value: string | number | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value)
}

function readChildValue(child: ConfigurableChild, attributeCode: string): string | undefined {
  const direct = (child as Record<string, unknown>)[attributeCode]
  if (typeof direct === 'number' || typeof direct === 'string') return String(direct)
  const custom = child.custom_attributes?.find((entry) => entry.attribute_code === attributeCode)
  const value = custom?.value
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined
}

function buildOptions(product: Product): StoredProductOptions {
  const options: StoredProductOptions = {}
  if (product.type_id === 'configurable' && product.configurable_options) {
    options.configurableOptions = product.configurable_options.map((option) => ({
      attributeId: String(option.attribute_id),
      attributeCode: option.attribute_code,
      label: option.label,
      values: option.values.map((value) => ({
        valueIndex: String(value.value_index),
        label: value.label ?? '',
      })),
    }))
    options.variants = (product.configurable_children ?? []).map((child) => {
      const values: Record<string, string> = {}
      for (const option of product.configurable_options ?? []) {
        const value = readChildValue(child, option.attribute_code)
        if (value !== undefined) values[String(option.attribute_id)] = value
      }
      return { sku: child.sku, values }
    })
  }
  if (product.custom_options?.length) {
    options.customOptions = product.custom_options.map((option) => ({
      optionId: String(option.option_id),
      title: option.title,
      type: option.type,
      ...(option.price === undefined ? {} : { price: option.price }),
      ...(option.price_type === undefined ? {} : { priceType: option.price_type }),
      ...(option.values
        ? {
            values: option.values.map((value) => ({
              optionTypeId: String(value.option_type_id),
              title: value.title,
              price: value.price,
              priceType: value.price_type,
            })),
          }
        : {}),
    }))
  }
  if (product.type_id === 'bundle' && product.bundle_options) {
    options.bundleOptions = product.bundle_options.map((option) => ({
      optionId: String(option.option_id),
      title: option.title ?? '',
      links: option.product_links.map((link) => ({
        id: String(link.id ?? link.sku),
        sku: link.sku,
        qty: link.qty,
        isDefault: link.is_default,
        ...(typeof link.price === 'number' ? { price: link.price } : {}),
      })),
    }))
  }
  return options
}

function toProductRow(product: Product, parentSku: string | null): ProductRow {
  return {
    sku: product.sku,
    productId: product.id,
    parentSku,
    typeId: product.type_id,
    name: product.name,
    status: product.status,
    priceCents: readCents(product.price) ?? 0,
    specialPriceCents: readCents(product.special_price),
    specialFromDate: readDate(product.special_from_date),
    specialToDate: readDate(product.special_to_date),
    taxClassId: product.tax_class_id ?? null,
    options: buildOptions(product),
  }
}

function toChildRow(child: ConfigurableChild, parent: Product): ProductRow {
  return {
    sku: child.sku,
    productId: child.id ?? parent.id,
    parentSku: parent.sku,
    typeId: 'simple',
    name: child.name ?? parent.name,
    status: child.status ?? parent.status,
    priceCents: readCents(child.price ?? parent.price) ?? 0,
    specialPriceCents: readCents(child.special_price),
    specialFromDate: readDate(child.special_from_date),
    specialToDate: readDate(child.special_to_date),
    taxClassId:
      typeof child.tax_class_id === 'number' ? child.tax_class_id : (parent.tax_class_id ?? null),
    options: {},
  }
}

function toStockRow(sku: string, productId: number, stock: Product['stock']): StockRow {
  return {
    sku,
    productId: stock?.product_id ?? productId,
    qty: Math.max(0, Math.floor(stock?.qty ?? 0)),
    manageStock: stock?.manage_stock ?? true,
    isInStock: stock?.is_in_stock ?? false,
  }
}

/** The product and stock rows of a catalogue; a sku's own document wins over its child entry. */
export function collectCatalogueRows(list: readonly Product[]) {
  const productRows = new Map<string, ProductRow>()
  const stockRows = new Map<string, StockRow>()
  const parentOf = new Map<string, string>()
  for (const product of list) {
    for (const child of product.configurable_children ?? []) {
      parentOf.set(child.sku, product.sku)
      if (!productRows.has(child.sku)) {
        productRows.set(child.sku, toChildRow(child, product))
        stockRows.set(child.sku, toStockRow(child.sku, child.id ?? product.id, child.stock))
      }
    }
  }
  for (const product of list) {
    productRows.set(product.sku, toProductRow(product, parentOf.get(product.sku) ?? null))
    stockRows.set(product.sku, toStockRow(product.sku, product.id, product.stock))
  }
  return { productRows: [...productRows.values()], stockRows: [...stockRows.values()] }
}

function toTaxRuleRow(rule: TaxRule, position: number): typeof taxRules.$inferInsert {
  return {
    id: String(rule.id),
    position,
    productTaxClassIds: rule.product_tax_class_ids,
    customerTaxClassIds: rule.customer_tax_class_ids,
    rates: rule.rates.map((rate) => ({
      rate: rate.rate,
      tax_country_id: rate.tax_country_id,
      region_name: rate.region_name ?? null,
      tax_region_id: rate.tax_region_id ?? null,
    })),
  }
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < list.length; start += size)
    chunks.push(list.slice(start, start + size))
  return chunks
}

export async function importCatalogueInto(
  db: CommerceDb,
  input: CatalogueImport,
): Promise<CatalogueImportSummary> {
  const { productRows, stockRows } = collectCatalogueRows(input.products)
  const ruleRows = input.taxRules.map(toTaxRuleRow)
  await db.transaction(async (tx) => {
    for (const batch of chunk(productRows, BATCH_SIZE)) {
      await tx
        .insert(products)
        .values(batch)
        .onConflictDoUpdate({
          target: products.sku,
          set: {
            productId: sql`excluded.product_id`,
            parentSku: sql`excluded.parent_sku`,
            typeId: sql`excluded.type_id`,
            name: sql`excluded.name`,
            status: sql`excluded.status`,
            priceCents: sql`excluded.price_cents`,
            specialPriceCents: sql`excluded.special_price_cents`,
            specialFromDate: sql`excluded.special_from_date`,
            specialToDate: sql`excluded.special_to_date`,
            taxClassId: sql`excluded.tax_class_id`,
            options: sql`excluded.options`,
            updatedAt: sql`now()`,
          },
        })
    }
    for (const batch of chunk(stockRows, BATCH_SIZE)) {
      await tx
        .insert(stockItems)
        .values(batch)
        .onConflictDoUpdate({
          target: stockItems.sku,
          set: {
            productId: sql`excluded.product_id`,
            qty: sql`excluded.qty`,
            manageStock: sql`excluded.manage_stock`,
            isInStock: sql`excluded.is_in_stock`,
            updatedAt: sql`now()`,
          },
        })
    }
    // Tax rules are a small set the catalogue owns whole: replace them.
    await tx.delete(taxRules)
    if (ruleRows.length > 0) await tx.insert(taxRules).values(ruleRows)
  })
  return { products: productRows.length, stockItems: stockRows.length, taxRules: ruleRows.length }
}
