import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountPosts, socialAccounts } from '../../db/schema/index.js';
import { PlatformError } from '../../platforms/errors.js';
import type { Credential, NetworkPost, PlatformAdapter } from '../../platforms/types.js';
import type { AccountRow } from './access.js';
import { loadCredential, saveCredential } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { adapterFor } from './platform-calls.js';

/** Renew a credential this long before it expires, unless its network says otherwise. */
const RENEW_AHEAD_MS = 60 * 60 * 1000;

/** The authorization is gone: keep the account, say since when its data stopped. */
export async function markReconnect(db: DbOrTx, account: AccountRow): Promise<void> {
  await db
    .update(socialAccounts)
    .set({ status: 'oauth_expire', dataUntil: account.dataUntil ?? account.lastSyncedAt ?? new Date() })
    .where(eq(socialAccounts.id, account.id));
}

/** Renewals in flight in this process, so concurrent calls share one (refresh tokens may rotate). */
const renewing = new Map<number, Promise<Credential>>();

/**
 * Renews a credential. Where refresh tokens rotate (single use), another process may have renewed
 * first and made ours invalid: then the credential it stored is the one to use.
 */
async function renew(
  deps: AccountDeps,
  adapter: PlatformAdapter,
  accountId: number,
  credential: Credential,
): Promise<Credential> {
  try {
    const renewed = await adapter.refreshCredential(credential);
    if (renewed) {
      await saveCredential(deps.db, deps.vault, accountId, renewed);
      return renewed;
    }
    // Not renewable (e.g. Facebook): usable until it expires, then a person must reconnect.
    if (credential.expiresAt && credential.expiresAt.getTime() > Date.now()) return credential;
    throw new PlatformError(adapter.network, 'reconnect', 'the authorization expired');
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'reconnect') {
      const latest = await loadCredential(deps.db, deps.vault, accountId);
      if (latest && latest.accessToken !== credential.accessToken) return latest;
    }
    throw error;
  }
}

/** A usable credential for the account, renewed first when it is about to expire. */
async function usableCredential(
  deps: AccountDeps,
  adapter: PlatformAdapter,
  account: AccountRow,
): Promise<Credential> {
  const credential = await loadCredential(deps.db, deps.vault, account.id);
  if (!credential)
    throw new PlatformError(adapter.network, 'reconnect', 'no credential is stored for the account');
  const ahead = adapter.renewAheadMs ?? RENEW_AHEAD_MS;
  if (!credential.expiresAt || credential.expiresAt.getTime() - Date.now() > ahead) return credential;
  const pending = renewing.get(account.id) ?? renew(deps, adapter, account.id, credential);
  renewing.set(account.id, pending);
  try {
    return await pending;
  } finally {
    renewing.delete(account.id);
  }
}

/**
 * Runs a call with the account's credential. When the network says the authorization is gone the
 * account is marked for reconnecting before the error travels on; any success marks it connected.
 */
export async function withAccount<T>(
  deps: AccountDeps,
  account: AccountRow,
  run: (adapter: PlatformAdapter, credential: Credential) => Promise<T>,
): Promise<T> {
  const adapter = adapterFor(deps.platforms, account.socialChannel);
  try {
    const result = await run(adapter, await usableCredential(deps, adapter, account));
    await deps.db
      .update(socialAccounts)
      .set({ status: 'connected', dataUntil: null, lastSyncedAt: new Date() })
      .where(eq(socialAccounts.id, account.id));
    return result;
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'reconnect') await markReconnect(deps.db, account);
    throw error;
  }
}

/** Stores posts read from the network, updating the counters of those already held. */
export async function storePosts(
  db: DbOrTx,
  accountId: number,
  posts: readonly NetworkPost[],
): Promise<void> {
  if (posts.length === 0) return;
  const syncedAt = new Date();
  await db
    .insert(accountPosts)
    .values(
      posts.map((post) => ({
        accountId,
        socialPostId: post.id,
        text: post.text,
        permalink: post.permalink,
        postedAt: post.postedAt,
        metrics: post.metrics,
        syncedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [accountPosts.accountId, accountPosts.socialPostId],
      set: { text: sql`excluded.text`, metrics: sql`excluded.metrics`, syncedAt },
    });
}

/**
 * Remembers a post the account has just published through Herald, before any sync reads it back, so
 * the inbox and reports know it at once. A post already read from the network is left as it is.
 */
export async function rememberPublishedPost(
  db: DbOrTx,
  accountId: number,
  post: { id: string; text: string; permalink: string | null; postedAt: Date },
): Promise<void> {
  await db
    .insert(accountPosts)
    .values({
      accountId,
      socialPostId: post.id,
      text: post.text,
      permalink: post.permalink,
      postedAt: post.postedAt,
    })
    .onConflictDoNothing({ target: [accountPosts.accountId, accountPosts.socialPostId] });
}

/** One post of the account as last read from the network, when it was read (null otherwise). */
export async function storedPost(db: DbOrTx, accountId: number, socialPostId: string) {
  const [post] = await db
    .select({ text: accountPosts.text, permalink: accountPosts.permalink, postedAt: accountPosts.postedAt })
    .from(accountPosts)
    .where(and(eq(accountPosts.accountId, accountId), eq(accountPosts.socialPostId, socialPostId)));
  return post ?? null;
}
