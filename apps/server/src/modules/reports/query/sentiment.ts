import {
  type SentimentReport,
  type SentimentReportInput,
  type SocialNetwork,
  sentimentMetricGroups,
} from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';
import { highestOf, mergeTallies, metricValues } from './combine.js';
import { eachDay, type Periods, resolvePeriods } from './period.js';
import { accountIn, type ReportAccounts, reportAccounts, type Viewer } from './scope.js';
import { periodSql, tallyGroups } from './tally-sql.js';

/** Terms listed per sentiment. */
const TOP_TERMS = 10;
/** Words too common to say anything about a period. */
const STOP_WORDS = [
  'the',
  'and',
  'for',
  'you',
  'this',
  'that',
  'with',
  'are',
  'was',
  'but',
  'not',
  'have',
  'has',
  'its',
  'it',
  'is',
  'to',
  'of',
  'in',
  'on',
  'at',
  'be',
  'so',
  'my',
  'me',
  'we',
  'our',
  'your',
  'just',
  'can',
  'all',
  'get',
  'got',
  'from',
  'they',
  'them',
  'what',
  'when',
  'will',
  'would',
  'there',
  'their',
  'an',
];

export const sentimentDefs = sentimentMetricGroups.flatMap((group) => group.metrics);

/** The inbox items a sentiment report reads, on `feeds f`. */
export interface SentimentScope {
  accounts: ReportAccounts;
  periods: Periods;
  items: SQL;
  /** The items are few (one post's, or a task's linked posts'): term counts start from them. */
  few: boolean;
}

/**
 * The items in scope: the covered accounts' comments, messages and mentions (reactions and votes are
 * not opinions), not deleted; of one report post when asked (its account and network id); and passing
 * `within`, a further condition on `feeds f` a report adds (the task sentiment's linked posts).
 */
export async function sentimentScope(
  db: DbOrTx,
  viewer: Viewer,
  input: SentimentReportInput,
  within?: SQL,
): Promise<SentimentScope> {
  const periods = resolvePeriods(input.range, input.compare);
  const accounts = await reportAccounts(db, viewer, input);
  const parts: SQL[] = [
    sql`f.game_id = ${accounts.gameId}`,
    accountIn(sql`f.account_id`, accounts),
    sql`f.deleted_at is null`,
    sql`f.feed_type not in ('like', 'vote')`,
  ];
  if (input.post_id !== undefined) {
    const [post] = rowsOf(
      await db.execute(sql`select ap.account_id, ap.social_post_id from report_posts rp
        join account_posts ap on ap.id = rp.post_id
        where rp.post_id = ${input.post_id} and rp.game_id = ${accounts.gameId} and ${accountIn(sql`rp.account_id`, accounts)}`),
    );
    if (!post) throw new AppError('not_found');
    parts.push(
      sql`f.account_id = ${Number(post.account_id)} and f.post_remote_id = ${String(post.social_post_id)}`,
    );
  }
  if (within) parts.push(within);
  const few = input.post_id !== undefined || within !== undefined;
  return { accounts, periods, items: sql.join(parts, sql` and `), few };
}

/** The items' senti figures per network and range, as metric maps (mean reply time with its count). */
function sentimentSource(scope: SentimentScope): SQL {
  const { within, period } = periodSql(sql`f.created_at`, scope.periods, true);
  const answered = sql`f.first_response_at is not null`;
  return sql`
    select f.network as g, ${period} as period, '{}'::jsonb as na, count(*)::int as posts, jsonb_build_object(
      'items', count(*),
      'comments', count(*) filter (where f.feed_type in ('comment', 'comment_reply')),
      'messages', count(*) filter (where f.source = 'message'),
      'mentions', count(*) filter (where f.source = 'mention'),
      'positive', count(*) filter (where f.sentiment = 'positive'),
      'neutral', count(*) filter (where f.sentiment = 'neutral'),
      'negative', count(*) filter (where f.sentiment = 'negative'),
      'judged', count(*) filter (where f.sentiment in ('positive', 'neutral', 'negative')),
      'replied', count(*) filter (where ${answered}),
      'reply_time', coalesce(round(sum(extract(epoch from f.first_response_at - f.created_at)) filter (where ${answered})), 0),
      'reply_time#n', count(*) filter (where ${answered})
    ) as metrics
    from feeds f where ${scope.items} and ${within}
    group by 1, 2`;
}

/** The most frequent words of the range's positive or negative items (their text, not their authors). */
export async function topTerms(db: DbOrTx, scope: SentimentScope, sentiment: 'positive' | 'negative') {
  const current = { ...scope.periods, compare: null };
  const stop = sql`${`{${STOP_WORDS.join(',')}}`}::text[]`;
  const wanted = sql`char_length(ft.term) >= 2 and not (ft.term = any(${stop})) and strpos(lower(f.text), ft.term) > 0`;
  // Over the whole inbox the range's terms are read by their (game, term, time) index; a few items'
  // terms by the items themselves (their feed id), never by scanning the game's terms of the range.
  const query = scope.few
    ? sql`with f as materialized (
          select f.id, f.text from feeds f
          where ${scope.items} and ${periodSql(sql`f.created_at`, current, true).within} and f.sentiment = ${sentiment}
        )
        select ft.term, count(*)::int as count from f join feed_terms ft on ft.feed_id = f.id
        where ft.game_id = ${scope.accounts.gameId} and ${wanted}
        group by ft.term order by 2 desc, 1 limit ${TOP_TERMS}`
    : sql`select ft.term, count(*)::int as count
        from feed_terms ft join feeds f on f.id = ft.feed_id
        where ft.game_id = ${scope.accounts.gameId} and ${periodSql(sql`ft.created_at`, current, true).within}
          and ${scope.items} and f.sentiment = ${sentiment} and ${wanted}
        group by ft.term order by 2 desc, 1 limit ${TOP_TERMS}`;
  return rowsOf(await db.execute(query)).map((row) => ({ term: String(row.term), count: Number(row.count) }));
}

/** The sentiment report: the summary against the compared range, each day, each network, top terms. */
export async function sentimentReport(
  db: DbOrTx,
  viewer: Viewer,
  input: SentimentReportInput,
): Promise<SentimentReport> {
  return sentimentOf(db, await sentimentScope(db, viewer, input));
}

/** The sentiment report of a resolved scope. */
export async function sentimentOf(db: DbOrTx, scope: SentimentScope): Promise<SentimentReport> {
  const compared = scope.periods.compare !== null;
  const { within } = periodSql(sql`f.created_at`, { ...scope.periods, compare: null }, true);
  const [byNetwork, days, positive, negative] = await Promise.all([
    tallyGroups(db, sentimentSource(scope), new Map(sentimentDefs.map((def) => [def.key, def])), false),
    db.execute(sql`
      select to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*) filter (where f.sentiment = 'positive')::int as positive,
        count(*) filter (where f.sentiment = 'neutral')::int as neutral,
        count(*) filter (where f.sentiment = 'negative')::int as negative,
        count(*) filter (where f.sentiment not in ('positive', 'neutral', 'negative'))::int as unjudged
      from feeds f where ${scope.items} and ${within} group by 1`),
    topTerms(db, scope, 'positive'),
    topTerms(db, scope, 'negative'),
  ]);
  const networks = [...byNetwork]
    .filter(([, group]) => group.posts[0] > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const highest = highestOf(
    sentimentDefs,
    networks.map(([, group]) => group.tallies[0]),
  );
  const perDay = new Map(rowsOf(days).map((row) => [String(row.day), row]));
  const count = (value: unknown) => Number(value ?? 0);
  return {
    summary: metricValues(
      sentimentDefs,
      mergeTallies([...byNetwork.values()].map((group) => group.tallies[0])),
      compared ? mergeTallies([...byNetwork.values()].map((group) => group.tallies[1])) : null,
      highest,
    ),
    days: eachDay(scope.periods.current).map((day) => {
      const row = perDay.get(day);
      return {
        day,
        positive: count(row?.positive),
        neutral: count(row?.neutral),
        negative: count(row?.negative),
        unjudged: count(row?.unjudged),
      };
    }),
    networks: networks.map(([network, group]) => ({
      network: network as SocialNetwork,
      metrics: metricValues(sentimentDefs, group.tallies[0], compared ? group.tallies[1] : null, highest),
    })),
    top_terms: { positive, negative },
  };
}
