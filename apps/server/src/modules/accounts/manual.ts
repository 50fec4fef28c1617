import { isManualNetwork, manualAddresses, type SocialNetwork } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import { games, memberAccounts, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import type { AccountDeps } from './deps.js';
import { viewOf } from './service.js';

export interface ManualAccount {
  social_channel: SocialNetwork;
  social_account: string;
  social_link: string;
}

async function alreadyThere(deps: AccountDeps, network: SocialNetwork, socialId: string, gameId: number) {
  const [row] = await deps.db
    .select({ gameId: socialAccounts.gameId, gameName: games.gameName })
    .from(socialAccounts)
    .innerJoin(games, eq(games.gameId, socialAccounts.gameId))
    .where(and(eq(socialAccounts.socialChannel, network), eq(socialAccounts.socialId, socialId)));
  if (!row) return undefined;
  return row.gameId === gameId
    ? new AppError('account_connected_here')
    : new AppError('account_connected_elsewhere', { params: { game: row.gameName } });
}

/**
 * Adds a Facebook Group or Naver Lounge the team works by hand: no tokens, status `noconnect`, and
 * identified by its address so it is listed once across games.
 */
export async function addManualAccount(deps: AccountDeps, ctx: TenantRequestContext, input: ManualAccount) {
  const network = input.social_channel;
  const pattern = manualAddresses[network];
  const socialId = pattern?.exec(input.social_link)?.[1];
  if (!isManualNetwork(network) || !pattern || !socialId) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'social_link', message: 'not the address of a community of this network' }],
    });
  }
  const conflict = await alreadyThere(deps, network, socialId, ctx.tenant.gameId);
  if (conflict) throw conflict;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(socialAccounts)
        .values({
          gameId: ctx.tenant.gameId,
          socialChannel: network,
          socialAccount: input.social_account,
          socialId,
          socialLink: input.social_link,
          status: 'noconnect',
          connectedBy: ctx.user.id,
        })
        .returning({ id: socialAccounts.id });
      if (!row) throw new Error('account insert returned nothing');
      if (!ctx.tenant.isGameAdmin) {
        await tx
          .insert(memberAccounts)
          .values({ gameId: ctx.tenant.gameId, userId: ctx.user.id, accountId: row.id });
      }
      return row.id;
    });
    return viewOf(deps, ctx, id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await alreadyThere(deps, network, socialId, ctx.tenant.gameId)) ?? error;
  }
}
