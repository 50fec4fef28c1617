import type { ListenAlert } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { wordsOf } from '../../sentiment/index.js';
import { type Span, withinSql } from '../insight/range.js';
import { dictionaryOf, mentionTexts } from '../insight/terms.js';
import type { InsightTopic } from '../insight/topic.js';

export type Drivers = ListenAlert['drivers'];

/** Drivers named per kind. */
const DRIVERS = 5;

interface Counted {
  key: string;
  label: string;
  count: number;
}

/**
 * What rose in the hour against the baseline: entries whose share of the hour's mentions is above
 * their share of the baseline's (every entry when `all`: a topic's networks), most risen first, at
 * least two mentions in the hour, each with its count in the hour.
 */
export function risers(
  hour: readonly Counted[],
  hourTotal: number,
  baseline: ReadonlyMap<string, number>,
  baselineTotal: number,
  all = false,
): { term: string; count: number }[] {
  if (hourTotal === 0) return [];
  return hour
    .filter((entry) => entry.count >= 2)
    .map((entry) => ({
      entry,
      rise:
        entry.count / hourTotal - (baselineTotal === 0 ? 0 : (baseline.get(entry.key) ?? 0) / baselineTotal),
    }))
    .filter(({ rise }) => all || rise > 0)
    .sort((a, b) => b.rise - a.rise || b.entry.count - a.entry.count || (a.entry.key < b.entry.key ? -1 : 1))
    .slice(0, DRIVERS)
    .map(({ entry }) => ({ term: entry.label, count: entry.count }));
}

function wordCounts(texts: readonly string[], termsOf: (text: string) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** Mentions per key of `listen_matches m` over a span, with a label for each key. */
async function countsBy(db: DbOrTx, topicId: number, span: Span, by: 'author' | 'network') {
  const key = by === 'author' ? sql`m.author_key` : sql`m.network`;
  const label =
    by === 'author'
      ? sql`(array_agg(coalesce('@' || i.author_handle, i.author_name, m.author_key)))[1]`
      : sql`m.network`;
  const join = by === 'author' ? sql`join listen_items i on i.id = m.item_id` : sql``;
  return queryRows<Counted>(
    db,
    sql`select ${key} as key, ${label} as label, count(*)::int as count
      from listen_matches m ${join}
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)} and ${key} is not null
      group by ${key}`,
  );
}

/** The terms, authors and networks that drove an hour, against the baseline span before it. */
export async function driversOf(
  db: DbOrTx,
  topic: InsightTopic,
  hour: Span,
  baseline: Span,
): Promise<Drivers> {
  const [dictionary, hourTexts, baseTexts] = await Promise.all([
    dictionaryOf(db, topic),
    mentionTexts(db, topic.id, hour),
    mentionTexts(db, topic.id, baseline),
  ]);
  const termsOf = (text: string) => wordsOf(text, dictionary);
  const hourWords = [...wordCounts(hourTexts, termsOf)].map(([key, count]) => ({ key, label: key, count }));
  const terms = risers(hourWords, hourTexts.length, wordCounts(baseTexts, termsOf), baseTexts.length);
  const [hourAuthors, baseAuthors, hourNetworks, baseNetworks] = await Promise.all([
    countsBy(db, topic.id, hour, 'author'),
    countsBy(db, topic.id, baseline, 'author'),
    countsBy(db, topic.id, hour, 'network'),
    countsBy(db, topic.id, baseline, 'network'),
  ]);
  const total = (rows: readonly Counted[]) => rows.reduce((sum, row) => sum + row.count, 0);
  const byKey = (rows: readonly Counted[]) => new Map(rows.map((row) => [row.key, row.count]));
  return {
    terms,
    authors: risers(hourAuthors, total(hourAuthors), byKey(baseAuthors), total(baseAuthors)),
    networks: risers(hourNetworks, total(hourNetworks), byKey(baseNetworks), total(baseNetworks), true),
  };
}
