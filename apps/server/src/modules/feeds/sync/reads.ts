import { and, desc, eq, gte } from 'drizzle-orm';
import { accountPosts } from '../../../db/schema/index.js';
import { PlatformError } from '../../../platforms/errors.js';
import type {
  AccountRef,
  CommentPage,
  Credential,
  MessagePage,
  PlatformAdapter,
  PostPage,
} from '../../../platforms/types.js';
import { type AccountRow, storePosts, withAccount } from '../../accounts/index.js';
import type { FeedsDeps } from '../deps.js';
import { markVanished } from '../ingest/deletions.js';
import { ingestItems } from '../ingest/ingest.js';
import { commentItems, mentionItems, messageItems } from '../ingest/items.js';
import type { IngestAccount } from '../ingest/types.js';
import type { Cursors } from './state.js';

/** Posts whose comments each sync reads: the account's most recent ones. */
const RECENT_POSTS = 25;
/** Pages one read may take in one sync; a read cut short leaves its cursor where it was. */
const MAX_PAGES = 20;
/** Cursors are read back this far, for items the network indexes late or stamps with a skewed clock. */
const OVERLAP_MS = 5 * 60_000;
/** Every post's comments are read whole this often, to notice comments deleted on the network. */
const FULL_READ_EVERY_MS = 60 * 60_000;

/** One account's sync in progress. Cursors advance as each read completes. */
export interface SyncRun {
  deps: FeedsDeps;
  account: AccountRow;
  target: IngestAccount;
  adapter: PlatformAdapter;
  /** The oldest instant read: the backfill window on the first sync, the recent posts' window after. */
  since: Date;
  backfill: boolean;
  startedAt: Date;
  cursors: Cursors;
}

/** A network call for the account, with its credential renewed and a lost authorization recorded. */
function call<T>(run: SyncRun, read: (adapter: PlatformAdapter, ref: AccountRef) => Promise<T> | undefined) {
  return withAccount(run.deps.accounts, run.account, async (adapter, credential: Credential) => {
    const answer = await read(adapter, { socialId: run.account.socialId, credential });
    if (answer === undefined) throw new PlatformError(adapter.network, 'unsupported', 'no such read');
    return answer;
  });
}

const instant = (value: string | undefined): Date | null => (value ? new Date(value) : null);
const latest = (dates: readonly Date[], from: Date | null): Date | null =>
  dates.reduce<Date | null>((max, date) => (!max || date > max ? date : max), from);
const back = (date: Date | null): Date | null => (date ? new Date(date.getTime() - OVERLAP_MS) : null);

interface PostRead {
  newest: Date | null;
  /** Stopped at MAX_PAGES before reaching what the cursor says is known: the cursor must stay. */
  truncated: boolean;
}

/**
 * One post's comments, newest first, down to the known instant — or, for a full read, to the end, and
 * then what the post no longer has was deleted on the network.
 */
async function readPostComments(
  run: SyncRun,
  post: { id: string; permalink: string | null },
  known: Date | null,
  full: boolean,
): Promise<PostRead> {
  const seen: string[] = [];
  let newest: Date | null = null;
  let reached = false;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const from: string | null = cursor;
    const read: CommentPage = await call(run, (adapter, ref) => adapter.readComments?.(ref, post.id, from));
    await ingestItems(run.deps, run.target, commentItems(run.target, post.id, read.comments, post.permalink));
    seen.push(...read.comments.map((comment) => comment.id));
    newest = latest(
      read.comments.map((comment) => comment.createdAt),
      newest,
    );
    reached ||= known !== null && read.comments.some((comment) => comment.createdAt < known);
    if (!read.next) {
      if (full) await markVanished(run.deps.db, run.target.id, post.id, seen, run.startedAt);
      return { newest, truncated: false };
    }
    if (reached && !full) return { newest, truncated: false };
    cursor = read.next;
  }
  // Without a cursor (the backfill) there is nothing to hold back: what lies deeper stays unread.
  return { newest, truncated: known !== null && !reached };
}

/**
 * Comments and replies on the account's recent posts. The posts are listed first, so a post published
 * since the last sync is read too; each post is read newest first down to the comments cursor, or whole
 * on the first sync and once an hour.
 */
export async function syncComments(run: SyncRun): Promise<void> {
  const { deps, account } = run;
  if (!run.adapter.readComments) return;
  const listed = await call(run, (adapter, ref) =>
    adapter.listPosts(ref.socialId, ref.credential, run.since, null),
  );
  await storePosts(deps.db, account.id, listed.posts);
  const posts = await deps.db
    .select({ id: accountPosts.socialPostId, permalink: accountPosts.permalink })
    .from(accountPosts)
    .where(and(eq(accountPosts.accountId, account.id), gte(accountPosts.postedAt, run.since)))
    .orderBy(desc(accountPosts.postedAt))
    .limit(RECENT_POSTS);
  const known = instant(run.cursors.comments);
  const lastFull = instant(run.cursors.comments_full);
  const full = run.backfill || !lastFull || run.startedAt.getTime() - lastFull.getTime() > FULL_READ_EVERY_MS;
  let newest = known;
  let truncated = false;
  for (const post of posts) {
    const read = await readPostComments(run, post, back(known), full);
    newest = latest(read.newest ? [read.newest] : [], newest);
    truncated ||= read.truncated;
  }
  // A post too large to read whole is not read whole again within the hour; its deletions wait.
  if (full) run.cursors.comments_full = run.startedAt.toISOString();
  if (!truncated && newest) run.cursors.comments = newest.toISOString();
}

/** Public posts mentioning the account since the mentions cursor (the backfill window at first). */
export async function syncMentions(run: SyncRun): Promise<void> {
  if (!run.adapter.readMentions) return;
  const since = back(instant(run.cursors.mentions)) ?? run.since;
  let newest = instant(run.cursors.mentions);
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const from: string | null = cursor;
    const read: PostPage = await call(run, (adapter, ref) => adapter.readMentions?.(ref, since, from));
    await ingestItems(run.deps, run.target, mentionItems(read.posts));
    newest = latest(
      read.posts.map((post) => post.postedAt),
      newest,
    );
    if (!read.next) {
      if (newest) run.cursors.mentions = newest.toISOString();
      return;
    }
    cursor = read.next;
  }
}

/**
 * Private messages, newest first (conversations by their latest activity) until a page holds nothing
 * newer than the messages cursor — or, at first, than the backfill window.
 */
export async function syncMessages(run: SyncRun): Promise<void> {
  if (!run.adapter.readMessages) return;
  const known = back(instant(run.cursors.messages)) ?? run.since;
  let newest = instant(run.cursors.messages);
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const from: string | null = cursor;
    const read: MessagePage = await call(run, (adapter, ref) => adapter.readMessages?.(ref, from));
    await ingestItems(run.deps, run.target, messageItems(read.messages));
    newest = latest(
      read.messages.map((message) => message.createdAt),
      newest,
    );
    if (!read.next || read.messages.every((message) => message.createdAt < known)) {
      if (newest) run.cursors.messages = newest.toISOString();
      return;
    }
    cursor = read.next;
  }
}
