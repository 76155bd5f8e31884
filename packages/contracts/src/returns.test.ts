// The returns contract (spec 001 §5, §9; D163, D164): the guest's order ID (numbers only) and last
// name, the request's reason and quantities, the list's defaults.
import { describe, expect, it } from 'vitest'
import {
  GuestReturnBodySchema,
  ReturnRequestBodySchema,
  ReturnsListQuerySchema,
  ReturnReasonParamsSchema,
} from './returns.js'

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('returns contract', () => {
  it('lists 10 returns of page 1 unless asked otherwise (spec 001 §9)', () => {
    expect(ReturnsListQuerySchema.parse({})).toEqual({ pageSize: 10, currentPage: 1 })
  })

  it('names spec 001 §5’s texts for a guest’s order ID, last name and reason', () => {
    expect(
      issues(
        GuestReturnBodySchema.safeParse({
          orderId: '12a',
          lastName: '',
          reason: '',
          items: [{ orderItemId: 1, qty: 1 }],
        }),
      ),
    ).toEqual([
      ['orderId', 'Your Order ID can only contain numbers'],
      ['lastName', 'Please provide your last name on your order'],
      ['reason', 'Please select your return reason.'],
    ])
    expect(
      issues(
        GuestReturnBodySchema.safeParse({ orderId: '', lastName: 'x', reason: 'r', items: [] }),
      ),
    ).toEqual([
      ['orderId', 'Please provide an Order ID'],
      ['orderId', 'Your Order ID can only contain numbers'],
      ['items', 'Field is required'],
    ])
  })

  it('wants at least one unit per line and a size that is not blank', () => {
    expect(
      issues(
        ReturnRequestBodySchema.safeParse({
          orderId: 3,
          reason: 'damaged',
          items: [{ orderItemId: 1, qty: 0, exchangeSize: ' ' }],
        }),
      ),
    ).toEqual([
      ['items.0.qty', 'Quantity must be above 0'],
      ['items.0.exchangeSize', 'Please select a size'],
    ])
    expect(
      ReturnRequestBodySchema.parse({
        orderId: 3,
        reason: 'damaged',
        items: [{ orderItemId: 1, qty: 2 }],
      }),
    ).toEqual({ orderId: 3, reason: 'damaged', comment: '', items: [{ orderItemId: 1, qty: 2 }] })
  })

  it('takes lower-case reason codes only', () => {
    expect(ReturnReasonParamsSchema.safeParse({ code: 'too-small' }).success).toBe(true)
    expect(ReturnReasonParamsSchema.safeParse({ code: 'Too Small' }).success).toBe(false)
  })
})
