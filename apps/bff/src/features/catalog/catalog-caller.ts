// Who a catalogue answer is for (spec 000 §6): the store view and, when group tax is configured,
// the customer group of a signed group token (D188, D224). Shared by POST /api/catalog and the
// Vue Storefront 1 search route, which read the token from their own bodies.
import type { StoreView } from '@vitrine/contracts/store-views'
import { resolveCustomerGroupId, type CustomerGroupConfig } from '@vitrine/pricing/customer-group'
import type { GroupTokens } from '../../group-token.js'
import { ValidationError } from '../../errors.js'
import type { CatalogCaller } from './catalog.service.js'

/** The caller of a catalogue query, or a 400 on `field` when the token is expired or not ours. */
export function resolveCatalogCaller(
  groupTokens: GroupTokens,
  groupConfig: CustomerGroupConfig,
  storeView: StoreView,
  groupToken: string | undefined,
  field: string,
): CatalogCaller {
  const check = groupToken === undefined ? null : groupTokens.verify(groupToken)
  if (check && !check.ok) {
    throw new ValidationError([
      {
        field,
        message:
          check.reason === 'expired'
            ? 'The group token has expired: GET /api/user/me answers a new one'
            : 'Not a group token of this shop',
      },
    ])
  }
  const claims = check?.ok ? check.claims : null
  return { storeView, customerGroupId: resolveCustomerGroupId(groupConfig, claims) ?? null }
}
