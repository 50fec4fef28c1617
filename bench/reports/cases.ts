/**
 * The reports asked in the benchmark: each report screen's query for the last 90 days against the
 * previous 90, as the screen asks it — its endpoint and payload, and the same query function the
 * endpoint binds, called directly.
 */
import {
  accountReportInput,
  type Endpoint,
  type GroupReportInput,
  groupReportInput,
  postReportInput,
  reportEndpoints,
  sentimentReportInput,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import { accountReport } from '../../apps/server/src/modules/reports/query/account-report.js';
import {
  creativeReport,
  hashtagReport,
  tagReport,
} from '../../apps/server/src/modules/reports/query/groups.js';
import { mainPostReport } from '../../apps/server/src/modules/reports/query/main-post.js';
import { postReport } from '../../apps/server/src/modules/reports/query/post-report.js';
import type { Viewer } from '../../apps/server/src/modules/reports/query/scope.js';
import { sentimentReport } from '../../apps/server/src/modules/reports/query/sentiment.js';

export interface ReportCase {
  name: string;
  endpoint: Endpoint;
  payload: Record<string, unknown>;
  /** Asked as the member who sees a quarter of the accounts (else the game admin). */
  member?: boolean;
  run: (db: DbOrTx, viewer: Viewer) => Promise<unknown>;
  /** What the answer held, printed beside the times. */
  describe: (answer: unknown) => string;
  /** Whether its statements' plans are printed. */
  explain?: boolean;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const listed = (what: string) => (answer: unknown) => {
  const { list, total } = answer as { list: unknown[]; total?: number };
  return total === undefined
    ? `${list.length} ${what}`
    : `${list.length} of ${total.toLocaleString('en')} ${what}`;
};

export async function reportCases(db: Db, gameId: number, withFeeds: boolean) {
  const range = { start: day(-90), end: day(-1) };
  const scope = { range, compare: { mode: 'previous' as const } };
  const [top] = await queryRows<{ tag_id: number }>(
    db,
    sql`select ct.tag_id, count(*)::int as n from content_tags ct where ct.game_id = ${gameId}
      group by 1 order by 2 desc limit 1`,
  );
  const tagId = Number(top?.tag_id ?? 0);
  const post = (name: string, extra: Record<string, unknown>, member = false): ReportCase => {
    const payload = { ...scope, page: 1, page_size: 50, ...extra };
    return {
      name,
      endpoint: reportEndpoints.postReports,
      payload,
      member,
      run: (target, viewer) => postReport(target, viewer, postReportInput.parse(payload)),
      describe: listed('posts'),
      explain: !member,
    };
  };
  const group = (
    name: string,
    endpoint: Endpoint,
    report: (db: DbOrTx, viewer: Viewer, input: GroupReportInput) => Promise<unknown>,
    what: string,
    extra: Record<string, unknown> = {},
  ): ReportCase => {
    const payload = { ...scope, ...extra };
    return {
      name,
      endpoint,
      payload,
      run: (target, viewer) => report(target, viewer, groupReportInput.parse(payload)),
      describe: listed(what),
      explain: true,
    };
  };
  const list: ReportCase[] = [
    {
      name: 'account report (200 accounts, 3 trends)',
      endpoint: reportEndpoints.accountReports,
      payload: scope,
      run: (target, viewer) => accountReport(target, viewer, accountReportInput.parse(scope)),
      describe: (answer) => `${(answer as { accounts: unknown[] }).accounts.length} accounts`,
      explain: true,
    },
    post('post report, page 1 by views', { sort: { key: 'views', order: 'desc' } }),
    post('post report, page 1 by engagement rate (reach)', {
      sort: { key: 'engagement_rate_reach', order: 'desc' },
    }),
    post('post report, one tag, newest first', { tag_ids: [tagId] }),
    post('post report, member seeing 50 accounts', { sort: { key: 'views', order: 'desc' } }, true),
    {
      name: 'main post report, page 1 by engagements',
      endpoint: reportEndpoints.mainPostReports,
      payload: { ...scope, page: 1, page_size: 50, sort: { key: 'engagements', order: 'desc' } },
      run: (target, viewer) =>
        mainPostReport(
          target,
          viewer,
          postReportInput.parse({
            ...scope,
            page: 1,
            page_size: 50,
            sort: { key: 'engagements', order: 'desc' },
          }),
        ),
      describe: listed('composed posts'),
      explain: true,
    },
    group('tag report (rollups)', reportEndpoints.tagReports, tagReport, 'tags'),
    group('hashtag report (rollups)', reportEndpoints.hashtagReports, hashtagReport, 'hashtags'),
    group(
      'hashtag report, reels and stories (from posts)',
      reportEndpoints.hashtagReports,
      hashtagReport,
      'hashtags',
      {
        content_types: ['instagram_reel', 'instagram_story'],
      },
    ),
    group('creative report (rollups)', reportEndpoints.creativeReports, creativeReport, 'media'),
  ];
  const skipped: string[] = [];
  if (withFeeds)
    list.push({
      name: 'sentiment report (inbox items)',
      endpoint: reportEndpoints.sentimentReports,
      payload: scope,
      run: (target, viewer) => sentimentReport(target, viewer, sentimentReportInput.parse(scope)),
      describe: (answer) => `${(answer as { networks: unknown[] }).networks.length} networks`,
      explain: true,
    });
  else skipped.push('sentiment report — no inbox items generated (FEEDS=0)');
  return { range, list, skipped };
}
