import type { MetricDef, ReportContentType } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Periods } from './period.js';
import { accountIn, type ReportAccounts } from './scope.js';
import { periodSql } from './tally-sql.js';

/** The post filters of the post, main post and group reports (postFilterSchema's fields). */
export interface PostFilter {
  content_types?: readonly ReportContentType[] | undefined;
  tag_ids?: readonly number[] | undefined;
  author_ids?: readonly number[] | undefined;
  hashtags?: readonly string[] | undefined;
  keyword?: string | undefined;
  /** A further condition on `report_posts rp` a report adds (the assign reports' linked posts). */
  within?: SQL | undefined;
}

/** An int[] parameter. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A text[] parameter, each element quoted (commas, quotes and backslashes taken as themselves). */
export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}

/** A literal for `like`: its wildcards and escapes taken as themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Hashtags as stored: lower-case, without '#'. */
export function normalizeHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '').toLowerCase();
}

/** Whether a filter narrows beyond networks and accounts (so rollups cannot answer it). */
export function narrowsPosts(filter: PostFilter): boolean {
  return Boolean(
    filter.content_types?.length ||
      filter.tag_ids?.length ||
      filter.author_ids?.length ||
      filter.hashtags?.length ||
      filter.keyword ||
      filter.within,
  );
}

/**
 * The conditions on `report_posts rp` of the covered accounts' posts that pass the filter; each one
 * reads an index (the game and time index first, the content's tags and author by their keys).
 */
export function postConditions(accounts: ReportAccounts, filter: PostFilter): SQL {
  const parts: SQL[] = [sql`rp.game_id = ${accounts.gameId}`, accountIn(sql`rp.account_id`, accounts)];
  if (filter.content_types?.length)
    parts.push(sql`rp.content_type = any(${textArray(filter.content_types)})`);
  if (filter.tag_ids?.length)
    parts.push(sql`rp.content_id in (select content_id from content_tags
      where game_id = ${accounts.gameId} and tag_id = any(${intArray(filter.tag_ids)}))`);
  if (filter.author_ids?.length)
    parts.push(sql`rp.content_id in (select id from contents
      where game_id = ${accounts.gameId} and author_id = any(${intArray(filter.author_ids)}))`);
  if (filter.hashtags?.length) {
    const tags = [...new Set(filter.hashtags.map(normalizeHashtag))];
    parts.push(sql`rp.hashtags && ${textArray(tags)}`);
  }
  if (filter.keyword)
    parts.push(sql`exists (select 1 from account_posts ap_k
      where ap_k.id = rp.post_id and ap_k.text ilike ${likePattern(filter.keyword)})`);
  if (filter.within) parts.push(filter.within);
  return sql.join(parts, sql` and `);
}

/** The posts of the filter published in the report's range (`compared`: or in the compared one). */
export function postsIn(accounts: ReportAccounts, filter: PostFilter, periods: Periods, compared: boolean) {
  const { within, period } = periodSql(
    sql`rp.published_at`,
    compared ? periods : { ...periods, compare: null },
    true,
  );
  return { where: sql`${postConditions(accounts, filter)} and ${within}`, period };
}

/** A post metric's value in SQL (a ratio from its num and den), for sorting. */
export function postMetricSql(def: MetricDef, metrics: SQL = sql`rp.metrics`): SQL {
  if (def.agg === 'ratio' && def.ratio)
    return sql`((${metrics}->>${def.ratio.num})::numeric * 10000 / nullif((${metrics}->>${def.ratio.den})::numeric, 0))`;
  return sql`(${metrics}->>${def.key})::numeric`;
}
