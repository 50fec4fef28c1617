import type { FeedState } from '@herald/contract';
import { ownFeedTypes } from '@herald/contract';
import type { FeedsDeps } from '../deps.js';
import { itemTermsOf } from '../terms.js';
import { recordFirstResponses, type ThreadKey, threadOf } from './first-response.js';
import { issueClassesOf } from './issue-classes.js';
import {
  type KnownItem,
  keyOf,
  knownItems,
  type PreparedItem,
  reviveItems,
  type StoredRow,
  upsertItems,
} from './store.js';
import type { IncomingItem, IngestAccount, IngestedItem, IngestOutcome } from './types.js';

/** Items stored per statement: large enough to amortise the round trips, small enough to keep locks short. */
export const INGEST_BATCH = 500;

export type IngestDeps = Pick<FeedsDeps, 'db' | 'judge' | 'afterInsert'>;

const own: ReadonlySet<string> = new Set(ownFeedTypes);

/** The same item twice in one arrival (overlapping pages): the later reading wins. */
function distinct(items: readonly IncomingItem[]): IncomingItem[] {
  return [...new Map(items.map((item) => [keyOf(item), item])).values()];
}

type Plan = { fresh: IncomingItem[]; revive: IncomingItem[] };

/** What a batch needs: new items and new texts are judged and stored; the rest only revived or left. */
function plan(items: readonly IncomingItem[], known: Map<string, KnownItem>): Plan {
  const fresh: IncomingItem[] = [];
  const revive: IncomingItem[] = [];
  for (const item of items) {
    const held = known.get(keyOf(item));
    if (!held || held.text !== item.text) fresh.push(item);
    else if (held.deleted || (held.conversationId === null && item.conversationId !== null))
      revive.push(item);
  }
  return { fresh, revive };
}

async function prepare(deps: IngestDeps, gameId: number, items: IncomingItem[]): Promise<PreparedItem[]> {
  if (items.length === 0) return [];
  const verdicts = await deps.judge.judgeMany(
    gameId,
    items.map((item) => item.text),
  );
  return items.map((item, index) => {
    const verdict = verdicts[index];
    if (!verdict) throw new Error('the judge answered fewer verdicts than texts');
    const state: FeedState = own.has(item.feedType) ? 'resolved' : 'new';
    return {
      ...item,
      verdict,
      state,
      issueClasses: issueClassesOf(item.text),
      terms: itemTermsOf(item.text, item.authorName),
    };
  });
}

function ingested(account: IngestAccount, item: PreparedItem, row: StoredRow): IngestedItem {
  return {
    id: row.id,
    gameId: account.gameId,
    accountId: account.id,
    network: account.network,
    source: item.source,
    feedType: item.feedType,
    remoteId: item.remoteId,
    postRemoteId: item.postRemoteId,
    parentRemoteId: item.parentRemoteId,
    conversationId: row.conversationId,
    authorId: item.authorId,
    authorName: item.authorName,
    authorFollowers: row.authorFollowers,
    text: item.text,
    language: row.language,
    sentiment: row.sentiment,
    state: row.state,
    issueClasses: item.issueClasses,
    createdAt: item.createdAt,
  };
}

async function ingestBatch(
  deps: IngestDeps,
  account: IngestAccount,
  batch: readonly IncomingItem[],
): Promise<IngestOutcome> {
  const work = plan(batch, await knownItems(deps.db, account.id, batch));
  // Judged before the transaction: the judge may take its time, and no lock waits on it.
  const prepared = await prepare(deps, account.gameId, work.fresh);
  if (prepared.length === 0 && work.revive.length === 0) return { inserted: [], changed: [] };
  return deps.db.transaction(async (tx) => {
    const stored = prepared.length > 0 ? await upsertItems(tx, account, prepared) : [];
    const revived = await reviveItems(tx, account.id, work.revive);
    const byKey = new Map(prepared.map((item) => [keyOf(item), item]));
    const threads: ThreadKey[] = [];
    const fresh: IngestedItem[] = [];
    for (const row of stored) {
      const item = byKey.get(keyOf(row));
      if (!item) continue;
      const thread = threadOf({ ...item, conversationId: row.conversationId });
      if (thread) threads.push(thread);
      if (row.inserted) fresh.push(ingested(account, item, row));
    }
    for (const item of work.revive) {
      const thread = threadOf(item);
      if (thread) threads.push(thread);
    }
    const answered = await recordFirstResponses(tx, account.id, threads);
    if (fresh.length > 0 && deps.afterInsert) await deps.afterInsert(tx, fresh);
    const inserted = fresh.map((item) => item.id);
    const insertedSet = new Set(inserted);
    const changed = [
      ...new Set(
        [...stored.map((row) => row.id), ...revived, ...answered].filter((id) => !insertedSet.has(id)),
      ),
    ];
    return { inserted, changed };
  });
}

/**
 * Stores what an adapter read or a webhook pushed for one account: exactly one row per network item
 * (account, source, id), whichever path brought it and however often. A new item is judged (sentiment,
 * language), given its issue classes, keyword terms and state (the account's own items resolved, the
 * others new); a known item whose text changed is an edit; one read again after it was marked deleted
 * is restored. Then the team's first answers in the touched threads are timed, and the new rows handed
 * to `afterInsert` (the smart rules) in the same transaction. Batched: a few statements per
 * `INGEST_BATCH` items, never one per item.
 */
export async function ingestItems(
  deps: IngestDeps,
  account: IngestAccount,
  items: readonly IncomingItem[],
): Promise<IngestOutcome> {
  const unique = distinct(items);
  const outcome: IngestOutcome = { inserted: [], changed: [] };
  for (let start = 0; start < unique.length; start += INGEST_BATCH) {
    const done = await ingestBatch(deps, account, unique.slice(start, start + INGEST_BATCH));
    outcome.inserted.push(...done.inserted);
    outcome.changed.push(...done.changed);
  }
  return outcome;
}
