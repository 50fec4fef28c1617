import { describe, expect, it } from 'vitest';
import { searchTermsOf, termsOf } from './terms.js';

describe('termsOf', () => {
  it('indexes Chinese by characters and adjacent pairs, so two-character words are found', () => {
    expect(termsOf('又闪退了')).toEqual(['又', '又闪', '闪', '闪退', '退', '退了', '了']);
    expect(searchTermsOf('闪退').every((term) => termsOf('又闪退了').includes(term))).toBe(true);
    expect(searchTermsOf('卡顿').every((term) => termsOf('又闪退了').includes(term))).toBe(false);
  });

  it('lower-cases and normalises words of spaced scripts and mixes them with Chinese', () => {
    expect(termsOf('GG WP，太卡了 Ｌａｇ')).toEqual(['gg', 'wp', '太', '太卡', '卡', '卡了', '了', 'lag']);
    expect(searchTermsOf('LAG')).toEqual(['lag']);
  });

  it('folds Traditional Chinese, so a search in either script finds both', () => {
    expect(termsOf('又閃退了')).toContain('闪退');
    expect(searchTermsOf('閃退')).toEqual(['闪退']);
  });

  it('asks a single Chinese character for itself and a phrase for its pairs', () => {
    expect(searchTermsOf('卡')).toEqual(['卡']);
    expect(searchTermsOf('氪金抽卡')).toEqual(['氪金', '金抽', '抽卡']);
  });

  it('keeps at most MAX_TERMS terms of a very long text', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `w${i}`).join(' ');
    expect(termsOf(long)).toHaveLength(400);
  });
});
