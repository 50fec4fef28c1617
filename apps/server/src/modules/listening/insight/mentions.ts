import type { ListenMention, ListenMentionsInput, ListenNetwork } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { countsSql } from './counts-sql.js';
import { afterCursor, decodeCursor, encodeCursor, microsSql } from './cursor.js';
import { checkedSpan, type Span, withinSql } from './range.js';
import { topicOf } from './topic.js';

type Sentiment = ListenMention['sentiment'];

interface MentionRow {
  id: number;
  network: ListenNetwork;
  url: string | null;
  text: string;
  author_id: string | null;
  author_name: string | null;
  author_handle: string | null;
  author_reach: number | null;
  us: string;
  sentiment: Sentiment;
  corrected: boolean;
  terms: string[];
}

/** A keyword as an ILIKE pattern that matches it literally anywhere. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Exactly this text, case aside, as an ILIKE pattern. */
function exactly(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The mention's columns, read from `listen_matches m` joined to `listen_items i`. */
export const mentionColumns = sql`m.item_id as id, m.network, i.url, i.text, i.author_id, i.author_name,
  i.author_handle, i.author_reach, ${microsSql(sql`m.published_at`)} as us, m.sentiment, m.corrected, m.terms`;

/** A mention as the contract shows it. */
export function toMention(row: MentionRow): ListenMention {
  return {
    id: row.id,
    network: row.network,
    url: row.url,
    text: row.text,
    author: { id: row.author_id, name: row.author_name, handle: row.author_handle, reach: row.author_reach },
    published_at: new Date(Number(BigInt(row.us) / 1000n)).toISOString(),
    sentiment: row.sentiment,
    corrected: row.corrected,
    terms: row.terms,
  };
}

/** One mention of a topic, or none. */
export async function mentionOf(db: DbOrTx, topicId: number, itemId: number): Promise<ListenMention | null> {
  const [row] = await queryRows<MentionRow>(
    db,
    sql`select ${mentionColumns} from listen_matches m join listen_items i on i.id = m.item_id
      where m.topic_id = ${topicId} and m.item_id = ${itemId}`,
  );
  return row ? toMention(row) : null;
}

/** The filters of the mentions list read on `listen_matches m` (and its rollup's rows `c`). */
function matchFilters(input: ListenMentionsInput, alias: 'm' | 'c'): SQL[] {
  const parts: SQL[] = [];
  if (input.networks && input.networks.length > 0)
    parts.push(sql`${sql.raw(alias)}.network = any(${`{${input.networks.join(',')}}`}::text[])`);
  if (input.sentiment) parts.push(sql`${sql.raw(alias)}.sentiment = ${input.sentiment}`);
  return parts;
}

/** The filters of the mentions list read on the item `i` (its text and author). */
function itemFilters(input: ListenMentionsInput): SQL[] {
  const parts: SQL[] = [];
  if (input.keyword) parts.push(sql`i.text ilike ${containing(input.keyword)}`);
  if (input.author) {
    const bare = input.author.replace(/^@/, '');
    parts.push(sql`(m.author_key = ${input.author} or i.author_id = ${input.author}
      or i.author_handle ilike ${exactly(bare)} or i.author_name ilike ${exactly(input.author)})`);
  }
  return parts;
}

/**
 * How many mentions the filters keep. Without a text or author filter, from the hourly rollup
 * (see countsSql); with one, the range's matches are read first on the (topic, time) index and only
 * their items tested (a fenced lateral read, so the planner does not scan every item's text).
 */
async function mentionsTotal(db: DbOrTx, topicId: number, span: Span | null, input: ListenMentionsInput) {
  const items = itemFilters(input);
  const statement =
    items.length === 0
      ? sql`select coalesce(sum(c.n), 0)::int as total from (${countsSql([topicId], span)}) c
          where ${sql.join([sql`true`, ...matchFilters(input, 'c')], sql` and `)}`
      : sql`select count(*)::int as total from listen_matches m
          join lateral (select i.text, i.author_id, i.author_handle, i.author_name from listen_items i
            where i.id = m.item_id offset 0) i on true
          where ${sql.join([...rangeFilters(topicId, span), ...matchFilters(input, 'm'), ...items], sql` and `)}`;
  const [row] = await queryRows<{ total: number }>(db, statement);
  return row?.total ?? 0;
}

/** The topic and range on `listen_matches m`. */
function rangeFilters(topicId: number, span: Span | null): SQL[] {
  return [sql`m.topic_id = ${topicId}`, ...(span ? [withinSql(sql`m.published_at`, span)] : [])];
}

/**
 * A topic's mentions, newest first (keyset on time and item id, read backwards on the topic's
 * (topic, time, item) index), filtered by range, networks, sentiment, a keyword in the text and an
 * author (their key, id, handle or name), with the filtered total (see mentionsTotal).
 */
export async function topicMentions(db: DbOrTx, gameId: number, input: ListenMentionsInput) {
  const topic = await topicOf(db, gameId, input.topic_id);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const span = input.range ? checkedSpan(input.range) : null;
  const where = sql.join(
    [...rangeFilters(topic.id, span), ...matchFilters(input, 'm'), ...itemFilters(input)],
    sql` and `,
  );
  const [rows, total] = await Promise.all([
    queryRows<MentionRow>(
      db,
      sql`select ${mentionColumns} from listen_matches m join listen_items i on i.id = m.item_id
        where ${where} and ${afterCursor(sql`m.published_at`, sql`m.item_id`, cursor)}
        order by m.published_at desc, m.item_id desc limit ${input.limit + 1}`,
    ),
    mentionsTotal(db, topic.id, span, input),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    list: page.map(toMention),
    next: rows.length > input.limit && last ? encodeCursor({ us: last.us, id: last.id }) : null,
    total,
  };
}
