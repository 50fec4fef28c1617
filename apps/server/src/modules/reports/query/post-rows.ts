import type { MetricDef, MetricNaType, ReportContentType, ReportPost } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { metricValues, tallyOfPost } from './combine.js';
import type { ReportAccounts } from './scope.js';

/** An instant column as ISO 8601 text in UTC, as the contract's times are. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A report post as read, before its metrics are shaped. */
export interface PostRecord {
  id: number;
  account_id: number;
  content_id: number | null;
  text: string;
  permalink: string | null;
  published_at: string;
  content_type: ReportContentType;
  tags: { id: number; name: string; color: string }[];
  hashtags: string[];
  author: { id: number; name: string } | null;
  collaborators: string[];
  metrics: Record<string, number>;
  na: Record<string, MetricNaType>;
  fetched_at: string | null;
}

/**
 * Report posts with what their rows show (text and link from the account's post list, the composed
 * post's tags and author), in the order `orderBy` gives; `where` is on `report_posts rp`.
 */
export async function readPosts(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset = 0,
): Promise<PostRecord[]> {
  const result = await db.execute(sql`
    select rp.post_id as id, rp.account_id, rp.content_id, coalesce(ap.text, '') as text, ap.permalink,
      ${iso(sql`rp.published_at`)} as published_at, rp.content_type, rp.hashtags, rp.collaborators,
      rp.metrics, rp.na, ${iso(sql`rp.fetched_at`)} as fetched_at,
      case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as author,
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
        from content_tags ct join tags t on t.id = ct.tag_id where ct.content_id = rp.content_id), '[]') as tags
    from report_posts rp
    join account_posts ap on ap.id = rp.post_id
    left join contents c on c.id = rp.content_id
    left join users u on u.id = c.author_id
    where ${where}
    order by ${orderBy}
    limit ${limit} offset ${offset}`);
  return rowsOf(result) as unknown as PostRecord[];
}

/** A read post as the report shows it, its metrics against the list's highest. */
export function reportPostOf(
  record: PostRecord,
  accounts: ReportAccounts,
  defs: readonly MetricDef[],
  catalogue: ReadonlyMap<string, MetricDef>,
  highest: ReadonlyMap<string, number | null> | null,
): ReportPost | null {
  const account = accounts.byId.get(record.account_id);
  if (!account) return null;
  const { metrics, na, id, ...rest } = record;
  return {
    ...account,
    ...rest,
    id,
    metrics: metricValues(defs, tallyOfPost(catalogue, metrics, na), null, highest),
  };
}
