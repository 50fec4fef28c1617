import { describe, expect, it } from 'vitest';
import { DEFAULT_STEAM_APPS } from '../src/index.js';
import { advance, control, emulator, okJson } from './emulator-helpers.js';

type Review = {
  recommendationid: string;
  author: { steamid: string; num_reviews: number; playtime_forever: number };
  language: string;
  review: string;
  timestamp_created: number;
  voted_up: boolean;
  votes_up: number;
};

const APP_ID = DEFAULT_STEAM_APPS[0]?.appid ?? 0;

describe('steam emulator: the store review API', () => {
  it('answers recent reviews in Steam shape, English and Chinese, paged by cursor', async () => {
    const app = await emulator();
    const reviews = (query: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `/steam/appreviews/${APP_ID}?${new URLSearchParams({ json: '1', ...query })}`,
      });
    const first = okJson(
      await reviews({ filter: 'recent', language: 'all', num_per_page: '20', cursor: '*' }),
    );
    expect(first.success).toBe(1);
    expect(first.query_summary).toMatchObject({ num_reviews: 20 });
    expect(first.query_summary.total_reviews).toBeGreaterThan(first.query_summary.total_positive);
    expect(typeof first.query_summary.review_score_desc).toBe('string');
    const page = first.reviews as Review[];
    expect(page[0]).toMatchObject({
      recommendationid: expect.stringMatching(/^\d+$/),
      author: { steamid: expect.stringMatching(/^7656119\d{10}$/) },
    });
    const times = page.map((review) => review.timestamp_created);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.map((review) => review.language))).toEqual(new Set(['english', 'schinese']));

    const next = okJson(
      await reviews({ filter: 'recent', language: 'all', num_per_page: '20', cursor: first.cursor }),
    );
    expect(next.query_summary).toEqual({ num_reviews: next.reviews.length });
    expect((next.reviews as Review[])[0]?.timestamp_created).toBeLessThanOrEqual(times.at(-1) ?? 0);
    const english = okJson(await reviews({ filter: 'recent', num_per_page: '100' })).reviews as Review[];
    expect(english.every((review) => review.language === 'english')).toBe(true);
    const negative = okJson(await reviews({ filter: 'recent', language: 'all', review_type: 'negative' }));
    expect((negative.reviews as Review[]).every((review) => !review.voted_up)).toBe(true);
  });

  it('repeats the cursor at the end, and new reviews arrive with the clock', async () => {
    const app = await emulator();
    const all = async () => {
      const found: Review[] = [];
      let cursor = '*';
      for (let turn = 0; turn < 50; turn++) {
        const url = `/steam/appreviews/${APP_ID}?json=1&filter=recent&language=all&num_per_page=100&cursor=${encodeURIComponent(cursor)}`;
        const body = okJson(await app.inject({ method: 'GET', url }));
        found.push(...body.reviews);
        if (body.reviews.length === 0) {
          expect(body.cursor).toBe(cursor);
          return found;
        }
        cursor = body.cursor;
      }
      throw new Error('no end');
    };
    const before = await all();
    await advance(app, 2 * 86_400);
    const after = await all();
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('answers success with no reviews for an app it does not know, and adds apps on request', async () => {
    const app = await emulator();
    const unknown = okJson(await app.inject({ method: 'GET', url: '/steam/appreviews/999999999?json=1' }));
    expect(unknown).toEqual({
      success: 1,
      query_summary: expect.objectContaining({
        num_reviews: 0,
        total_reviews: 0,
        review_score_desc: 'No user reviews',
      }),
      reviews: [],
      cursor: '*',
    });
    okJson(await control(app, 'POST', '/steam/apps', { appid: 999999999, name: 'Frost Crown' }), 201);
    const known = okJson(
      await app.inject({ method: 'GET', url: '/steam/appreviews/999999999?json=1&language=all' }),
    );
    expect(known.reviews.length).toBeGreaterThan(0);
    const listed = okJson(await control(app, 'GET', '/steam/apps'));
    expect(listed.data.map((one: { appid: number }) => one.appid)).toContain(999999999);
  });

  it('fails as a store outage when a fault is armed', async () => {
    const app = await emulator();
    await control(app, 'POST', '/faults', { network: 'steam', kind: 'server_error' });
    const down = await app.inject({ method: 'GET', url: `/steam/appreviews/${APP_ID}?json=1` });
    expect(down.statusCode).toBe(502);
  });
});
