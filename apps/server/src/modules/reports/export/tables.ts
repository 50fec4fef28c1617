import type {
  AccountReportInput,
  ExportJobInput,
  GroupReportInput,
  MetricDef,
  MetricValue,
  ReportPost,
  ReportRange,
} from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { accountReport } from '../query/account-report.js';
import { creativeReport, hashtagReport, tagReport } from '../query/groups.js';
import { allContents, mainPostRows } from '../query/main-post.js';
import { metricsOf } from '../query/period.js';
import { allPosts, type PostQueryInput, postQuery, postsByIds } from '../query/post-report.js';
import type { Viewer } from '../query/scope.js';
import type { Cell, ReportTable } from './table.js';

/** Rows read per query while an export is written (its ids and their order are read once first). */
const BATCH = 1000;

const nameOf = (report: string, range: ReportRange) => `${report}-report_${range.start}_${range.end}`;
const metricCells = (defs: readonly MetricDef[], metrics: Record<string, MetricValue>): Cell[] =>
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

function singleBatch(rows: Cell[][]): () => AsyncIterable<Cell[][]> {
  return async function* () {
    if (rows.length > 0) yield rows;
  };
}

export async function accountTable(
  db: DbOrTx,
  viewer: Viewer,
  input: AccountReportInput,
): Promise<ReportTable> {
  const report = await accountReport(db, viewer, input);
  const defs = metricsOf('profile', undefined);
  const rows = report.accounts.map((row): Cell[] => [
    row.account_id,
    row.name,
    row.network,
    ...metricCells(defs, row.metrics),
  ]);
  return {
    name: nameOf('account', input.range),
    columns: ['account_id', 'account', 'network', ...defs.map((def) => def.key)],
    total: rows.length,
    batches: singleBatch(rows),
  };
}

async function postTable(db: DbOrTx, viewer: Viewer, input: PostQueryInput): Promise<ReportTable> {
  const query = await postQuery(db, viewer, input);
  const ids = await allPosts(db, query);
  return {
    name: nameOf('post', input.range),
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

async function mainPostTable(db: DbOrTx, viewer: Viewer, input: PostQueryInput): Promise<ReportTable> {
  const query = await postQuery(db, viewer, input);
  const ids = await allContents(db, query);
  return {
    name: nameOf('main-post', input.range),
    columns: [
      'content_id',
      'title',
      'text',
      'published_at',
      'author',
      'networks',
      ...query.defs.map((def) => def.key),
    ],
    total: ids.length,
    batches: async function* () {
      for (let start = 0; start < ids.length; start += BATCH) {
        const rows = await mainPostRows(db, query, ids.slice(start, start + BATCH));
        yield rows.map((row): Cell[] => [
          row.content_id,
          row.title,
          row.text,
          row.published_at,
          row.author?.name ?? null,
          [...new Set(row.networks.map((post) => post.network))].join(', '),
          ...metricCells(query.defs, row.metrics),
        ]);
      }
    },
  };
}

async function groupTable(
  db: DbOrTx,
  viewer: Viewer,
  report: 'tag' | 'hashtag' | 'creative',
  input: GroupReportInput,
): Promise<ReportTable> {
  const defs = metricsOf(report === 'creative' ? 'creative' : 'post', input.metrics);
  const columns = defs.map((def) => def.key);
  let head: string[];
  let rows: Cell[][];
  if (report === 'tag') {
    const { list } = await tagReport(db, viewer, input);
    head = ['tag_id', 'tag', 'posts'];
    rows = list.map((row) => [row.tag.id, row.tag.name, row.posts, ...metricCells(defs, row.metrics)]);
  } else if (report === 'hashtag') {
    const { list } = await hashtagReport(db, viewer, input);
    head = ['hashtag', 'posts'];
    rows = list.map((row) => [row.hashtag, row.posts, ...metricCells(defs, row.metrics)]);
  } else {
    const { list } = await creativeReport(db, viewer, input);
    head = ['media_id', 'name', 'kind'];
    rows = list.map((row) => [row.media_id, row.name, row.kind, ...metricCells(defs, row.metrics)]);
  }
  return {
    name: nameOf(report, input.range),
    columns: [...head, ...columns],
    total: rows.length,
    batches: singleBatch(rows),
  };
}

/** The table of any report an export (direct or a job) writes. */
export function tableOf(db: DbOrTx, viewer: Viewer, job: ExportJobInput): Promise<ReportTable> {
  switch (job.report) {
    case 'post':
      return postTable(db, viewer, job.input);
    case 'main_post':
      return mainPostTable(db, viewer, job.input);
    default:
      return groupTable(db, viewer, job.report, job.input);
  }
}
