import type { AccountReportInput, ExportJobInput, GroupReportInput } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { accountReport } from '../query/account-report.js';
import { creativeReport, hashtagReport, tagReport } from '../query/groups.js';
import { allContents, mainPostRows } from '../query/main-post.js';
import { metricsOf } from '../query/period.js';
import { postQuery } from '../query/post-report.js';
import type { Viewer } from '../query/scope.js';
import { assignTableOf } from './assign-tables.js';
import type { Cell, ReportTable } from './table.js';
import { BATCH, metricCells, nameOf, postTable, singleBatch } from './table-parts.js';

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

async function mainPostTable(
  db: DbOrTx,
  viewer: Viewer,
  input: Parameters<typeof postQuery>[2],
): Promise<ReportTable> {
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
export async function tableOf(db: DbOrTx, viewer: Viewer, job: ExportJobInput): Promise<ReportTable> {
  switch (job.report) {
    case 'post':
      return postTable(db, await postQuery(db, viewer, job.input), 'post', job.input.range);
    case 'main_post':
      return mainPostTable(db, viewer, job.input);
    case 'tag':
    case 'hashtag':
    case 'creative':
      return groupTable(db, viewer, job.report, job.input);
    case 'label':
    case 'label_post':
    case 'task_post':
    case 'complete':
      return assignTableOf(db, viewer, job);
    default:
      return job satisfies never;
  }
}
