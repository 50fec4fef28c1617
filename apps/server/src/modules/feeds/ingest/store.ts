import type { FeedLanguage, FeedState, IssueClass, Sentiment, SentimentVerdict } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import type { FeedSource } from '../../../db/schema/index.js';
import type { IncomingItem, IngestAccount } from './types.js';

/** An item ready to store: its verdict, issue classes, state and keyword terms worked out. */
export interface PreparedItem extends IncomingItem {
  verdict: SentimentVerdict;
  issueClasses: IssueClass[];
  state: FeedState;
  terms: string[];
}

/** What the database answered for a row it wrote. */
export interface StoredRow {
  id: number;
  source: FeedSource;
  remoteId: string;
  inserted: boolean;
  conversationId: string | null;
  sentiment: Sentiment;
  language: FeedLanguage | null;
  state: FeedState;
  authorFollowers: number | null;
}

/** What is already held of some items of an account, by `source:remoteId`. */
export interface KnownItem {
  text: string;
  deleted: boolean;
  conversationId: string | null;
}

export const keyOf = (item: { source: string; remoteId: string }): string =>
  `${item.source}:${item.remoteId}`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored state of the named items (one indexed look-up for the whole batch). */
export async function knownItems(
  db: DbOrTx,
  accountId: number,
  items: readonly IncomingItem[],
): Promise<Map<string, KnownItem>> {
  const keys = JSON.stringify(items.map((item) => ({ source: item.source, remote_id: item.remoteId })));
  const result = await db.execute(sql`
    select f.source, f.remote_id, f.text, f.deleted_at is not null as deleted, f.conversation_id
    from jsonb_to_recordset(${keys}::jsonb) as k(source text, remote_id text)
    join feeds f on f.account_id = ${accountId} and f.source = k.source and f.remote_id = k.remote_id`);
  return new Map(
    rowsOf(result).map((row) => [
      `${String(row.source)}:${String(row.remote_id)}`,
      { text: String(row.text), deleted: row.deleted === true, conversationId: text(row.conversation_id) },
    ]),
  );
}

function inputJson(items: readonly PreparedItem[]): string {
  return JSON.stringify(
    items.map((item) => ({
      source: item.source,
      remote_id: item.remoteId,
      feed_type: item.feedType,
      post_remote_id: item.postRemoteId,
      parent_remote_id: item.parentRemoteId,
      conversation_id: item.conversationId,
      peer_id: item.peerId,
      author_id: item.authorId,
      author_name: item.authorName,
      author_avatar: item.authorAvatar,
      text: item.text,
      permalink: item.permalink,
      created_at: item.createdAt.toISOString(),
      language: item.verdict.language,
      sentiment: item.verdict.sentiment,
      sentiment_source: item.verdict.source,
      sentiment_score: item.verdict.score,
      issue_classes: item.issueClasses,
      state: item.state,
      terms: item.terms,
    })),
  );
}

/**
 * Stores new items and new texts of known ones in one statement: the insert (a conflict on the item's
 * key updates it only when its text changed — an edit: new text, issue classes and, unless a person
 * corrected it, sentiment), and its keyword index (terms the new text no longer has removed, new ones
 * added; the two sets are disjoint, so the statement's parts cannot step on each other). A message whose
 * conversation the network did not name joins the one its person already has.
 */
export async function upsertItems(
  db: DbOrTx,
  account: IngestAccount,
  items: readonly PreparedItem[],
): Promise<StoredRow[]> {
  const { id: accountId, gameId, network } = account;
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${inputJson(items)}::jsonb) as i(
        source text, remote_id text, feed_type text, post_remote_id text, parent_remote_id text,
        conversation_id text, peer_id text, author_id text, author_name text, author_avatar text,
        text text, permalink text, created_at timestamptz, language text, sentiment text,
        sentiment_source text, sentiment_score real, issue_classes text[], state text, terms text[])
    ),
    up as (
      insert into feeds as f (game_id, account_id, network, source, feed_type, remote_id, post_remote_id,
        parent_remote_id, conversation_id, author_id, author_name, author_avatar, text, permalink,
        language, sentiment, sentiment_source, sentiment_score, issue_classes, state, created_at)
      select ${gameId}, ${accountId}, ${network}, i.source, i.feed_type, i.remote_id, i.post_remote_id,
        i.parent_remote_id,
        coalesce(i.conversation_id, (
          select m.conversation_id from feeds m
          where m.game_id = ${gameId} and m.network = ${network} and m.author_id = i.peer_id
            and m.account_id = ${accountId} and m.source = 'message' and m.conversation_id is not null
          limit 1)),
        i.author_id, i.author_name, i.author_avatar, i.text, i.permalink, i.language, i.sentiment,
        i.sentiment_source, i.sentiment_score, i.issue_classes, i.state, i.created_at
      from input i
      on conflict (account_id, source, remote_id) do update set
        text = excluded.text,
        issue_classes = excluded.issue_classes,
        language = excluded.language,
        sentiment = case when f.sentiment_corrected is null then excluded.sentiment else f.sentiment end,
        sentiment_source = case when f.sentiment_corrected is null
          then excluded.sentiment_source else f.sentiment_source end,
        sentiment_score = case when f.sentiment_corrected is null
          then excluded.sentiment_score else f.sentiment_score end,
        author_name = coalesce(excluded.author_name, f.author_name),
        conversation_id = coalesce(f.conversation_id, excluded.conversation_id),
        edited_at = now(),
        deleted_at = null,
        updated_at = now()
      where f.text is distinct from excluded.text
      returning f.id, f.source, f.remote_id, f.conversation_id, f.sentiment, f.language, f.state,
        f.author_followers, f.created_at, (f.xmax::text = '0') as inserted
    ),
    stale as (
      delete from feed_terms t
      using up join input i on i.source = up.source and i.remote_id = up.remote_id
      where not up.inserted and t.feed_id = up.id and not (t.term = any(i.terms))
    ),
    indexed as (
      insert into feed_terms (game_id, term, created_at, feed_id)
      select ${gameId}, term, up.created_at, up.id
      from up join input i on i.source = up.source and i.remote_id = up.remote_id
      cross join lateral unnest(i.terms) as term
      on conflict do nothing
    )
    select * from up`);
  return rowsOf(result).map((row) => ({
    id: Number(row.id),
    source: row.source as FeedSource,
    remoteId: String(row.remote_id),
    inserted: row.inserted === true,
    conversationId: text(row.conversation_id),
    sentiment: row.sentiment as Sentiment,
    language: text(row.language) as FeedLanguage | null,
    state: row.state as FeedState,
    authorFollowers: row.author_followers === null ? null : Number(row.author_followers),
  }));
}

/**
 * Items read again unchanged after being marked deleted (restored on the network), and messages whose
 * conversation is now known: one update for the batch.
 */
export async function reviveItems(
  db: DbOrTx,
  accountId: number,
  items: readonly IncomingItem[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const input = JSON.stringify(
    items.map((item) => ({
      source: item.source,
      remote_id: item.remoteId,
      conversation_id: item.conversationId,
    })),
  );
  const result = await db.execute(sql`
    update feeds f set
      deleted_at = null,
      conversation_id = coalesce(f.conversation_id, i.conversation_id),
      updated_at = now()
    from jsonb_to_recordset(${input}::jsonb) as i(source text, remote_id text, conversation_id text)
    where f.account_id = ${accountId} and f.source = i.source and f.remote_id = i.remote_id
    returning f.id`);
  return rowsOf(result).map((row) => Number(row.id));
}
