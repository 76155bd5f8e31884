// A CMS page as the storefront shows it (spec 000 §2 URL resolution step 4: a CMS page hit of the
// URL map): its heading, its content as sanitized HTML, and its meta fields.
export interface CmsPageData {
  kind: 'cms'
  identifier: string
  title: string
  heading: string
  /** The page content, sanitized on the server (cms-page.server.ts). */
  html: string
  metaTitle: string | null
  metaDescription: string | null
}
