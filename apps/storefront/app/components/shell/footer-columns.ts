// The footer's link columns until the CMS blocks are wired in: the shop's own service pages
// (spec 000 §2 /cookie-policy, spec 001 §2 the privacy policy at /support/privacy-policy).
import type { Translate } from '~/lib/i18n/translate'
import type { FooterColumn } from './footer'

export function buildFooterColumns(t: Translate): FooterColumn[] {
  return [
    {
      title: t('footer.customerService'),
      links: [
        { label: t('newsletter.privacyPolicy'), path: '/support/privacy-policy' },
        { label: t('footer.cookiePolicy'), path: '/cookie-policy' },
      ],
    },
  ]
}
