// What an account page's action answers: which form it checked (`intent`), Conform's result for
// that form, and what happened when it went through.
import type { SubmissionResult } from '@conform-to/react'
import type { AccountText } from './use-account-translate'

export interface AccountActionData {
  intent: string
  result: SubmissionResult<string[]>
  /** A success to announce. */
  done?: { message: AccountText; params?: Record<string, string> }
  /** A login made with JavaScript: the merged cart to take over and where to go. */
  login?: { cartId: string | null; redirectTo: string }
  /** The BFF asked this form for a captcha (D220): the next submit carries one (D225). */
  captchaRequired?: boolean
}

/** Conform's last result for the form `intent`, if the action answered that form. */
export function resultFor(
  actionData: AccountActionData | undefined,
  intent: string,
): SubmissionResult<string[]> | undefined {
  return actionData?.intent === intent ? actionData.result : undefined
}
