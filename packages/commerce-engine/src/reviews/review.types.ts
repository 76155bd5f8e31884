// Product reviews (vsf-api-contract §1.7; D230) as the engine hands them out.

/** Magento's review statuses: 1 approved, 2 pending (every new review), 3 not approved. */
export const REVIEW_STATUS = { approved: 1, pending: 2, rejected: 3 } as const
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS]

export interface ReviewInput {
  productId: number
  storeCode: string
  /** The logged-in author; null for a guest. */
  customerId: number | null
  nickname: string
  title: string
  detail: string
}

export interface ReviewRecord extends ReviewInput {
  id: number
  status: ReviewStatus
  createdAt: Date
}

export interface ReviewPage {
  items: ReviewRecord[]
  total: number
}

export interface ReviewQuery {
  productId?: number
  storeCode?: string
  status: ReviewStatus
  limit: number
  offset: number
}
