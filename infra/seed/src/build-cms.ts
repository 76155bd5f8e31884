// A few Magento CMS pages (reachable at /i/{identifier}, spec 000 §2) and blocks (USPs, footer,
// size guides; spec 001 §4 loads size guides from the CMS) as VSF1 documents. Store id 0 = all
// store views.
import type { CmsBlockDocument, CmsPageDocument } from '@vitrine/contracts/catalog/cms'
import { formatCatalogDate } from './catalog-values.js'

const pages = [
  ['about-us', 'About us', '<p>Vitrine sells caps, hats, clothing, swimwear and jewellery.</p>'],
  ['customer-service', 'Customer service', '<p>We answer within one working day.</p>'],
  ['shipping-and-returns', 'Shipping and returns', '<p>Free returns within 30 days.</p>'],
  ['privacy-policy', 'Privacy policy', '<p>We only keep what we need to deliver your order.</p>'],
  ['enable-cookies', 'Enable cookies', '<p>This shop needs cookies for the cart.</p>'],
] as const

const blocks = [
  ['usps', 'USPs', '<ul><li>Free shipping from € 50</li><li>Free returns within 30 days</li></ul>'],
  ['footer-customer-service', 'Footer: customer service', '<ul><li>Contact</li><li>FAQ</li></ul>'],
  ['size-guide-clothing', 'Size guide: clothing', '<table><tr><th>S</th><td>36</td></tr></table>'],
  ['size-guide-hats', 'Size guide: hats', '<p>Measure around your head, 1 cm above the ears.</p>'],
  [
    'size-guide-rings',
    'Size guide: rings',
    '<p>The ring size is the inner circumference in mm.</p>',
  ],
] as const

export function buildCmsPages(referenceMs: number): CmsPageDocument[] {
  return pages.map(([identifier, title, content], index) => ({
    id: index + 1,
    identifier,
    title,
    content_heading: title,
    content,
    page_layout: '1column',
    meta_title: `${title} | Vitrine`,
    meta_description: null,
    store_id: [0],
    active: true,
    creation_time: formatCatalogDate(referenceMs, -400),
    update_time: formatCatalogDate(referenceMs, -40 + index),
  }))
}

export function buildCmsBlocks(referenceMs: number): CmsBlockDocument[] {
  return blocks.map(([identifier, title, content], index) => ({
    id: index + 1,
    identifier,
    title,
    content,
    store_id: [0],
    active: true,
    creation_time: formatCatalogDate(referenceMs, -400),
    update_time: formatCatalogDate(referenceMs, -20 + index),
  }))
}
