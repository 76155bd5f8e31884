// A product's approved reviews as the product page shows them (D231): newest first, a page at a
// time, each with its date already in the store view's dateFormat (formatted by the loader, so the
// date code stays out of the page's JavaScript, D48).
export interface ShownReview {
  id: number
  nickname: string
  title: string
  detail: string
  /** Its day in the store view's dateFormat. */
  date: string
}

export interface ProductReviews {
  items: ShownReview[]
  /** Approved reviews of the product in the store view. */
  total: number
  /** The page shown, from 1. */
  page: number
  pages: number
}

/** The review page a query asks for: a whole number from 1, anything else is the first page. */
export function readReviewPage(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return 1
  return Number(value)
}
