import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-03-11', end: '2026-03-20' };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('group reports read from rollups mark what a network never gives', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof reportGame>>;

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    // '#xonly' has only X posts (X gives no reach); '#mixed' has an X and a Facebook post.
    await buildReportPost(db, g.twitter, {
      publishedAt: at('2026-03-12'),
      hashtags: ['xonly', 'mixed'],
      metrics: { views: 300, likes: 20 },
      na: { reach: 'unsupport' },
    });
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-03-13'),
      hashtags: ['mixed'],
      metrics: { views: 500, reach: 200, likes: 30 },
    });
  });

  it('answers unsupport (N/A) for a metric none of a group’s networks gives, a value where one does', async () => {
    const report = await call(
      testApp().app,
      api.report.hashtagReports,
      { range, metrics: ['views', 'reach', 'shares'] },
      { as: g.admin, game: g.game },
    );
    const byTag = new Map(report.list.map((row) => [row.hashtag, row.metrics]));
    expect(byTag.get('xonly')?.reach).toMatchObject({ value: null, na_type: 'unsupport' });
    expect(byTag.get('xonly')?.views).toMatchObject({ value: 300, na_type: null });
    expect(byTag.get('mixed')?.reach).toMatchObject({ value: 200, na_type: null });
    // Both networks give shares but no post of the range had any: no data, a dash, not N/A.
    expect(byTag.get('mixed')?.shares).toMatchObject({ value: null, na_type: null });
    expect(report.summary.reach).toMatchObject({ value: 200, na_type: null });
  });

  it('says the same when the report is read from the posts (a post filter)', async () => {
    const report = await call(
      testApp().app,
      api.report.hashtagReports,
      { range, metrics: ['reach'], platforms: ['twitter'], keyword: 'Post' },
      { as: g.admin, game: g.game },
    );
    expect(report.list.find((row) => row.hashtag === 'xonly')?.metrics.reach).toMatchObject({
      value: null,
      na_type: 'unsupport',
    });
  });
});
