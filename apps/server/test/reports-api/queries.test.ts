import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildAccountDay, buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-03-11', end: '2026-03-20' };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('report queries on known figures', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof reportGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    // In range: two Facebook posts and one X post; before it (the previous 10 days): one Facebook post.
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-03-12'),
      hashtags: ['launch'],
      metrics: { views: 1000, reach: 800, engagements: 80, likes: 50, avg_view_percentage: 4000 },
      text: 'Launch day trailer',
    });
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-03-15'),
      hashtags: ['launch', 'patch'],
      metrics: { views: 500, reach: 200, engagements: 40, likes: 30, avg_view_percentage: 2000 },
    });
    await buildReportPost(db, g.twitter, {
      publishedAt: at('2026-03-16'),
      metrics: { views: 300, engagements: 30, likes: 20 },
      na: { reach: 'unsupport', avg_view_percentage: 'unsupport' },
    });
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-03-05'),
      hashtags: ['launch'],
      metrics: { views: 400, reach: 400, engagements: 20, likes: 10 },
    });
    for (const [day, followers, views] of [
      ['2026-03-09', 90, 10],
      ['2026-03-11', 100, 50],
      ['2026-03-20', 130, 70],
    ] as const)
      await buildAccountDay(db, g.facebook, day, { followers, views, followers_growth: 5 });
  });

  it('sums, averages and rates the post report by the catalogue, against the previous range', async () => {
    const report = await call(
      testApp().app,
      api.report.postReports,
      { range, sort: { key: 'views', order: 'desc' } },
      asAdmin(),
    );
    expect(report.total).toBe(3);
    expect(report.list.map((post) => post.metrics.views?.value)).toEqual([1000, 500, 300]);
    expect(report.summary.views).toMatchObject({
      type: 'amount',
      value: 1800,
      compare_value: 400,
      highest_value: 1000,
      na_type: null,
    });
    // Reach from the Facebook posts only (X cannot give it); the rate from the summed counts.
    expect(report.summary.reach?.value).toBe(1000);
    expect(report.summary.engagement_rate_reach).toMatchObject({
      type: 'percent',
      value: 1500,
      compare_value: 500,
    });
    expect(report.summary.avg_view_percentage?.value).toBe(3000);
    const tweet = report.list[2];
    expect(tweet?.metrics.reach).toMatchObject({ value: null, na_type: 'unsupport' });
    expect(tweet?.metrics.engagement_rate_reach?.na_type).toBe('unsupport');
  });

  it('sorts by a rate and pages', async () => {
    const report = await call(
      testApp().app,
      api.report.postReports,
      { range, sort: { key: 'engagement_rate_reach', order: 'desc' }, page: 1, page_size: 1 },
      asAdmin(),
    );
    expect(report.total).toBe(3);
    expect(report.list.map((post) => post.metrics.engagement_rate_reach?.value)).toEqual([2000]);
  });

  it('reads the account report from account days and rollups', async () => {
    const report = await call(
      testApp().app,
      api.report.accountReports,
      { range, account_ids: [g.facebook.id] },
      asAdmin(),
    );
    expect(report.summary.followers).toMatchObject({ value: 130, compare_value: 90 });
    expect(report.summary.views).toMatchObject({ value: 120, compare_value: 10 });
    expect(report.summary.posts_published).toMatchObject({ value: 2, compare_value: 1 });
    const views = report.trends.find((trend) => trend.metric === 'views');
    expect(views?.values[0]).toBe(50);
    expect(views?.compare_values[8]).toBe(10);
  });

  it('shows a total level without a change when an account has it in one range only', async () => {
    // X keeps no follower history: the account's first reading falls in this range only.
    await buildAccountDay(testApp().database.db, g.twitter, '2026-03-20', { followers: 500 });
    const report = await call(
      testApp().app,
      api.report.accountReports,
      { range, account_ids: [g.facebook.id, g.twitter.id] },
      asAdmin(),
    );
    expect(report.summary.followers).toMatchObject({ value: 630, compare_value: null });
    const facebook = report.accounts.find((account) => account.account_id === g.facebook.id);
    expect(facebook?.metrics.followers).toMatchObject({ value: 130, compare_value: 90 });
    expect(report.summary.views).toMatchObject({ value: 120, compare_value: 10 });
  });

  it('groups hashtags from rollups, and from the posts when filtered', async () => {
    const report = await call(testApp().app, api.report.hashtagReports, { range }, asAdmin());
    expect(report.list.map((row) => [row.hashtag, row.posts, row.metrics.engagements?.value])).toEqual([
      ['launch', 2, 120],
      ['patch', 1, 40],
    ]);
    expect(report.list[0]?.metrics.engagements?.compare_value).toBe(20);
    // The summary counts a post under two hashtags once.
    expect(report.summary.engagements?.value).toBe(120);
    const filtered = await call(
      testApp().app,
      api.report.hashtagReports,
      { range, keyword: 'trailer' },
      asAdmin(),
    );
    expect(filtered.list.map((row) => [row.hashtag, row.metrics.views?.value])).toEqual([['launch', 1000]]);
    const search = await call(testApp().app, api.report.hashtagSearch, { range, keyword: '#LAU' }, asAdmin());
    expect(search).toEqual([{ hashtag: 'launch', posts: 2 }]);
  });

  it('shows a member only the accounts they may see', async () => {
    const report = await call(testApp().app, api.report.postReports, { range }, { as: g.base, game: g.game });
    expect(report.total).toBe(2);
    expect(report.summary.views?.value).toBe(1500);
    const accounts = await call(
      testApp().app,
      api.report.accountReports,
      { range, account_ids: [g.twitter.id] },
      { as: g.base, game: g.game },
    );
    expect(accounts.accounts).toEqual([]);
  });

  it('refuses bad ranges and unknown metrics with their codes', async () => {
    const { app } = testApp();
    const who = asAdmin();
    expect(
      await fail(app, api.report.postReports, { range: { start: '2026-03-20', end: '2026-03-01' } }, who),
    ).toMatchObject({ code: 2101 });
    expect(
      await fail(app, api.report.postReports, { range: { start: '2025-01-01', end: '2026-03-01' } }, who),
    ).toMatchObject({ code: 2102 });
    const custom = await fail(
      app,
      api.report.accountReports,
      { range, compare: { mode: 'custom', start: '2026-01-01', end: '2026-01-03' } },
      who,
    );
    expect(custom).toMatchObject({ code: 2103 });
    expect(custom.msg).toContain('10');
    const unknown = await fail(app, api.report.postReports, { range, metrics: ['views', 'followers'] }, who);
    expect(unknown).toMatchObject({ code: 2104 });
    expect(unknown.msg).toContain('followers');
    expect(
      await fail(app, api.report.tagReports, { range, sort: { key: 'nonsense', order: 'asc' } }, who),
    ).toMatchObject({ code: 2104 });
  });
});
