// What the product page's action answers a review posted without JavaScript (D231): Conform's
// result (the fields' errors or the refusal, what was typed kept), or that the review was sent.
import type { SubmissionResult } from '@conform-to/react'

export interface ReviewActionData {
  sent: boolean
  result?: SubmissionResult<string[]>
}
