// Returns (RMA; spec 001 §3, §4, §5, §7, §9; D163–D166): a customer returns lines of their own
// orders and reads their returns; a guest names the order number and the last name on the order,
// and a wrong pair is the same 404 as an unknown order (D164). Each new return is confirmed by
// mail to the order's address; a mail that fails never undoes the return.
import type {
  GuestOrderBody,
  GuestReturnBody,
  ReturnAnswer,
  ReturnableOrder,
  ReturnReasons,
  ReturnRequestBody,
  ReturnsList,
} from '@vitrine/contracts/returns'
import type {
  ReturnOwner,
  ReturnPage,
  ReturnRecord,
} from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { NotFoundError } from '../../errors.js'
import { sendMailQuietly, type MailContext } from '../mail/mail-delivery.js'
import { renderReturnMail } from '../mail/return-mail.js'
import { ORDER_NOT_FOUND_MESSAGE } from '../user/order-detail.service.js'
import { toReturnableAnswer, toReturnAnswer } from './returns.mappers.js'

export async function listReasons(context: CommerceRequest): Promise<ReturnReasons> {
  const reasons = await context.commerce.listReturnReasons(context.storeView.storeCode)
  return { options: reasons.map((reason) => ({ value: reason.code, label: reason.label })) }
}

export async function listReturns(
  context: CommerceRequest,
  page: ReturnPage,
): Promise<ReturnsList> {
  const customerId = requireCustomer(context.caller)
  const { items, total } = await context.commerce.listCustomerReturns(customerId, page)
  return {
    items: items.map(toReturnAnswer),
    search_criteria: { page_size: page.pageSize, current_page: page.currentPage },
    total_count: total,
  }
}

export async function readReturn(
  context: CommerceRequest,
  returnId: number,
): Promise<ReturnAnswer> {
  const customerId = requireCustomer(context.caller)
  const record = await context.commerce.readCustomerReturn(customerId, returnId)
  if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE)
  return toReturnAnswer(record)
}

async function readReturnable(
  context: CommerceRequest,
  orderId: number | null,
  owner: ReturnOwner,
): Promise<ReturnableOrder> {
  const order = await context.commerce.readReturnableOrder(orderId, owner)
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE)
  return toReturnableAnswer(order)
}

/** One of the customer's orders with what is left to return. */
export function readCustomerReturnable(context: CommerceRequest, orderId: number) {
  return readReturnable(context, orderId, { customerId: requireCustomer(context.caller) })
}

/** spec 001 §7 GET guest order: the order a guest named, or the same 404 as an unknown one. */
export function readGuestOrder(context: CommerceRequest, body: GuestOrderBody) {
  return readReturnable(context, null, { orderNumber: body.orderId, lastName: body.lastName })
}

async function mailConfirmation(
  context: CommerceRequest,
  mail: MailContext,
  record: ReturnRecord,
): Promise<void> {
  const [order, reasons] = await Promise.all([
    context.commerce.readOrderForShop(record.orderId),
    context.commerce.listReturnReasons(context.storeView.storeCode),
  ])
  if (!order) return
  const firstname = order.billingAddress.firstname
  await sendMailQuietly(
    mail,
    renderReturnMail({
      storeView: context.storeView,
      to: order.email,
      firstname: typeof firstname === 'string' ? firstname : '',
      record,
      reasonLabel: reasons.find((reason) => reason.code === record.reasonCode)?.label ?? '',
    }),
  )
}

type RequestLines = Pick<ReturnRequestBody, 'reason' | 'comment' | 'items'>

async function requestReturn(
  context: CommerceRequest,
  mail: MailContext,
  orderId: number | null,
  owner: ReturnOwner,
  body: RequestLines,
): Promise<ReturnAnswer> {
  const record = await context.commerce.createReturn({
    orderId,
    owner,
    reasonCode: body.reason,
    comment: body.comment,
    lines: body.items,
    storeCode: context.storeView.storeCode,
  })
  await mailConfirmation(context, mail, record)
  return toReturnAnswer(record)
}

export function createCustomerReturn(
  context: CommerceRequest,
  mail: MailContext,
  body: ReturnRequestBody,
): Promise<ReturnAnswer> {
  const customerId = requireCustomer(context.caller)
  return requestReturn(context, mail, body.orderId, { customerId }, body)
}

export function createGuestReturn(
  context: CommerceRequest,
  mail: MailContext,
  body: GuestReturnBody,
): Promise<ReturnAnswer> {
  return requestReturn(
    context,
    mail,
    null,
    { orderNumber: body.orderId, lastName: body.lastName },
    body,
  )
}
