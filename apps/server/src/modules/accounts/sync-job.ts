import { isManualNetwork } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { socialAccounts } from '../../db/schema/index.js';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import { PlatformError } from '../../platforms/errors.js';
import type { AccountRow } from './access.js';
import type { AccountDeps } from './deps.js';
import { storePosts, withAccount } from './network-state.js';

/** The first sync reads this much recent history; older history is a backtrack. */
const RECENT_DAYS = 30;
/** A backtrack stops after this many pages, so one run cannot monopolise a worker. */
const MAX_BACKTRACK_PAGES = 200;

const accountPayload = z.object({ accountId: z.number().int().positive() });

/** Reads an account's profile and recent posts; retried while the network is unavailable. */
export const syncAccountSpec: JobSpec<typeof accountPayload> = {
  name: 'account.sync',
  payload: accountPayload,
  retryLimit: 5,
  retryDelaySeconds: 60,
};

const backtrackPayload = z.object({ accountId: z.number().int().positive(), since: z.iso.datetime() });

/** Imports history back to `since`; not retried automatically — a failure is shown and can be re-run. */
export const backtrackSpec: JobSpec<typeof backtrackPayload> = {
  name: 'account.backtrack',
  payload: backtrackPayload,
  retryLimit: 0,
  retryDelaySeconds: 60,
};

async function loadAccount(deps: AccountDeps, id: number): Promise<AccountRow | undefined> {
  const [account] = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
  return account;
}

/** Reads the profile and the recent posts of an account and records them. */
export async function syncAccount(deps: AccountDeps, account: AccountRow): Promise<void> {
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const { profile, page } = await withAccount(deps, account, async (adapter, credential) => ({
    profile: await adapter.readProfile(account.socialId, credential),
    page: await adapter.listPosts(account.socialId, credential, since, null),
  }));
  await storePosts(deps.db, account.id, page.posts);
  await deps.db
    .update(socialAccounts)
    .set({
      socialAccount: profile.name,
      socialLink: profile.link,
      avatarUrl: profile.avatarUrl,
      firstDataTime: sql`coalesce(${socialAccounts.firstDataTime}, now())`,
    })
    .where(eq(socialAccounts.id, account.id));
}

async function backtrack(deps: AccountDeps, account: AccountRow, since: Date): Promise<void> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_BACKTRACK_PAGES; page += 1) {
    const batch = await withAccount(deps, account, (adapter, credential) =>
      adapter.listPosts(account.socialId, credential, since, cursor),
    );
    await storePosts(deps.db, account.id, batch.posts);
    cursor = batch.next;
    if (!cursor) return;
  }
}

/** Syncs one account; a lost authorization or a refused request stops it without retries. */
export function syncJob(deps: AccountDeps): JobDefinition<typeof accountPayload> {
  return {
    ...syncAccountSpec,
    handle: async ({ accountId }) => {
      const account = await loadAccount(deps, accountId);
      // Gone, or worked by hand (no API to read from).
      if (!account || isManualNetwork(account.socialChannel)) return;
      try {
        await syncAccount(deps, account);
      } catch (error) {
        // A lost authorization is recorded on the account (reconnect); retrying cannot help.
        if (error instanceof PlatformError && (error.kind === 'reconnect' || error.kind === 'content')) {
          deps.logger.warn({ accountId, kind: error.kind, err: error }, 'account sync stopped');
          return;
        }
        throw error;
      }
    },
  };
}

/** Imports history; the outcome (success, or the failure's message) is recorded on the account. */
export function backtrackJob(deps: AccountDeps): JobDefinition<typeof backtrackPayload> {
  return {
    ...backtrackSpec,
    handle: async ({ accountId, since }) => {
      const account = await loadAccount(deps, accountId);
      if (!account) return;
      try {
        await backtrack(deps, account, new Date(since));
        await deps.db
          .update(socialAccounts)
          .set({ backtrackStatus: 'success', backtrackEarliestTime: new Date(since), backtrackError: null })
          .where(eq(socialAccounts.id, accountId));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.logger.warn({ accountId, err: error }, 'history import failed');
        await deps.db
          .update(socialAccounts)
          .set({ backtrackStatus: 'failed', backtrackError: message.slice(0, 500) })
          .where(eq(socialAccounts.id, accountId));
      }
    },
  };
}
