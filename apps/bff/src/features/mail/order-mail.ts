// The order confirmation mail (spec 001 §6): what was ordered, the totals, where it goes and how
// it is paid, in the store view's language; when the order created an account, its confirmation
// link too (D105: the account is activated from the mail like any other).
import { buildConfirmAccountPath } from '@vitrine/contracts/account-links'
import type { StoreView } from '@vitrine/contracts/store-views'
import { formatMinorAsDecimal } from '@vitrine/pricing/money'
import type { OrderDetailRecord, StoredAddress } from '../../adapters/commerce/commerce.port.js'
import type { OutgoingMail } from '../../adapters/mailer/mailer.port.js'
import { absoluteLink } from './account-mails.js'
import { fill, renderFrame, type MailBlock } from './mail-layout.js'
import { MAIL_TEXTS, mailLocaleOf } from './mail-texts.js'

export interface OrderMailInput {
  storeView: StoreView
  storefrontUrl: string
  order: OrderDetailRecord
  /** The key of the account created with the order. */
  accountConfirmationKey: string | null
}

function formatMoney(cents: number, storeView: StoreView): string {
  return new Intl.NumberFormat(storeView.i18n.defaultLocale, {
    style: 'currency',
    currency: storeView.i18n.currencyCode,
  }).format(Number(formatMinorAsDecimal(cents)))
}

function addressLines(address: StoredAddress): string[] {
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '')
  const street = Array.isArray(address.street) ? (address.street as unknown[]).map(String) : []
  return [
    `${text('firstname')} ${text('lastname')}`.trim(),
    street.join(' ').trim(),
    `${text('postcode')} ${text('city')}`.trim(),
    address.country_id,
  ].filter((line) => line !== '')
}

export function renderOrderMail(input: OrderMailInput): OutgoingMail {
  const { order, storeView } = input
  const locale = mailLocaleOf(storeView.storeCode)
  const texts = MAIL_TEXTS[locale]
  const money = (cents: number) => formatMoney(cents, storeView)
  const firstname =
    typeof order.billingAddress.firstname === 'string' ? order.billingAddress.firstname : ''
  const blocks: MailBlock[] = [
    { kind: 'paragraph', paragraph: texts.orderIntro },
    { kind: 'rows', rows: [[texts.orderNumber, order.orderNumber]] },
    {
      kind: 'rows',
      title: texts.orderItems,
      rows: order.items.map((item) => [
        `${item.qty} × ${item.name}`,
        money(item.rowTotalInclTaxCents),
      ]),
    },
    {
      kind: 'rows',
      rows: [
        [texts.orderSubtotal, money(order.subtotalInclTaxCents)],
        [texts.orderShipping, money(order.shippingCents)],
        ...(order.discountCents === 0
          ? []
          : [[texts.orderDiscount, money(-Math.abs(order.discountCents))] as const]),
        [texts.orderTotal, money(order.grandTotalCents)],
        [texts.orderTax, money(order.taxCents)],
        [texts.orderPayment, order.paymentMethodCode],
      ],
    },
    ...(order.shippingAddress
      ? [
          {
            kind: 'lines',
            title: texts.orderShipTo,
            lines: addressLines(order.shippingAddress),
          } as const,
        ]
      : []),
    { kind: 'lines', title: texts.orderBillTo, lines: addressLines(order.billingAddress) },
  ]
  const accountKey = input.accountConfirmationKey
  if (accountKey !== null) blocks.push({ kind: 'paragraph', paragraph: texts.orderAccountCreated })
  const rendered = renderFrame({
    lang: locale,
    subject: fill(texts.orderSubject, { orderNumber: order.orderNumber }),
    greeting: fill(texts.greeting, { firstname }),
    blocks,
    ...(accountKey === null
      ? {}
      : {
          action: {
            label: texts.confirmAction,
            url: absoluteLink(
              input.storefrontUrl,
              buildConfirmAccountPath(storeView.url, order.email, accountKey),
            ),
          },
        }),
    notes: accountKey === null ? [] : [texts.confirmExpiry],
    signature: texts.signature,
  })
  return {
    ...rendered,
    to: order.email,
    kind: 'order-confirmation',
    storeCode: storeView.storeCode,
  }
}
