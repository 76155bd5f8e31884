// spec 001 §2 /my-account, the profile block: personal data, addresses, change e-mail and password
// (components/account/profile-block; actions in .server/profile-actions.server).
import type { ActionFunctionArgs } from '@remix-run/node'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { profileAction } from '~/.server/profile-actions.server'
import { ProfileBlock } from '~/components/account/profile-block'
import { assertKnownStoreSegment } from '~/lib/store-path'

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  return profileAction(await request.formData(), context, session)
}

export default function ProfileRoute() {
  return <ProfileBlock />
}
