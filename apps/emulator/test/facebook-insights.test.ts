import { describe, expect, it } from 'vitest';
import { advance, emulator, graph, graphAs, graphError, pageAccess, publish, START } from './fb-helpers.js';

type Insight = {
  name: string;
  period: string;
  values: Array<{ value: unknown; end_time?: string }>;
  title: string;
  id: string;
};

describe('facebook emulator: insights', () => {
  it('returns post metrics in the real shape, growing and then saturating with time', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'Metrics please' });
    const read = async () => {
      const response = await graphAs(app, access.token, 'GET', `/${postId}/insights`, {
        metric:
          'post_total_media_view_unique,post_reactions_by_type_total,post_clicks,post_activity_by_action_type',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Insight[];
    };
    const reach = (data: Insight[]) => Number(data[0]?.values[0]?.value);
    const initial = await read();
    expect(initial[0]).toMatchObject({
      name: 'post_total_media_view_unique',
      period: 'lifetime',
      id: `${postId}/insights/post_total_media_view_unique/lifetime`,
    });
    expect(initial[0]?.title).toBeTypeOf('string');
    expect(reach(initial)).toBe(0);
    await advance(app, 3600);
    const hour = reach(await read());
    await advance(app, 5 * 3600);
    const sixHours = await read();
    expect(hour).toBeGreaterThan(0);
    expect(reach(sixHours)).toBeGreaterThan(hour);
    expect(sixHours[1]?.values[0]?.value).toBeTypeOf('object');
    await advance(app, 10 * 86_400);
    const saturated = reach(await read());
    await advance(app, 86_400);
    expect(reach(await read())).toBe(saturated);

    const single = await graphAs(app, access.token, 'GET', `/${postId}/insights/post_clicks`);
    expect(single.json().data[0].name).toBe('post_clicks');
  });

  it('rejects unknown and removed metrics', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'x' });
    for (const metric of ['post_impressions_unique', 'nope']) {
      const response = await graphAs(app, access.token, 'GET', `/${postId}/insights`, { metric });
      expect(response.statusCode).toBe(400);
      expect(graphError(response)).toMatchObject({
        code: 100,
        message: '(#100) The value must be a valid insights metric',
      });
    }
    const page = await graphAs(app, access.token, 'GET', `/${access.pageId}/insights`, {
      metric: 'page_impressions',
    });
    expect(graphError(page)).toMatchObject({ code: 100 });
  });

  it('returns daily page metrics with end_time for a since/until window, evolving day by day', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const until = Math.floor(START / 1000);
    const since = until - 7 * 86_400;
    const query = {
      access_token: access.token,
      metric: 'page_follows,page_daily_follows,page_total_media_view_unique',
      period: 'day',
    };
    const week = await graph(app, 'GET', `/${access.pageId}/insights`, {
      ...query,
      since: String(since),
      until: String(until),
    });
    expect(week.statusCode, week.body).toBe(200);
    const data = week.json().data as Insight[];
    expect(data.map((item) => item.name)).toEqual([
      'page_follows',
      'page_daily_follows',
      'page_total_media_view_unique',
    ]);
    expect(data[0]?.values).toHaveLength(7);
    expect(data[0]?.values.at(-1)?.end_time).toBe('2026-07-01T07:00:00+0000');
    expect(data[0]?.id).toBe(`${access.pageId}/insights/page_follows/day`);
    for (const value of data[1]?.values ?? []) expect(value.value).toBeTypeOf('number');
    expect(week.json().paging.next).toContain('since=');

    const again = await graph(app, 'GET', `/${access.pageId}/insights`, {
      ...query,
      since: String(since),
      until: String(until),
    });
    expect(again.json()).toEqual(week.json());

    // The day in progress (ends 2026-07-02T07:00) is reported partially and fills up as time passes.
    const today = { ...query, since: String(until), until: String(until + 86_400) };
    const partial = (await graph(app, 'GET', `/${access.pageId}/insights`, today)).json().data as Insight[];
    expect(partial[0]?.values.map((value) => value.end_time)).toEqual(['2026-07-02T07:00:00+0000']);
    await advance(app, 86_400);
    const complete = (await graph(app, 'GET', `/${access.pageId}/insights`, today)).json().data as Insight[];
    expect(Number(complete[0]?.values[0]?.value)).toBeGreaterThanOrEqual(
      Number(partial[0]?.values[0]?.value),
    );
    expect(Number(complete[2]?.values[0]?.value)).toBeGreaterThan(Number(partial[2]?.values[0]?.value));
    const later = await graph(app, 'GET', `/${access.pageId}/insights`, {
      ...query,
      since: String(until),
      until: String(until + 2 * 86_400),
    });
    expect(later.json().data[0].values).toHaveLength(2);
  });

  it('validates windows, periods and permissions for page insights', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const until = Math.floor(START / 1000);
    const tooWide = await graphAs(app, access.token, 'GET', `/${access.pageId}/insights`, {
      metric: 'page_follows',
      since: String(until - 91 * 86_400),
      until: String(until),
    });
    expect(graphError(tooWide)).toMatchObject({ code: 100 });
    const weekly = await graphAs(app, access.token, 'GET', `/${access.pageId}/insights`, {
      metric: 'page_daily_follows',
      period: 'week',
    });
    expect(weekly.json().data[0].period).toBe('week');
    const noInsights = await pageAccess(app, 0, { declined: ['read_insights'] });
    const denied = await graphAs(app, noInsights.token, 'GET', `/${noInsights.pageId}/insights`, {
      metric: 'page_follows',
    });
    expect(denied.statusCode).toBe(403);
    expect(graphError(denied)).toMatchObject({ code: 10 });
  });
});
