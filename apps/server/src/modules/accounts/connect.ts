import { createHash, randomBytes } from 'node:crypto';
import { networkNames, type SocialNetwork } from '@herald/contract';
import { and, eq, gt } from 'drizzle-orm';
import { oauthAttempts } from '../../db/schema/index.js';
import type { AuthedContext, TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { PlatformError } from '../../platforms/errors.js';
import type { CodeExchange, NextConsent } from '../../platforms/types.js';
import { openPending, type PendingSteps, sealGrant, sealPending } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { adapterFor, platformFailure, requireCapability } from './platform-calls.js';

/** How long an authorization may take, from opening the popup to picking the accounts. */
const ATTEMPT_TTL_MS = 30 * 60 * 1000;

export interface ConnectStart {
  social_channel: SocialNetwork;
  group_ids?: string[] | undefined;
  /** The account a reconnect renews. */
  rebindAccountId?: number;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: challengeOf(verifier) };
}

/** Starts an authorization: remembers it and answers the consent page the popup opens. */
export async function startConnect(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  origin: string,
  start: ConnectStart,
): Promise<{ authorize_url: string; state: string }> {
  const adapter = adapterFor(deps.platforms, start.social_channel);
  requireCapability(adapter, 'connect');
  if (start.social_channel === 'vk' && !start.group_ids?.length) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'group_ids', message: 'VK community sign-in needs the community ids' }],
    });
  }
  const state = randomBytes(24).toString('base64url');
  const pkce = pkcePair();
  const redirectUri = `${(deps.publicUrl ?? origin).replace(/\/$/, '')}/middle/oauth`;
  await deps.db.insert(oauthAttempts).values({
    state,
    gameId: ctx.tenant.gameId,
    userId: ctx.user.id,
    socialChannel: start.social_channel,
    redirectUri,
    codeVerifier: deps.vault.seal(pkce.verifier),
    rebindAccountId: start.rebindAccountId ?? null,
    grant: start.group_ids ? sealPending(deps.vault, { groupIds: start.group_ids }) : null,
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
  });
  const authorize_url = adapter.authorizeUrl({
    state,
    redirectUri,
    codeChallenge: pkce.challenge,
    groupIds: start.group_ids,
  });
  return { authorize_url, state };
}

export type Attempt = typeof oauthAttempts.$inferSelect;

/** The caller's live attempt in the given status; anything else is oauth_state_invalid. */
export async function liveAttempt(
  deps: AccountDeps,
  ctx: AuthedContext,
  state: string,
  status: 'pending' | 'authorized',
): Promise<Attempt> {
  const [attempt] = await deps.db
    .select()
    .from(oauthAttempts)
    .where(
      and(
        eq(oauthAttempts.state, state),
        eq(oauthAttempts.userId, ctx.user.id),
        eq(oauthAttempts.status, status),
        gt(oauthAttempts.expiresAt, new Date()),
      ),
    );
  if (!attempt) throw new AppError('oauth_state_invalid');
  return attempt;
}

export interface CallbackInput {
  state: string;
  code?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/**
 * A first consent on a network that asks two (VK): its carry joins the attempt, still pending, and the
 * popup goes on to the second consent page, which comes back with the same state.
 */
async function awaitSecondConsent(
  deps: AccountDeps,
  attempt: Attempt,
  pending: PendingSteps,
  next: NextConsent,
) {
  await deps.db
    .update(oauthAttempts)
    .set({ grant: sealPending(deps.vault, { ...pending, carry: next.carry }) })
    .where(eq(oauthAttempts.state, attempt.state));
  return next.authorizeUrl;
}

/**
 * The network sent the popup back: exchange the code and keep what it lets the user connect, sealed,
 * until they pick (or, for a reconnect, until the account is renewed by the caller). On a network that
 * asks two consents the first callback answers `next_url`, the second consent page.
 */
export async function completeConnect(deps: AccountDeps, ctx: AuthedContext, input: CallbackInput) {
  const attempt = await liveAttempt(deps, ctx, input.state, 'pending');
  const network = attempt.socialChannel;
  const fail = async (reason: string) => {
    await deps.db
      .update(oauthAttempts)
      .set({ status: 'failed', error: reason.slice(0, 1000), grant: null })
      .where(eq(oauthAttempts.state, attempt.state));
  };
  if (input.error !== undefined || input.code === undefined) {
    await fail(input.error_description ?? input.error ?? 'no code');
    // Some networks send back more than a refusal (TikTok refusing the user's region).
    const refusal =
      input.error === undefined
        ? undefined
        : deps.platforms.get(network)?.callbackError?.(input.error, input.error_description);
    if (refusal) throw platformFailure(refusal);
    throw new AppError('oauth_denied', { params: { network: networkNames[network] } });
  }
  const adapter = adapterFor(deps.platforms, network);
  const pending = openPending(deps.vault, attempt.grant);
  const { state, redirectUri } = attempt;
  const codeVerifier = attempt.codeVerifier ? deps.vault.open(attempt.codeVerifier) : '';
  const exchange: CodeExchange = { code: input.code, redirectUri, codeVerifier };
  const done = { state, social_channel: network, rebindAccountId: attempt.rebindAccountId };
  try {
    if (adapter.completeFirstConsent && pending.carry === undefined) {
      const started = {
        state,
        redirectUri,
        codeChallenge: challengeOf(codeVerifier),
        groupIds: pending.groupIds,
      };
      const next = await adapter.completeFirstConsent(exchange, started);
      return { ...done, next_url: await awaitSecondConsent(deps, attempt, pending, next) };
    }
    if (pending.carry !== undefined) exchange.carried = pending.carry;
    const connectables = await adapter.completeAuthorization(exchange);
    const candidates = connectables.map(({ credential: _credential, ...shown }) => shown);
    await deps.db
      .update(oauthAttempts)
      .set({
        status: 'authorized',
        grant: sealGrant(deps.vault, connectables),
        candidates,
        codeVerifier: null,
      })
      .where(eq(oauthAttempts.state, attempt.state));
    return done;
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    await fail(error.message);
    throw platformFailure(error);
  }
}
