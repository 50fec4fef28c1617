import type { ListenRange } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { checkedSpan, withinSql } from './range.js';
import { sentimentCountsSql } from './tally-sql.js';
import { topicsOf } from './topic.js';

interface CountRow {
  topic_id: number;
  total: number;
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * Share of voice: each compared topic's mentions over the range (by sentiment) and its share of all
 * the compared topics' mentions in 1/10000 (an item two topics heard counts for both). Topics are
 * answered in the order asked, each once.
 */
export async function shareOfVoice(
  db: DbOrTx,
  gameId: number,
  input: { topic_ids: number[]; range: ListenRange },
) {
  const topics = await topicsOf(db, gameId, input.topic_ids);
  const span = checkedSpan(input.range);
  const ids = topics.map((topic) => topic.id);
  const rows = await queryRows<CountRow>(
    db,
    sql`select m.topic_id, ${sentimentCountsSql}
      from listen_matches m
      where m.topic_id = any(${`{${ids.join(',')}}`}::int[]) and ${withinSql(sql`m.published_at`, span)}
      group by m.topic_id`,
  );
  const byTopic = new Map(rows.map((row) => [row.topic_id, row]));
  const all = rows.reduce((sum, row) => sum + row.total, 0);
  return topics.map((topic) => {
    const row = byTopic.get(topic.id);
    const counts = {
      total: row?.total ?? 0,
      positive: row?.positive ?? 0,
      neutral: row?.neutral ?? 0,
      negative: row?.negative ?? 0,
    };
    return {
      topic_id: topic.id,
      title: topic.title,
      counts,
      share: all === 0 ? 0 : Math.round((counts.total * 10_000) / all),
    };
  });
}
