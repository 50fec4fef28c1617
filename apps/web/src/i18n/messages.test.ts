import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { leaves } from './leaves.js';
import { zhCN } from './zh-CN.js';

const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('console messages', () => {
  const english = leaves(en);
  const chinese = leaves(zhCN);

  it('has the same keys in both languages', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text and the same interpolation variables', () => {
    for (const [key, text] of english) {
      const other = chinese.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(variables(other), key).toEqual(variables(text));
    }
  });

  it('is translated, not copied, apart from names', () => {
    const same = [...english].filter(([key, text]) => chinese.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual(['app.name', 'language.en', 'language.zh-CN']);
  });
});
