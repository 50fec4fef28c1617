import type { TopicMatchMode, TopicTermKind } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import type { TopicTerm } from '../match/types.js';
import { xReadUsage } from './quotas.js';
import { compileReddit } from './reddit.js';
import type { CompileOutcome, TopicToCompile } from './types.js';
import { compileX } from './x.js';

const t = (kind: TopicTermKind, value: string): TopicTerm => ({ kind, value });
const kw = (value: string) => t('keyword', value);
const group = (match: TopicMatchMode, ...terms: TopicTerm[]) => ({ match, terms });
const topic = (include: TopicToCompile['include'], exclude: TopicTerm[] = []): TopicToCompile => ({
  include,
  exclude,
  sources: [],
});

function queriesOf(outcome: CompileOutcome): string[] {
  if (outcome.outcome !== 'compiled') throw new Error(`not compiled: ${JSON.stringify(outcome)}`);
  return outcome.requests.map((request) => ('query' in request ? request.query : ''));
}

describe('X query compiler', () => {
  it('writes every term kind with its operator, groups with OR and exclusions with -', () => {
    const outcome = compileX(
      topic(
        [
          group(
            'contain_any',
            kw('genshin'),
            kw('原神'),
            t('hashtag', '#GenshinImpact'),
            t('mention', 'GenshinImpact'),
          ),
          group('contain_all', t('span', '"server down"'), t('cashtag', '$NTES')),
          group('contain_none', t('from', '@spam_bot')),
        ],
        [kw('giveaway'), t('to', 'someone'), kw('pay to win')],
      ),
    );
    expect(queriesOf(outcome)).toEqual([
      '"server down" $NTES (genshin OR 原神 OR #GenshinImpact OR @GenshinImpact) -from:spam_bot -giveaway -to:someone -"pay to win"',
    ]);
    expect(outcome).toMatchObject({ network: 'twitter', cost: { unit: 'post_reads', amount: 100 } });
  });

  it('quotes phrases and operator look-alikes, and drops quotes inside them', () => {
    const outcome = compileX(
      topic([group('contain_any', kw('OR'), kw('a:b'), kw('say "hi" now'), kw('-x'))]),
    );
    expect(queriesOf(outcome)).toEqual(['("OR" OR "a:b" OR "say hi now" OR "-x")']);
  });

  it('leaves to the matcher an OR group holding a term X cannot write', () => {
    const outcome = compileX(
      topic([
        group('contain_any', kw('genshin'), t('from', 'not a handle')),
        group('contain_any', kw('crash')),
      ]),
    );
    expect(queriesOf(outcome)).toEqual(['crash']);
  });

  it('splits a long OR group across queries, each within the limit and keeping the fixed parts', () => {
    const names = Array.from({ length: 120 }, (_, i) => kw(`hero${String(i).padStart(3, '0')}`));
    const outcome = compileX(
      topic([group('contain_any', ...names), group('contain_all', kw('nerf'))], [kw('meme')]),
    );
    const queries = queriesOf(outcome);
    expect(queries.length).toBeGreaterThan(1);
    for (const query of queries) {
      expect(query.length).toBeLessThanOrEqual(512);
      expect(query.startsWith('nerf (')).toBe(true);
      expect(query.endsWith(' -meme')).toBe(true);
    }
    const found = queries.flatMap((query) => query.match(/hero\d{3}/g) ?? []);
    expect(found.sort()).toEqual(names.map((term) => term.value));
    expect(outcome).toMatchObject({ cost: { amount: queries.length * 100 } });
  });

  it('keeps every pairing when two OR groups are split', () => {
    const left = Array.from({ length: 40 }, (_, i) => kw(`left${String(i).padStart(2, '0')}xxxxxxxx`));
    const right = Array.from({ length: 40 }, (_, i) => kw(`right${String(i).padStart(2, '0')}xxxxxxx`));
    const queries = queriesOf(
      compileX(topic([group('contain_any', ...left), group('contain_any', ...right)])),
    );
    for (const query of queries) expect(query.length).toBeLessThanOrEqual(512);
    for (const a of left) {
      for (const b of right) {
        expect(queries.some((query) => query.includes(a.value) && query.includes(b.value))).toBe(true);
      }
    }
  });

  it('fits more in one query on the 4,096-character tiers', () => {
    const names = Array.from({ length: 120 }, (_, i) => kw(`hero${i}`));
    expect(queriesOf(compileX(topic([group('contain_any', ...names)]), 'pro'))).toHaveLength(1);
  });

  it('refuses a single term longer than the query limit', () => {
    const long = kw(`${'x'.repeat(300)} ${'y'.repeat(300)}`);
    expect(compileX(topic([group('contain_any', kw('genshin'), long)]))).toMatchObject({
      outcome: 'refused',
      network: 'twitter',
      refused: 'term_too_long',
      term: long,
    });
  });

  it('refuses fixed parts longer than the limit, and a split past the queries a poll may send', () => {
    const many = Array.from({ length: 30 }, (_, i) => kw(`${'w'.repeat(15)}${i}`));
    expect(compileX(topic([group('contain_all', ...many)]))).toMatchObject({ refused: 'query_too_long' });
    const huge = Array.from({ length: 400 }, (_, i) => kw(`${'z'.repeat(40)}${i}`));
    expect(compileX(topic([group('contain_any', ...huge)]))).toMatchObject({ refused: 'too_many_queries' });
  });

  it('refuses a topic with no positive term to search for', () => {
    expect(compileX(topic([group('contain_none', kw('spam'))]))).toMatchObject({
      refused: 'nothing_to_search',
    });
  });
});

describe('Reddit query compiler', () => {
  it('writes OR, NOT and author:, searches tags as words and never excludes them', () => {
    const outcome = compileReddit(
      topic(
        [group('contain_any', kw('genshin'), t('hashtag', '#原神'), t('from', 'paimon_fan'))],
        [kw('giveaway'), t('hashtag', 'spam'), t('from', 'bot_account'), t('to', 'x')],
      ),
    );
    expect(queriesOf(outcome)).toEqual([
      '(genshin OR 原神 OR author:paimon_fan) NOT giveaway NOT author:bot_account',
    ]);
    expect(outcome).toMatchObject({ network: 'reddit', cost: { unit: 'queries', amount: 1 } });
  });

  it('cannot search by recipient: such a group is left to the matcher', () => {
    expect(compileReddit(topic([group('contain_any', t('to', 'paimon'))]))).toMatchObject({
      refused: 'nothing_to_search',
    });
  });

  it('splits past 512 characters like X', () => {
    const names = Array.from({ length: 100 }, (_, i) => kw(`character${i}`));
    const queries = queriesOf(compileReddit(topic([group('contain_any', ...names)])));
    expect(queries.length).toBeGreaterThan(1);
    for (const query of queries) expect(query.length).toBeLessThanOrEqual(512);
  });
});

describe('X read usage', () => {
  it('prices the month’s reads and tells how far the cap is', () => {
    expect(xReadUsage(12_345)).toEqual({
      reads: 12_345,
      costUsd: 61.73,
      cap: 2_000_000,
      remaining: 1_987_655,
      capped: false,
    });
    expect(xReadUsage(2_000_000)).toMatchObject({ remaining: 0, capped: true });
  });
});
