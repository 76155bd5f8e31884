// What a wishlist page's action answers: which form it checked (`intent`) and Conform's result for
// it (the name forms), or the refusal of a button's change; the page reloads its data after each.
import type { SubmissionResult } from '@conform-to/react'
import type { WishlistText } from './use-wishlist-translate'

export interface WishlistActionData {
  intent: string
  result?: SubmissionResult<string[]>
  /** A button's change the BFF refused (e.g. the default list cannot be deleted). */
  failure?: WishlistText
}

export function resultForIntent(
  actionData: WishlistActionData | undefined,
  intent: string,
): SubmissionResult<string[]> | undefined {
  return actionData?.intent === intent ? actionData.result : undefined
}
