import { describe, expect, it } from 'vitest';
import { advance, emulator, graphAs, graphError, START } from './fb-helpers.js';
import { createContainer, igAccess, postImage, publishContainer } from './ig-helpers.js';

type Insight = {
  name: string;
  period: string;
  values?: Array<{ value: number }>;
  total_value?: { value: number };
};

describe('instagram emulator: insights', () => {
  it('returns media insights per product type, growing with time; rejects invalid metrics', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { mediaId } = await postImage(app, access);
    const read = async (metric: string) =>
      graphAs(app, access.token, 'GET', `/${mediaId}/insights`, { metric });
    const metrics = 'reach,likes,comments,saved,shares,total_interactions,views';
    const initial = (await read(metrics)).json().data as Insight[];
    expect(initial.map((entry) => entry.name)).toEqual(metrics.split(','));
    expect(initial[0]).toMatchObject({ name: 'reach', period: 'lifetime', values: [{ value: 0 }] });
    await advance(app, 6 * 3600);
    const later = (await read(metrics)).json().data as Insight[];
    expect(later[0]?.values?.[0]?.value).toBeGreaterThan(0);
    expect(later[6]?.values?.[0]?.value).toBeGreaterThanOrEqual(later[0]?.values?.[0]?.value ?? 0);

    for (const bad of ['impressions', 'plays', 'nope']) {
      const response = await read(bad);
      expect(response.statusCode).toBe(400);
      expect(graphError(response)).toMatchObject({
        code: 100,
        message: expect.stringContaining('must be one of'),
      });
    }
    expect(graphError(await read('navigation'))).toMatchObject({ code: 100 });
    const reel = await createContainer(app, access, {
      media_type: 'REELS',
      video_url: 'https://cdn.example.com/r.mp4',
    });
    await advance(app, 60);
    const reelId = await publishContainer(app, access, reel);
    const reelInsights = await graphAs(app, access.token, 'GET', `/${reelId}/insights`, {
      metric: 'ig_reels_avg_watch_time,views',
    });
    expect(reelInsights.statusCode, reelInsights.body).toBe(200);
  });

  it('returns account insights as daily time series or total values', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const until = Math.floor(START / 1000);
    const series = await graphAs(app, access.token, 'GET', `/${access.igUserId}/insights`, {
      metric: 'reach,follower_count',
      period: 'day',
      since: String(until - 7 * 86_400),
      until: String(until),
    });
    expect(series.statusCode, series.body).toBe(200);
    const [reach] = series.json().data as Insight[];
    expect(reach?.values).toHaveLength(7);
    expect(reach?.values?.every((entry) => entry.value > 0)).toBe(true);
    expect(series.json().paging.previous).toContain('since=');

    const totals = async () =>
      (
        await graphAs(app, access.token, 'GET', `/${access.igUserId}/insights`, {
          metric: 'reach,profile_views,accounts_engaged,total_interactions',
          period: 'day',
          metric_type: 'total_value',
        })
      ).json().data as Insight[];
    const before = await totals();
    expect(before[1]).toMatchObject({
      name: 'profile_views',
      period: 'day',
      total_value: { value: expect.any(Number) },
    });
    await postImage(app, access);
    await advance(app, 4 * 3600);
    const after = await totals();
    expect(after[0]?.total_value?.value).toBeGreaterThan(before[0]?.total_value?.value ?? 0);

    const wrongType = await graphAs(app, access.token, 'GET', `/${access.igUserId}/insights`, {
      metric: 'profile_views',
      period: 'day',
    });
    expect(graphError(wrongType).message).toContain('metric_type=total_value');
    const noPeriod = await graphAs(app, access.token, 'GET', `/${access.igUserId}/insights`, {
      metric: 'reach',
    });
    expect(graphError(noPeriod)).toMatchObject({ code: 100 });
    const impressions = await graphAs(app, access.token, 'GET', `/${access.igUserId}/insights`, {
      metric: 'impressions',
      period: 'day',
    });
    expect(graphError(impressions)).toMatchObject({ code: 100 });
  });
});
