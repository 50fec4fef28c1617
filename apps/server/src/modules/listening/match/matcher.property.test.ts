import { type TopicTermKind, topicMatchModes } from '@herald/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTopics } from './matcher.js';
import { referenceMatcher } from './reference.js';
import type { ListenItem, TopicMeaning, TopicTerm } from './types.js';

/** Few values, chosen to collide: near-misses of every boundary rule are frequent. */
const values: Record<TopicTermKind, readonly string[]> = {
  keyword: [
    'op',
    'gg',
    'genshin',
    'pay to win',
    'win',
    '原神',
    '闪退',
    '閃退',
    '卡',
    'ガチャ',
    'เกม',
    "don't",
    '...',
  ],
  span: ['"pay to win"', '"原神 启动"', '“server down”'],
  hashtag: ['原神', '#genshin', '原神活动', '#GG'],
  cashtag: ['$NTES', 'ntes'],
  mention: ['paimon', '@Paimon.jp', 'venti'],
  from: ['paimon', '@Traveler'],
  to: ['paimon', 'venti'],
};
const words = [
  ...[
    'op',
    'OP',
    'ＯＰ',
    'opinion',
    'stop',
    'gg',
    'genshin',
    'Genshin',
    'pay',
    'to',
    'win',
    'wins',
    'server',
  ],
  ...[
    'down',
    'downtime',
    '原神',
    '原神活动',
    '閃退',
    '闪退',
    '卡顿',
    'ガチャ',
    'เกม',
    "don't",
    'don’t',
    'dont',
  ],
  ...[
    '#原神',
    '＃原神',
    '#原神活动',
    '#genshin',
    '#gg',
    '$ntes',
    '$NTESX',
    '@paimon',
    '@paimon_jp',
    '@paimon.jp',
  ],
  ...['@venti', 'me@paimon', '启动', '...'],
];
const separators = [' ', ' ', ' ', '', ',', '-', '.', '\n', '。', '#', '@', '!'];
const handles = ['paimon', 'Traveler', '@venti', 'PAIMON'];

const termArb: fc.Arbitrary<TopicTerm> = fc
  .constantFrom(...(Object.keys(values) as TopicTermKind[]))
  .chain((kind) => fc.constantFrom(...values[kind]).map((value) => ({ kind, value })));
const groupArb = fc.record({
  match: fc.constantFrom(...topicMatchModes),
  terms: fc.array(termArb, { minLength: 1, maxLength: 4 }),
});
const meaningArb = fc.record({
  include: fc.array(groupArb, { minLength: 0, maxLength: 3 }),
  exclude: fc.array(termArb, { maxLength: 2 }),
});
const itemArb: fc.Arbitrary<ListenItem> = fc.record({
  text: fc
    .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators)), {
      minLength: 0,
      maxLength: 12,
    })
    .map((pieces) => pieces.map(([word, separator]) => `${word}${separator}`).join('')),
  author: fc.option(fc.constantFrom(...handles), { nil: undefined }),
  recipients: fc.array(fc.constantFrom(...handles), { maxLength: 2 }),
});

const topics: TopicMeaning[] = fc
  .sample(meaningArb, { seed: 20, numRuns: 1000 })
  .map((meaning, index) => ({ id: index + 1, ...meaning }));

describe('listening matcher against the per-topic reference', () => {
  const compiled = compileTopics(topics);
  const reference = referenceMatcher(topics);

  it('agrees on 1,000 topics for random items', () => {
    let matches = 0;
    fc.assert(
      fc.property(itemArb, (item) => {
        const ids = compiled.match(item);
        matches += ids.length;
        expect(ids).toEqual(reference.match(item));
      }),
      { seed: 42, numRuns: 1500 },
    );
    // The data is made to match often: agreeing on empty answers would prove nothing.
    expect(matches).toBeGreaterThan(10_000);
  });
});
