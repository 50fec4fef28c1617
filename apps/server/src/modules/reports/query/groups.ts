import {
  type creativeReportSchema,
  type GroupReportInput,
  type hashtagReportSchema,
  type MetricDef,
  type MetricValue,
  metricDefs,
  type tagReportSchema,
} from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import type { RollupDim } from '../../../db/schema/reports.js';
import { addSum, figure, highestOf, metricValues, type Tally, talliedDefs } from './combine.js';
import { accountNaSql } from './gaps.js';
import { creativeMedia } from './lookups.js';
import { metricsOf, type Periods, resolvePeriods, sortMetric } from './period.js';
import { narrowsPosts, postsIn } from './post-filter.js';
import { accountIn, type ReportAccounts, reportAccounts, type Viewer } from './scope.js';
import { type GroupTally, groupOf, mergeGroup, periodSql, tallyGroups } from './tally-sql.js';

/**
 * What makes a group report: the catalogue its figures come from, how a post on `report_posts rp`
 * belongs to its groups (`join` adds a row per group, `key` names it as text; `any` says it is in at
 * least one), and the rollup dimension that answers it when only networks and accounts narrow it (null:
 * always from the posts, as for labels, whose posts are linked after publishing).
 */
export interface GroupSpec {
  kind: 'post' | 'creative';
  join: SQL;
  key: SQL;
  /**
   * A post is in at least one group; absent when each post is in exactly one group as tallied (a label
   * report's post is linked to one task, which has one label), so the summary is their sum, read once.
   */
  any?: SQL;
  rollup: Extract<RollupDim, 'tag' | 'hashtag' | 'creative'> | null;
  /** Turns the groups as tallied into the groups shown (labels: each label's own into its subtree). */
  regroup?: (groups: Map<string, GroupTally>) => Map<string, GroupTally>;
}

/** A group of posts (a tag, a hashtag, a medium, a label) with its figures. */
export interface GroupRow {
  key: string;
  posts: number;
  metrics: Record<string, MetricValue>;
}

export interface GroupReport {
  rows: GroupRow[];
  summary: Record<string, MetricValue>;
  accounts: ReportAccounts;
}

/** The tag, hashtag and creative reports' groups. */
export const groupSpecs = {
  tag: {
    kind: 'post',
    join: sql`join content_tags ct on ct.content_id = rp.content_id`,
    key: sql`ct.tag_id::text`,
    any: sql`exists (select 1 from content_tags ct_any where ct_any.content_id = rp.content_id)`,
    rollup: 'tag',
  },
  hashtag: {
    kind: 'post',
    join: sql`cross join unnest(rp.hashtags) as h(tag)`,
    key: sql`h.tag`,
    any: sql`cardinality(rp.hashtags) > 0`,
    rollup: 'hashtag',
  },
  creative: {
    kind: 'creative',
    join: sql`cross join unnest(rp.media_ids) as m(id)`,
    key: sql`m.id::text`,
    any: sql`cardinality(rp.media_ids) > 0`,
    rollup: 'creative',
  },
} as const satisfies Record<string, GroupSpec>;

/**
 * The groups' rows: from the daily rollups when the spec has one and only networks and accounts narrow
 * the report, else from the filtered posts themselves (each post in each of its groups). Rollup rows
 * take their `na` from their account's network, as its posts carry it.
 */
function groupSource(
  spec: GroupSpec,
  accounts: ReportAccounts,
  input: GroupReportInput,
  periods: Periods,
  catalogue: ReadonlyMap<string, MetricDef>,
): { source: SQL; perPost: boolean } {
  if (spec.rollup === null || narrowsPosts(input)) {
    const { where, period } = postsIn(accounts, input, periods, periods.compare !== null);
    return {
      source: sql`select ${spec.key} as g, ${period} as period, rp.metrics, rp.na, 1 as posts
        from report_posts rp ${spec.join} where ${where}`,
      perPost: true,
    };
  }
  const { within, period } = periodSql(sql`day`, periods, false);
  return {
    source: sql`select dim_key as g, ${period} as period, metrics,
        ${accountNaSql(sql`account_id`, accounts, catalogue)} as na, posts
      from metric_rollups
      where game_id = ${accounts.gameId} and dim = ${spec.rollup} and ${accountIn(sql`account_id`, accounts)} and ${within}`,
    perPost: false,
  };
}

function withPosts(kindDefs: readonly MetricDef[], group: GroupTally, index: 0 | 1): Tally {
  const tally = group.tallies[index];
  if (kindDefs.some((def) => def.key === 'posts')) addSum(tally, 'posts', group.posts[index]);
  return tally;
}

/**
 * A group report (tag, hashtag, creative, label): each group's figures over the range against the
 * compared range, sorted by the chosen metric or by posts. The summary is over the distinct posts in
 * any group, so a post under two hashtags (or a label and its parent) counts once there. Groups
 * without posts in the range are left out, but for those named in `keep` (shown with no figures).
 */
export async function groupReport(
  db: DbOrTx,
  viewer: Viewer,
  spec: GroupSpec,
  input: GroupReportInput,
  keep: ReadonlySet<string> = new Set(),
): Promise<GroupReport> {
  const periods = resolvePeriods(input.range, input.compare);
  const defs = metricsOf(spec.kind, input.metrics);
  const sortDef = sortMetric(spec.kind, input.sort.key, ['posts']);
  const accounts = await reportAccounts(db, viewer, input);
  const catalogue = talliedDefs(metricDefs('post'), defs);
  const compared = periods.compare !== null;
  const { where, period } = postsIn(accounts, input, periods, compared);
  const { source, perPost } = groupSource(spec, accounts, input, periods, catalogue);
  const [tallied, overall] = await Promise.all([
    tallyGroups(db, source, catalogue, perPost),
    spec.any === undefined
      ? null
      : tallyGroups(
          db,
          sql`select '' as g, ${period} as period, rp.metrics, rp.na, 1 as posts
            from report_posts rp where ${where} and ${spec.any}`,
          catalogue,
          true,
        ),
  ]);
  const groups = spec.regroup ? spec.regroup(tallied) : tallied;
  const keys = new Set([
    ...keep,
    ...[...groups].filter(([, group]) => group.posts[0] > 0).map(([key]) => key),
  ]);
  const tallies = [...keys].map((key) => {
    const group = groupOf(groups, key);
    return {
      key,
      posts: group.posts[0],
      now: withPosts(defs, group, 0),
      before: compared ? withPosts(defs, group, 1) : null,
    };
  });
  const highest = highestOf(
    defs,
    tallies.map((row) => row.now),
  );
  const sortValue = (row: (typeof tallies)[number]) => (sortDef ? figure(sortDef, row.now) : row.posts);
  const sign = input.sort.order === 'asc' ? 1 : -1;
  tallies.sort((a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    if (x === y) return a.key.localeCompare(b.key);
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * sign;
  });
  const all = overall
    ? groupOf(overall, '')
    : [...tallied.values()].reduce(mergeGroup, groupOf(new Map(), ''));
  return {
    accounts,
    rows: tallies.map((row) => ({
      key: row.key,
      posts: row.posts,
      metrics: metricValues(defs, row.now, row.before, highest),
    })),
    summary: metricValues(defs, withPosts(defs, all, 0), compared ? withPosts(defs, all, 1) : null, highest),
  };
}

type TagReport = z.infer<typeof tagReportSchema>;
type HashtagReport = z.infer<typeof hashtagReportSchema>;
type CreativeReport = z.infer<typeof creativeReportSchema>;

const idsOf = (rows: readonly GroupRow[]) =>
  sql`${`{${rows
    .map((row) => Number(row.key))
    .filter(Number.isInteger)
    .join(',')}}`}::int[]`;

export async function tagReport(db: DbOrTx, viewer: Viewer, input: GroupReportInput): Promise<TagReport> {
  const report = await groupReport(db, viewer, groupSpecs.tag, input);
  const tags = rowsOf(
    await db.execute(
      sql`select id, name, color from tags where game_id = ${viewer.tenant.gameId} and id = any(${idsOf(report.rows)})`,
    ),
  );
  const byId = new Map(
    tags.map((tag) => [
      String(tag.id),
      { id: Number(tag.id), name: String(tag.name), color: String(tag.color) },
    ]),
  );
  return {
    list: report.rows.flatMap((row) => {
      const tag = byId.get(row.key);
      return tag ? [{ tag, posts: row.posts, metrics: row.metrics }] : [];
    }),
    summary: report.summary,
  };
}

export async function hashtagReport(
  db: DbOrTx,
  viewer: Viewer,
  input: GroupReportInput,
): Promise<HashtagReport> {
  const report = await groupReport(db, viewer, groupSpecs.hashtag, input);
  return {
    list: report.rows.map((row) => ({ hashtag: row.key, posts: row.posts, metrics: row.metrics })),
    summary: report.summary,
  };
}

export async function creativeReport(
  db: DbOrTx,
  viewer: Viewer,
  input: GroupReportInput,
): Promise<CreativeReport> {
  const report = await groupReport(db, viewer, groupSpecs.creative, input);
  const keys = report.rows.map((row) => Number(row.key)).filter(Number.isInteger);
  const media = await creativeMedia(db, viewer.tenant.gameId, keys);
  return {
    list: report.rows.flatMap((row) => {
      const creative = media.get(Number(row.key));
      return creative ? [{ ...creative, posts: row.posts, metrics: row.metrics }] : [];
    }),
    summary: report.summary,
  };
}
