// What the product page's loader hands to the page.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import type { Crumb } from './category-page-data'
import type { ColourRelation, ProductCardView } from './product-card'
import type { ShownProduct } from './product-document'
import type { ProductReviews } from '~/lib/reviews/shown-review'

export interface ProductPageData {
  product: ShownProduct
  /** Errors of the product (spec 000 §4: 'No available product variants'). */
  errors: Record<string, string>
  /** Priced tiles of linked products: grouped members, bundle choices, colour siblings. */
  linked: ShownProduct[]
  metadata: AttributeMetadata[]
  breadcrumbs: Crumb[]
  /** The child sku asked for by the route or the `childSku` query. */
  childSku: string | null
  /** Options chosen without JavaScript before the configuration is complete (`cfg.*`, D235). */
  chosenOptions?: Record<string, string | null>
  /** The size guide's content path (spec 001 §2): `size-guide/<label>`. */
  sizeGuidePath: string | null
  /** The colour siblings to link to (spec 000 §2 colour relations). */
  colours: ColourRelation[]
  /**
   * The end of the product's special price window in the store view's dateFormat (spec 000 §9),
   * formatted by the server so the date code stays out of the page's JavaScript (D48); null
   * without one.
   */
  specialUntil: string | null
  /** The product as a card, for the recently viewed list. */
  card: ProductCardView
  /** The page of approved reviews shown (D231); null when the BFF could not answer them. */
  reviews: ProductReviews | null
  /** The product page's path in each enabled store view, by store code (hreflang, D84). */
  alternatePaths?: Record<string, string>
}
