// The engine's returns as the API answers them (packages/contracts/returns.ts): dates as ISO 8601,
// money as decimals converted from cents, the reason by its code.
import type { ReturnableOrder, ReturnAnswer } from '@vitrine/contracts/returns'
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import type {
  ReturnableOrder as EngineReturnableOrder,
  ReturnRecord,
} from '../../adapters/commerce/commerce.port.js'

export function toReturnAnswer(record: ReturnRecord): ReturnAnswer {
  return {
    id: record.id,
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    status: record.status,
    reason: record.reasonCode,
    comment: record.comment,
    isFree: record.isFree,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    items: record.items.map((item) => ({ ...item })),
  }
}

export function toReturnableAnswer(order: EngineReturnableOrder): ReturnableOrder {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    isReturnable: order.isReturnable,
    returnableUntil: order.returnableUntil.toISOString(),
    items: order.items.map((item) => ({
      orderItemId: item.orderItemId,
      sku: item.sku,
      name: item.name,
      qtyOrdered: item.qtyOrdered,
      qtyReturnable: item.qtyReturnable,
      priceInclTax: convertMinorToDecimal(item.priceInclTaxCents),
      sizes: item.sizes,
    })),
  }
}
