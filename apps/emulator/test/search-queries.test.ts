import { describe, expect, it } from 'vitest';
import { parseQuery as redditQuery } from '../src/networks/reddit/search.js';
import { parseQuery as xQuery } from '../src/networks/x/search-query.js';

const words = (query: { value: string; negate: boolean }[][]) =>
  query.map((group) => group.map((term) => `${term.negate ? '-' : ''}${term.value}`).join(' '));

describe('listening queries as the networks read them', () => {
  it('X: parentheses, OR and - as Herald compiles them, AND before OR', () => {
    expect(words(xQuery('(crash OR 闪退) (genshin OR #原神) -giveaway'))).toEqual([
      'crash genshin -giveaway',
      'crash #原神 -giveaway',
      '闪退 genshin -giveaway',
      '闪退 #原神 -giveaway',
    ]);
    expect(words(xQuery('apple OR iphone ipad'))).toEqual(['apple', 'iphone ipad']);
    expect(words(xQuery('ember -(spam OR "free gift")'))).toEqual(['ember -spam -free gift']);
  });

  it('X: refuses what X refuses', () => {
    expect(() => xQuery('a'.repeat(513))).toThrow();
    expect(() => xQuery('(ember OR tide')).toThrow();
    expect(() => xQuery('ember OR')).toThrow();
    expect(() => xQuery('-spam')).toThrow();
  });

  it('Reddit: OR, NOT, quotes, fields and parentheses', () => {
    expect(words(redditQuery('(crash OR 闪退) (genshin OR 原神) NOT giveaway'))).toEqual([
      'crash genshin -giveaway',
      'crash 原神 -giveaway',
      '闪退 genshin -giveaway',
      '闪退 原神 -giveaway',
    ]);
    expect(redditQuery('author:paimon "server down"')).toEqual([
      [
        { value: 'paimon', negate: false, field: 'author' },
        { value: 'server down', negate: false, field: undefined },
      ],
    ]);
    expect(words(redditQuery('ember AND tide'))).toEqual(['ember tide']);
  });

  it('Reddit: refuses a query over 512 characters or unbalanced', () => {
    expect(() => redditQuery('a'.repeat(513))).toThrow();
    expect(() => redditQuery('(ember OR tide')).toThrow();
  });
});
