import {
  type MetricDef,
  type MetricValue,
  metricDefs,
  type PostReport,
  type PostReportInput,
  type ReportPost,
} from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { metricValues, talliedDefs } from './combine.js';
import { metricsOf, type Periods, resolvePeriods, sortMetric } from './period.js';
import { intArray, type PostFilter, postMetricSql, postsIn } from './post-filter.js';
import { readPosts, reportPostOf } from './post-rows.js';
import { type ReportAccounts, reportAccounts, type Viewer } from './scope.js';
import { groupOf, tallyGroups } from './tally-sql.js';

/** A post report's request resolved: its ranges, covered accounts, columns and order. */
export interface PostQuery {
  periods: Periods;
  accounts: ReportAccounts;
  filter: PostFilter;
  defs: MetricDef[];
  catalogue: ReadonlyMap<string, MetricDef>;
  sort: { def: MetricDef | null; order: 'asc' | 'desc' };
}

export type PostQueryInput = Omit<PostReportInput, 'page' | 'page_size'>;

/**
 * Resolves a post report's request; `within` narrows its posts further (the assign reports: the posts
 * linked to chosen tasks' to-dos), everywhere the report reads them — rows, count, summary, export.
 */
export async function postQuery(
  db: DbOrTx,
  viewer: Viewer,
  input: PostQueryInput,
  within?: SQL,
): Promise<PostQuery> {
  const periods = resolvePeriods(input.range, input.compare);
  const defs = metricsOf('post', input.metrics);
  const def = sortMetric('post', input.sort.key);
  const accounts = await reportAccounts(db, viewer, input);
  return {
    periods,
    accounts,
    filter: { ...input, within },
    defs,
    catalogue: metricDefs('post'),
    sort: { def, order: input.sort.order },
  };
}

/** The order of posts: the chosen metric (posts without it last) or the publishing time, then newest. */
export function postOrder(query: PostQuery): SQL {
  const direction = query.sort.order === 'asc' ? sql`asc` : sql`desc`;
  const first = query.sort.def
    ? sql`${postMetricSql(query.sort.def)} ${direction} nulls last`
    : sql`rp.published_at ${direction}`;
  return sql`${first}, rp.post_id desc`;
}

/**
 * The summary of the filtered posts over the range against the compared range, in one grouped query:
 * sums per the catalogue; `highest_value` is the best single post's value in the range.
 */
export async function postSummary(
  db: DbOrTx,
  query: PostQuery,
  extra: SQL = sql`true`,
): Promise<{ summary: Record<string, MetricValue>; highest: Map<string, number | null> }> {
  const { where, period } = postsIn(
    query.accounts,
    query.filter,
    query.periods,
    query.periods.compare !== null,
  );
  const source = sql`select '' as g, ${period} as period, rp.metrics, rp.na, 1 as posts
    from report_posts rp where ${where} and ${extra}`;
  const [groups, ratios] = await Promise.all([
    tallyGroups(db, source, talliedDefs(query.catalogue, query.defs), true),
    highestRatios(db, query, extra),
  ]);
  const group = groupOf(groups, '');
  const highest = new Map<string, number | null>(
    query.defs.map((def) => [
      def.key,
      def.agg === 'ratio' ? (ratios.get(def.key) ?? null) : (group.highest.get(def.key) ?? null),
    ]),
  );
  // A mean's best post is its own value, which the per-key maximum already is.
  const compare = query.periods.compare ? group.tallies[1] : null;
  return { summary: metricValues(query.defs, group.tallies[0], compare, highest), highest };
}

/** The best single post's value of each asked ratio metric in the range. */
async function highestRatios(db: DbOrTx, query: PostQuery, extra: SQL): Promise<Map<string, number>> {
  const ratios = query.defs.filter((def) => def.agg === 'ratio');
  if (ratios.length === 0) return new Map();
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const columns = sql.join(
    ratios.map((def, index) => sql`round(max(${postMetricSql(def)}))::float8 as ${sql.raw(`r${index}`)}`),
    sql`, `,
  );
  const [row] = rowsOf(
    await db.execute(sql`select ${columns} from report_posts rp where ${where} and ${extra}`),
  );
  const highest = new Map<string, number>();
  ratios.forEach((def, index) => {
    const value = row?.[`r${index}`];
    if (value !== null && value !== undefined) highest.set(def.key, Number(value));
  });
  return highest;
}

/** How many filtered posts the range has. */
export async function countPosts(db: DbOrTx, query: PostQuery, extra: SQL = sql`true`): Promise<number> {
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as n from report_posts rp where ${where} and ${extra}`),
  );
  return Number(row?.n ?? 0);
}

/** One page of the filtered posts in the report's order, shaped as the report shows them. */
export async function pagePosts(
  db: DbOrTx,
  query: PostQuery,
  highest: ReadonlyMap<string, number | null> | null,
  limit: number,
  offset: number,
): Promise<ReportPost[]> {
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const records = await readPosts(db, where, postOrder(query), limit, offset);
  return records.flatMap(
    (record) => reportPostOf(record, query.accounts, query.defs, query.catalogue, highest) ?? [],
  );
}

/**
 * Every filtered post's id in the report's order, in one read: an export fixes its rows and their
 * order once, then reads them a batch of ids at a time ({@link postsByIds}), so each batch costs the
 * same however far in (no offset to skip, no sort to redo) and the file holds exactly what was counted.
 */
export async function allPosts(db: DbOrTx, query: PostQuery): Promise<number[]> {
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const result = await db.execute(
    sql`select rp.post_id from report_posts rp where ${where} order by ${postOrder(query)}`,
  );
  return rowsOf(result).map((row) => Number(row.post_id));
}

/** The posts of `ids` shaped as the report shows them, in the order of `ids` (gone ones left out). */
export async function postsByIds(
  db: DbOrTx,
  query: PostQuery,
  ids: readonly number[],
): Promise<ReportPost[]> {
  if (ids.length === 0) return [];
  const idList = intArray(ids);
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const records = await readPosts(
    db,
    sql`${where} and rp.post_id = any(${idList})`,
    sql`rp.post_id`,
    ids.length,
  );
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return (record && reportPostOf(record, query.accounts, query.defs, query.catalogue, null)) ?? [];
  });
}

/** The post report: a page of posts, their total and the summary. */
export async function postReport(db: DbOrTx, viewer: Viewer, input: PostReportInput): Promise<PostReport> {
  return postPage(db, await postQuery(db, viewer, input), input);
}

/** A page of a resolved post report, its total and the summary. */
export async function postPage(
  db: DbOrTx,
  query: PostQuery,
  { page, page_size }: { page: number; page_size: number },
): Promise<PostReport> {
  const [{ summary, highest }, total] = await Promise.all([postSummary(db, query), countPosts(db, query)]);
  const list = await pagePosts(db, query, highest, page_size, (page - 1) * page_size);
  return { list, total, page, page_size, summary };
}
