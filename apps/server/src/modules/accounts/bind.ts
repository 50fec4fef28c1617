import type { BindCandidate, SocialNetwork } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { games, memberAccounts, oauthAttempts, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import type { Connectable } from '../../platforms/types.js';
import { type Attempt, liveAttempt } from './connect.js';
import { openGrant, saveCredential } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { adapterFor } from './platform-calls.js';
import { syncAccountSpec } from './sync-job.js';
import { accountViews } from './views.js';

/** Where each of these accounts is already connected (this game or another), by social id. */
async function connectedGames(db: DbOrTx, network: SocialNetwork, socialIds: readonly string[]) {
  if (socialIds.length === 0) return new Map<string, { gameId: number; gameName: string }>();
  const rows = await db
    .select({ socialId: socialAccounts.socialId, gameId: games.gameId, gameName: games.gameName })
    .from(socialAccounts)
    .innerJoin(games, eq(games.gameId, socialAccounts.gameId))
    .where(and(eq(socialAccounts.socialChannel, network), inArray(socialAccounts.socialId, [...socialIds])));
  return new Map(rows.map((row) => [row.socialId, row]));
}

async function authorizedAttempt(deps: AccountDeps, ctx: TenantRequestContext, state: string) {
  const attempt = await liveAttempt(deps, ctx, state, 'authorized');
  // An authorization belongs to the game it was started in.
  if (attempt.gameId !== ctx.tenant.gameId || attempt.rebindAccountId !== null || !attempt.grant) {
    throw new AppError('oauth_state_invalid');
  }
  return { attempt, grant: openGrant(deps.vault, attempt.grant) };
}

export async function bindCandidates(deps: AccountDeps, ctx: TenantRequestContext, state: string) {
  const { attempt, grant } = await authorizedAttempt(deps, ctx, state);
  const network = attempt.socialChannel;
  const where = await connectedGames(
    deps.db,
    network,
    grant.map((item) => item.socialId),
  );
  const candidates: BindCandidate[] = grant.map((item) => {
    const connected = where.get(item.socialId);
    const here = connected?.gameId === ctx.tenant.gameId;
    return {
      social_id: item.socialId,
      social_account: item.name,
      social_link: item.link,
      avatar_url: item.avatarUrl,
      connected_game: connected && !here ? connected.gameName : null,
      connected_here: here,
    };
  });
  return { social_channel: network, candidates };
}

function connectError(connected: { gameId: number; gameName: string }, gameId: number): AppError {
  return connected.gameId === gameId
    ? new AppError('account_connected_here')
    : new AppError('account_connected_elsewhere', { params: { game: connected.gameName } });
}

async function insertAccount(
  tx: DbOrTx,
  deps: AccountDeps,
  ctx: TenantRequestContext,
  attempt: Attempt,
  item: Connectable,
) {
  const now = new Date();
  const adapter = adapterFor(deps.platforms, attempt.socialChannel);
  const [account] = await tx
    .insert(socialAccounts)
    .values({
      gameId: ctx.tenant.gameId,
      socialChannel: attempt.socialChannel,
      socialAccount: item.name,
      socialId: item.socialId,
      socialLink: item.link,
      avatarUrl: item.avatarUrl,
      status: 'connected',
      emulated: adapter.emulated,
      connectedBy: ctx.user.id,
      lastSyncedAt: now,
    })
    .returning({ id: socialAccounts.id });
  if (!account) throw new Error('account insert returned nothing');
  await saveCredential(tx, deps.vault, account.id, item.credential);
  // Whoever connects an account may act on it; admins see every account anyway.
  if (!ctx.tenant.isGameAdmin) {
    await tx
      .insert(memberAccounts)
      .values({ gameId: ctx.tenant.gameId, userId: ctx.user.id, accountId: account.id });
  }
  await deps.queue.send(syncAccountSpec, { accountId: account.id }, tx);
  return account.id;
}

/** Connects the picked accounts in one transaction: all of them or, on any conflict, none. */
export async function bindAccounts(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { state: string; social_ids: string[] },
) {
  const { attempt, grant } = await authorizedAttempt(deps, ctx, input.state);
  const picked = [...new Set(input.social_ids)];
  const items = picked.map((socialId) => grant.find((item) => item.socialId === socialId));
  const missing = picked.filter((_, index) => items[index] === undefined);
  if (missing.length > 0) {
    throw new AppError('validation_failed', {
      issues: missing.map((id) => ({
        path: 'social_ids',
        message: `${id} was not part of this authorization`,
      })),
    });
  }
  const network = attempt.socialChannel;
  try {
    const ids = await deps.db.transaction(async (tx) => {
      const taken = await connectedGames(tx, network, picked);
      const [conflict] = taken.values();
      if (conflict) throw connectError(conflict, ctx.tenant.gameId);
      const created: number[] = [];
      for (const item of items) if (item) created.push(await insertAccount(tx, deps, ctx, attempt, item));
      await tx
        .update(oauthAttempts)
        .set({ status: 'used', grant: null })
        .where(eq(oauthAttempts.state, attempt.state));
      return created;
    });
    return accountViews(deps.db, ctx, ids);
  } catch (error) {
    // Someone connected the same account between our check and our insert.
    if (!isUniqueViolation(error)) throw error;
    const [conflict] = (await connectedGames(deps.db, network, picked)).values();
    throw conflict ? connectError(conflict, ctx.tenant.gameId) : error;
  }
}
