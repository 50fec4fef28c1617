import { api } from '@herald/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, call, fail, rawCall } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildContent, buildPostSnapshot, buildTag, buildUpload } from './builders.js';
import { buildAccountDay, buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-05-01', end: '2026-05-10' };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('main post, tag, creative and account reports, post history and collaborators', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof reportGame>>;
  let ids: {
    launch: number;
    patch: number;
    video: number;
    image: number;
    launchTag: number;
    patchTag: number;
  };
  let posts: { facebook: number; twitter: number; instagram: number };
  const asAdmin = () => ({ as: g.admin, game: g.game });

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    const instagram = await buildAccount(db, g.game, {
      socialChannel: 'instagram',
      socialAccount: 'starharbor',
      socialId: `ig-${g.game}`,
    });
    const launchTag = await buildTag(db, g.game, 'Launch');
    const patchTag = await buildTag(db, g.game, 'Patch');
    const launch = await buildContent(db, g.game, 'Launch', [launchTag.id]);
    const patch = await buildContent(db, g.game, 'Patch', [patchTag.id]);
    const video = await buildUpload(db, g.game, 'trailer.mp4', 'video');
    const image = await buildUpload(db, g.game, 'key-art.png', 'image');
    // The launch went to Facebook and X, the patch to Facebook only.
    const facebookPost = await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-05-02'),
      contentId: launch.id,
      mediaIds: [video.id],
      metrics: { views: 1000, reach: 500, engagements: 100, likes: 60 },
    });
    const twitterPost = await buildReportPost(db, g.twitter, {
      publishedAt: at('2026-05-02'),
      contentId: launch.id,
      mediaIds: [image.id],
      metrics: { views: 400, engagements: 20, likes: 10 },
      na: { reach: 'unsupport' },
    });
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-05-04'),
      contentId: patch.id,
      mediaIds: [video.id],
      metrics: { views: 200, reach: 100, engagements: 30, likes: 5 },
    });
    const instagramPost = await buildReportPost(db, instagram, {
      publishedAt: at('2026-05-05'),
      metrics: { views: 50 },
    });
    await buildPostSnapshot(db, g.game, facebookPost.postId, '2026-05-02T14:00:00Z', { views: 300 });
    await buildPostSnapshot(db, g.game, facebookPost.postId, '2026-05-03T14:00:00Z', { views: 1000 });
    for (const [day, views, followers] of [
      ['2026-04-21', 1, 90],
      ['2026-04-23', 3, 92],
      ['2026-04-30', 10, 95],
      ['2026-05-01', 11, 100],
      ['2026-05-03', 33, 104],
    ] as const)
      await buildAccountDay(db, g.facebook, day, { views, followers });
    ids = {
      launch: launch.id,
      patch: patch.id,
      video: video.id,
      image: image.id,
      launchTag: launchTag.id,
      patchTag: patchTag.id,
    };
    posts = { facebook: facebookPost.postId, twitter: twitterPost.postId, instagram: instagramPost.postId };
  });

  it('sums what adds up over a composed post’s networks and refuses to mix their rates', async () => {
    const report = await call(
      testApp().app,
      api.report.mainPostReports,
      { range, sort: { key: 'views', order: 'desc' } },
      asAdmin(),
    );
    expect(report.total).toBe(2);
    const [launch, patch] = report.list;
    expect([launch?.content_id, patch?.content_id]).toEqual([ids.launch, ids.patch]);
    expect(launch?.title).toBe('Launch');
    expect(launch?.metrics.views).toMatchObject({ value: 1400, highest_value: 1400 });
    expect(launch?.metrics.likes?.value).toBe(70);
    expect(launch?.metrics.engagement_rate_reach).toMatchObject({ value: null, na_type: 'mismatch' });
    expect(launch?.networks.map((post) => [post.network, post.metrics.views?.value])).toEqual([
      ['facebook', 1000],
      ['twitter', 400],
    ]);
    expect(launch?.networks[0]?.metrics.engagement_rate_reach?.value).toBe(2000);
    // One network: its rate stands.
    expect(patch?.metrics.engagement_rate_reach).toMatchObject({ value: 3000, na_type: null });
    expect(report.summary.views?.value).toBe(1600);
  });

  it('exports composed posts in the report’s order', async () => {
    const file = await rawCall(
      testApp().app,
      api.report.mainPostExport,
      {
        range,
        format: 'csv',
        metrics: ['views', 'engagement_rate_reach'],
        sort: { key: 'views', order: 'asc' },
      },
      asAdmin(),
    );
    const rows = parse(file.rawPayload, { bom: true }) as string[][];
    expect(rows.map((row) => [row[0], row[1], row[5], row[6], row[7]])).toEqual([
      ['content_id', 'title', 'networks', 'views', 'engagement_rate_reach'],
      [String(ids.patch), 'Patch', 'facebook', '200', '30.00%'],
      [String(ids.launch), 'Launch', 'facebook, twitter', '1400', '-'],
    ]);
  });

  it('groups posts by their content’s tags', async () => {
    const report = await call(testApp().app, api.report.tagReports, { range }, asAdmin());
    expect(
      report.list.map((row) => [
        row.tag.id,
        row.tag.name,
        row.posts,
        row.metrics.views?.value,
        row.metrics.engagement_rate_reach?.value,
      ]),
    ).toEqual([
      [ids.launchTag, 'Launch', 2, 1400, 2400],
      [ids.patchTag, 'Patch', 1, 200, 3000],
    ]);
    expect(report.summary.views?.value).toBe(1600);
    const sorted = await call(
      testApp().app,
      api.report.tagReports,
      { range, sort: { key: 'engagement_rate_reach', order: 'desc' } },
      asAdmin(),
    );
    expect(sorted.list.map((row) => row.tag.name)).toEqual(['Patch', 'Launch']);
  });

  it('groups posts by the media they used', async () => {
    const report = await call(testApp().app, api.report.creativeReports, { range }, asAdmin());
    expect(
      report.list.map((row) => [
        row.media_id,
        row.name,
        row.kind,
        row.posts,
        row.metrics.posts?.value,
        row.metrics.views?.value,
      ]),
    ).toEqual([
      [ids.video, 'trailer.mp4', 'video', 2, 2, 1200],
      [ids.image, 'key-art.png', 'image', 1, 1, 400],
    ]);
    expect(report.list[0]?.metrics.engagement_rate_reach?.value).toBe(2167);
    expect(report.summary.posts?.value).toBe(3);
  });

  it('lists a post’s readings oldest first', async () => {
    const history = await call(testApp().app, api.report.postHistory, { id: posts.facebook }, asAdmin());
    expect(history.post.id).toBe(posts.facebook);
    expect(history.snapshots).toEqual([
      { taken_at: '2026-05-02T14:00:00.000Z', values: { views: 300 } },
      { taken_at: '2026-05-03T14:00:00.000Z', values: { views: 1000 } },
    ]);
    const hidden = await fail(
      testApp().app,
      api.report.postHistory,
      { id: posts.twitter },
      { as: g.base, game: g.game },
    );
    expect(hidden.code).toBe(404);
  });

  it('records collaborators on Instagram posts only, with valid usernames', async () => {
    const { app } = testApp();
    const post = await call(
      app,
      api.report.postSetCollabs,
      { id: posts.instagram, usernames: ['Nova.Games', 'nova.games', 'pixel_fox'] },
      asAdmin(),
    );
    expect(post.collaborators).toEqual(['nova.games', 'pixel_fox']);
    const history = await call(app, api.report.postHistory, { id: posts.instagram }, asAdmin());
    expect(history.post.collaborators).toEqual(['nova.games', 'pixel_fox']);
    const other = await fail(
      app,
      api.report.postSetCollabs,
      { id: posts.twitter, usernames: ['nova'] },
      asAdmin(),
    );
    expect(other).toMatchObject({ code: 1001 });
    expect(JSON.stringify(other.data)).toContain('Instagram');
    const invalid = await fail(
      app,
      api.report.postSetCollabs,
      { id: posts.instagram, usernames: ['no spaces!'] },
      asAdmin(),
    );
    expect(invalid).toMatchObject({ code: 1001 });
    const unchanged = await call(app, api.report.postHistory, { id: posts.instagram }, asAdmin());
    expect(unchanged.post.collaborators).toEqual(['nova.games', 'pixel_fox']);
  });

  it('aligns the compared range’s trend values with the range’s days by position', async () => {
    const report = await call(
      testApp().app,
      api.report.accountReports,
      { range, account_ids: [g.facebook.id], trend_metrics: ['views', 'followers'] },
      asAdmin(),
    );
    const views = report.trends.find((trend) => trend.metric === 'views');
    expect(views?.days).toHaveLength(10);
    expect(views?.days[0]).toBe('2026-05-01');
    expect(views?.values.slice(0, 3)).toEqual([11, null, 33]);
    expect(views?.compare_values).toHaveLength(10);
    expect(views?.compare_values[0]).toBe(1);
    expect(views?.compare_values[2]).toBe(3);
    expect(views?.compare_values[9]).toBe(10);
    const followers = report.trends.find((trend) => trend.metric === 'followers');
    expect(followers?.values.slice(0, 3)).toEqual([100, null, 104]);
    expect(report.summary.followers).toMatchObject({ value: 104, compare_value: 95 });
    expect(report.summary.views).toMatchObject({ value: 44, compare_value: 14 });
    const none = await call(
      testApp().app,
      api.report.accountReports,
      { range, compare: { mode: 'none' }, account_ids: [g.facebook.id] },
      asAdmin(),
    );
    expect(none.trends[0]?.compare_values).toEqual([]);
  });
});
