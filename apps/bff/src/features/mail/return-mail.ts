// The return confirmation mail (spec 001 §4 returns; D163): the return's number, the order, the
// reason, the lines (with the size of an exchange) and what happens next, in the store's language.
import type { StoreView } from '@vitrine/contracts/store-views'
import type { ReturnRecord, ReturnStatus } from '../../adapters/commerce/commerce.port.js'
import type { OutgoingMail } from '../../adapters/mailer/mailer.port.js'
import { fill, renderFrame } from './mail-layout.js'
import { MAIL_TEXTS, mailLocaleOf, type MailLocale } from './mail-texts.js'

export interface ReturnMailInput {
  storeView: StoreView
  to: string
  firstname: string
  record: ReturnRecord
  reasonLabel: string
}

/** spec 001 §3: the return statuses in the texts, per language. */
export const RETURN_STATUS_LABELS: Record<MailLocale, Record<ReturnStatus, string>> = {
  en: {
    requested: 'Requested',
    approved: 'Approved',
    denied: 'Denied',
    received: 'Received',
    processed: 'Processed',
    rejected: 'Rejected',
  },
  nl: {
    requested: 'Aangevraagd',
    approved: 'Goedgekeurd',
    denied: 'Afgewezen',
    received: 'Ontvangen',
    processed: 'Verwerkt',
    rejected: 'Geweigerd',
  },
  de: {
    requested: 'Angefordert',
    approved: 'Genehmigt',
    denied: 'Abgelehnt',
    received: 'Eingegangen',
    processed: 'Bearbeitet',
    rejected: 'Zurückgewiesen',
  },
}

export function renderReturnMail(input: ReturnMailInput): OutgoingMail {
  const locale = mailLocaleOf(input.storeView.storeCode)
  const texts = MAIL_TEXTS[locale]
  const { record } = input
  const returnNumber = String(record.id)
  const rendered = renderFrame({
    lang: locale,
    subject: fill(texts.returnSubject, { returnNumber }),
    greeting: fill(texts.greeting, { firstname: input.firstname }),
    blocks: [
      {
        kind: 'paragraph',
        paragraph: fill(texts.returnIntro, { orderNumber: record.orderNumber }),
      },
      {
        kind: 'rows',
        rows: [
          [texts.returnNumber, returnNumber],
          [texts.returnOrder, record.orderNumber],
          [texts.returnReason, input.reasonLabel],
          [texts.returnStatus, RETURN_STATUS_LABELS[locale][record.status]],
        ],
      },
      {
        kind: 'lines',
        title: texts.returnItems,
        lines: record.items.map(
          (item) =>
            `${item.qty} × ${item.name}` +
            (item.exchangeSize
              ? ` (${fill(texts.returnExchange, { size: item.exchangeSize })})`
              : ''),
        ),
      },
      { kind: 'paragraph', paragraph: texts.returnNext },
    ],
    notes: [],
    signature: texts.signature,
  })
  return {
    ...rendered,
    to: input.to,
    kind: 'return-confirmation',
    storeCode: input.storeView.storeCode,
  }
}
