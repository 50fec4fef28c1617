import { type LookupItem, type LookupKind, lookupNetworks, networkNames } from '@herald/contract';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { PlatformError } from '../../platforms/errors.js';
import { accountFor, assertOnApi } from './access.js';
import type { AccountDeps } from './deps.js';
import { withAccount } from './network-state.js';
import { platformFailure } from './platform-calls.js';

/**
 * A third-party look-up made with one connected account's authorization (the account must be one the
 * caller may publish with, on the network that answers this kind of look-up).
 */
export async function lookUp(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { account_id: number; kind: LookupKind; query: string },
): Promise<LookupItem[]> {
  const account = await accountFor(deps.db, ctx, input.account_id, 'publish');
  assertOnApi(account);
  const network = account.socialChannel;
  if (lookupNetworks[input.kind] !== network) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'kind', message: `${networkNames[network]} does not answer this look-up` }],
    });
  }
  try {
    return await withAccount(deps, account, async (adapter, credential) => {
      if (!adapter.lookup) throw new PlatformError(network, 'unsupported', 'no look-ups on this network');
      return adapter.lookup({ socialId: account.socialId, credential }, input.kind, input.query);
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    throw platformFailure(error);
  }
}
