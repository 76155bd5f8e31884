// What the category page's loader hands to the page (serialisable view models only).
import type { FilterGroup } from './filter-groups'
import type { ListingState } from './listing-state'
import type { ProductCardView } from './product-card'

export interface Crumb {
  name: string
  link: string | null
}

export interface CategoryListing {
  cards: ProductCardView[]
  total: number
  start: number
  perPage: number
  filters: FilterGroup[]
}

export interface CategoryPageData {
  category: {
    id: number
    name: string
    slug: string
    description: string | null
    /** The catalogue's SEO fields (spec 000 §3 Category meta_title, meta_description). */
    metaTitle?: string | null
    metaDescription?: string | null
  }
  breadcrumbs: Crumb[]
  /** null when the product list failed to load (the page shows a warning). */
  listing: CategoryListing | null
  state: ListingState
  /** The category page's path in each enabled store view, by store code (hreflang, D84). */
  alternatePaths?: Record<string, string>
}
