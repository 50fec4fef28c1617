import { describe, expect, it } from 'vitest';
import { compileInstagram } from './instagram.js';
import { type HashtagUse, hashtagRemain } from './instagram-quota.js';
import type { TopicSourceInput, TopicToCompile } from './types.js';

const DAY = 86_400_000;
const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const use = (hashtag: string, days: number): HashtagUse => ({ hashtag, at: daysAgo(days) });
/** `count` distinct hashtags looked up `days` ago. */
const uses = (count: number, days: number, prefix = 'tag') =>
  Array.from({ length: count }, (_, i) => use(`${prefix}${i}`, days));

describe('Instagram hashtag remain', () => {
  it('has all 30 left and nothing to free when nothing was looked up', () => {
    expect(hashtagRemain([], now)).toEqual({ limit: 30, used: [], remaining: 30, nextFreeAt: null });
  });

  it('counts unique hashtags of the last 7 days, case and # aside', () => {
    const remain = hashtagRemain([use('#Genshin', 3), use('genshin', 2), use('原神', 1), use('old', 8)], now);
    expect(remain.used).toEqual(['genshin', '原神']);
    expect(remain.remaining).toBe(28);
  });

  it('frees the oldest slot 7 days after its first look-up, not after the last', () => {
    const remain = hashtagRemain([use('genshin', 6), use('genshin', 1), use('原神', 2)], now);
    expect(remain.nextFreeAt).toEqual(new Date(daysAgo(6).getTime() + 7 * DAY));
  });

  it('takes a new slot for a hashtag looked up again after its slot freed', () => {
    const remain = hashtagRemain([use('genshin', 10), use('genshin', 2)], now);
    expect(remain.used).toEqual(['genshin']);
    expect(remain.nextFreeAt).toEqual(new Date(daysAgo(2).getTime() + 7 * DAY));
  });

  it('ignores look-ups after now', () => {
    expect(hashtagRemain([use('future', -1)], now).remaining).toBe(30);
  });
});

describe('Instagram compiler and the hashtag quota', () => {
  const topic: TopicToCompile = {
    include: [{ match: 'contain_any', terms: [{ kind: 'keyword', value: 'genshin' }] }],
    exclude: [],
    sources: [],
  };
  const source: TopicSourceInput = {
    network: 'instagram',
    hashtags: ['genshin', '#原神', 'hoyoverse'],
    page: null,
  };

  it('searches within the quota and counts only the hashtags new to the window', () => {
    const outcome = compileInstagram(topic, source, {
      now,
      instagramUses: [...uses(26, 3), use('Genshin', 1)],
    });
    expect(outcome).toMatchObject({ outcome: 'compiled', cost: { unit: 'hashtags', amount: 2 } });
  });

  it('refuses when the new hashtags exceed what is left, saying when a slot frees', () => {
    const outcome = compileInstagram(topic, source, {
      now,
      instagramUses: [...uses(25, 5), ...uses(3, 2, 'b')],
    });
    expect(outcome).toMatchObject({
      outcome: 'refused',
      network: 'instagram',
      refused: 'hashtag_quota',
      remain: { remaining: 2, nextFreeAt: new Date(daysAgo(5).getTime() + 7 * DAY) },
    });
  });

  it('searches hashtags already holding a slot even with the quota spent', () => {
    const spent = [...uses(27, 4), use('genshin', 1), use('原神', 1), use('hoyoverse', 1)];
    expect(compileInstagram(topic, source, { now, instagramUses: spent })).toMatchObject({
      outcome: 'compiled',
      cost: { amount: 0 },
    });
  });
});
