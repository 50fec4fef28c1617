import type { ListenMention, ListenMentionsInput, ListenNetwork } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { afterCursor, decodeCursor, encodeCursor, microsSql } from './cursor.js';
import { checkedSpan, withinSql } from './range.js';
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

/** The filters of the mentions list on `listen_matches m` joined to `listen_items i`. */
function filtersOf(topicId: number, input: ListenMentionsInput): SQL {
  const parts: SQL[] = [sql`m.topic_id = ${topicId}`];
  if (input.range) parts.push(withinSql(sql`m.published_at`, checkedSpan(input.range)));
  if (input.networks && input.networks.length > 0)
    parts.push(sql`m.network = any(${`{${input.networks.join(',')}}`}::text[])`);
  if (input.sentiment) parts.push(sql`m.sentiment = ${input.sentiment}`);
  if (input.keyword) parts.push(sql`i.text ilike ${containing(input.keyword)}`);
  if (input.author) {
    const bare = input.author.replace(/^@/, '');
    parts.push(sql`(m.author_key = ${input.author} or i.author_id = ${input.author}
      or i.author_handle ilike ${exactly(bare)} or i.author_name ilike ${exactly(input.author)})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * A topic's mentions, newest first (keyset on time and item id, read backwards on the topic's
 * (topic, time) index), filtered by range, networks, sentiment, a keyword in the text and an author
 * (their key, id, handle or name), with the filtered total.
 */
export async function topicMentions(db: DbOrTx, gameId: number, input: ListenMentionsInput) {
  const topic = await topicOf(db, gameId, input.topic_id);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const where = filtersOf(topic.id, input);
  // The items are joined only when a filter reads them.
  const needsItems = Boolean(input.keyword || input.author);
  const [rows, [count]] = await Promise.all([
    queryRows<MentionRow>(
      db,
      sql`select ${mentionColumns} from listen_matches m join listen_items i on i.id = m.item_id
        where ${where} and ${afterCursor(sql`m.published_at`, sql`m.item_id`, cursor)}
        order by m.published_at desc, m.item_id desc limit ${input.limit + 1}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from listen_matches m
        ${needsItems ? sql`join listen_items i on i.id = m.item_id` : sql``} where ${where}`,
    ),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    list: page.map(toMention),
    next: rows.length > input.limit && last ? encodeCursor({ us: last.us, id: last.id }) : null,
    total: count?.total ?? 0,
  };
}
