import type { MetricDef, MetricValue, mainPostReportSchema, PostReportInput } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { highestOf, mergeTallies, metricValues, type Tally, tallyOfPost } from './combine.js';
import { postsIn } from './post-filter.js';
import { type PostQuery, postQuery, postSummary } from './post-report.js';
import { readPosts, reportPostOf } from './post-rows.js';
import type { Viewer } from './scope.js';

type MainPostReport = z.infer<typeof mainPostReportSchema>;
type MainPostRow = MainPostReport['list'][number];

const composed = sql`rp.content_id is not null`;

/** A composed post's figure of a metric over its networks' posts, in SQL (for sorting). */
function summedSql(def: MetricDef): SQL {
  const key = (name: string) => sql`sum((rp.metrics->>${name})::numeric)`;
  if (def.agg === 'ratio' && def.ratio)
    return sql`(${key(def.ratio.num)} * 10000 / nullif(${key(def.ratio.den)}, 0))`;
  if (def.agg === 'mean') return sql`avg((rp.metrics->>${def.key})::numeric)`;
  return key(def.key);
}

/** The composed posts of the filtered posts, in the report's order, on `report_posts rp`. */
function contentsInOrder(query: PostQuery): SQL {
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const direction = query.sort.order === 'asc' ? sql`asc` : sql`desc`;
  const order = query.sort.def
    ? sql`${summedSql(query.sort.def)} ${direction} nulls last`
    : sql`min(rp.published_at) ${direction}`;
  return sql`select rp.content_id from report_posts rp where ${where} and ${composed}
    group by rp.content_id order by ${order}, rp.content_id desc`;
}

/** One page of composed posts, in the report's order, and how many there are. */
export async function pageContents(db: DbOrTx, query: PostQuery, limit: number, offset: number) {
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const [page, count] = await Promise.all([
    db.execute(sql`${contentsInOrder(query)} limit ${limit} offset ${offset}`),
    db.execute(
      sql`select count(distinct rp.content_id)::int as n from report_posts rp where ${where} and ${composed}`,
    ),
  ]);
  return { ids: rowsOf(page).map((row) => Number(row.content_id)), total: Number(rowsOf(count)[0]?.n ?? 0) };
}

/**
 * Every composed post's id in the report's order, in one grouped read (an export then reads their
 * rows a batch of ids at a time, rather than grouping every post again for each page).
 */
export async function allContents(db: DbOrTx, query: PostQuery): Promise<number[]> {
  return rowsOf(await db.execute(contentsInOrder(query))).map((row) => Number(row.content_id));
}

/**
 * A composed post's metrics over its networks: a metric that adds up (`sum`) is summed; a rate or an
 * average is only meaningful per network, so over several networks it is `mismatch` on the composed
 * row and read in each network's row.
 */
export function composedMetrics(
  defs: readonly MetricDef[],
  posts: readonly { network: string; tally: Tally }[],
) {
  const tally = mergeTallies(posts.map((post) => post.tally));
  const networks = new Set(posts.map((post) => post.network)).size;
  return {
    tally,
    values: (highest: ReadonlyMap<string, number | null> | null): Record<string, MetricValue> => {
      const values = metricValues(defs, tally, null, highest);
      if (networks > 1)
        for (const def of defs)
          if (def.agg !== 'sum')
            values[def.key] = { ...(values[def.key] as MetricValue), value: null, na_type: 'mismatch' };
      return values;
    },
  };
}

/** The main post report: composed posts across their networks, a page at a time, and the summary. */
export async function mainPostReport(
  db: DbOrTx,
  viewer: Viewer,
  input: PostReportInput,
): Promise<MainPostReport> {
  const query = await postQuery(db, viewer, input);
  const [{ summary }, { ids, total }] = await Promise.all([
    postSummary(db, query, composed),
    pageContents(db, query, input.page_size, (input.page - 1) * input.page_size),
  ]);
  const list = await mainPostRows(db, query, ids);
  return { list, total, page: input.page, page_size: input.page_size, summary };
}

/** The composed posts' rows, in the order of `ids`. */
export async function mainPostRows(
  db: DbOrTx,
  query: PostQuery,
  ids: readonly number[],
): Promise<MainPostRow[]> {
  if (ids.length === 0) return [];
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const { where } = postsIn(query.accounts, query.filter, query.periods, false);
  const [records, contents] = await Promise.all([
    readPosts(
      db,
      sql`${where} and rp.content_id = any(${idList})`,
      sql`rp.published_at, rp.post_id`,
      ids.length * 50,
    ),
    db.execute(sql`
      select c.id, c.title, c.text,
        to_char(coalesce(c.published_at, c.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at,
        case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as author
      from contents c left join users u on u.id = c.author_id where c.id = any(${idList})`),
  ]);
  const byContent = new Map<number, typeof records>();
  for (const record of records) {
    const list = byContent.get(record.content_id ?? 0) ?? [];
    list.push(record);
    byContent.set(record.content_id ?? 0, list);
  }
  const info = new Map(rowsOf(contents).map((row) => [Number(row.id), row]));
  const rows = ids.map((id) => {
    const posts = byContent.get(id) ?? [];
    const combined = composedMetrics(
      query.defs,
      posts.map((post) => ({
        network: query.accounts.byId.get(post.account_id)?.network ?? '',
        tally: tallyOfPost(query.catalogue, post.metrics, post.na),
      })),
    );
    return { id, posts, combined };
  });
  const highest = highestOf(
    query.defs,
    rows.map((row) => row.combined.tally),
  );
  return rows.map(({ id, posts, combined }) => {
    const content = info.get(id);
    return {
      content_id: id,
      title: String(content?.title ?? ''),
      text: String(content?.text ?? ''),
      published_at: String(content?.published_at ?? posts[0]?.published_at ?? ''),
      author: (content?.author ?? null) as MainPostRow['author'],
      metrics: combined.values(highest),
      networks: posts.flatMap(
        (post) => reportPostOf(post, query.accounts, query.defs, query.catalogue, null) ?? [],
      ),
    };
  });
}
