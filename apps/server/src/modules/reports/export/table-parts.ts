import type { MetricDef, MetricValue, ReportPost, ReportRange } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { allPosts, type PostQuery, postsByIds } from '../query/post-report.js';
import type { Cell, ReportTable } from './table.js';

/**
 * What every report's table is made of: its file name, metric cells in the screens' units, a small
 * table as one batch, and the post table every post-shaped report (post, label and task posts) writes.
 */
/** Rows read per query while a post export is written (its ids and their order are read once first). */
export const BATCH = 1000;

/** A report file's name without extension: `<report>-report_<start>_<end>`. */
export const nameOf = (report: string, range: ReportRange) => `${report}-report_${range.start}_${range.end}`;
export const metricCells = (defs: readonly MetricDef[], metrics: Record<string, MetricValue>): Cell[] =>
  defs.map((def) => metrics[def.key] ?? null);

/** The columns a post row shows before its metrics. */
const postColumns = [
  'post_id',
  'account',
  'network',
  'published_at',
  'content_type',
  'text',
  'permalink',
  'hashtags',
  'tags',
];
const postCells = (post: ReportPost): Cell[] => [
  post.id,
  post.name,
  post.network,
  post.published_at,
  post.content_type,
  post.text,
  post.permalink,
  post.hashtags.join(' '),
  post.tags.map((tag) => tag.name).join(', '),
];

/** A table small enough to be read whole, handed out as one batch. */
export function singleBatch(rows: Cell[][]): () => AsyncIterable<Cell[][]> {
  return async function* () {
    if (rows.length > 0) yield rows;
  };
}

/** A post report's table (the post report's, or an assign report's linked posts), named `report`. */
export async function postTable(
  db: DbOrTx,
  query: PostQuery,
  report: string,
  range: ReportRange,
): Promise<ReportTable> {
  const ids = await allPosts(db, query);
  return {
    name: nameOf(report, range),
    columns: [...postColumns, ...query.defs.map((def) => def.key)],
    total: ids.length,
    batches: async function* () {
      for (let start = 0; start < ids.length; start += BATCH) {
        const posts = await postsByIds(db, query, ids.slice(start, start + BATCH));
        yield posts.map((post) => [...postCells(post), ...metricCells(query.defs, post.metrics)]);
      }
    },
  };
}
