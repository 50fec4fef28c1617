import { errorMessages, parseGlossary, termsNamed, wordsRuledOut } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import glossaryText from '../../../../docs/glossary.md?raw';
import { en } from './en.js';
import { leaves } from './leaves.js';
import { zhCN } from './zh-CN.js';

describe('the glossary (docs/glossary.md)', () => {
  const terms = parseGlossary(glossaryText);
  const english = new Map([...leaves(en), ...leaves({ errors: errorMessages.en })]);
  const chinese = new Map([...leaves(zhCN), ...leaves({ errors: errorMessages['zh-CN'] })]);

  it('is a table of terms in both languages', () => {
    expect(terms.length).toBeGreaterThan(30);
    for (const term of terms) expect([term.en, term.zh].every(Boolean), JSON.stringify(term)).toBe(true);
  });

  it('names each term the same way in every 简体中文 string whose English names it', () => {
    const off: string[] = [];
    for (const [key, text] of english) {
      const zh = chinese.get(key) ?? '';
      for (const term of termsNamed(text, terms)) {
        if (!term.otherSense.has(key) && !zh.includes(term.zh))
          off.push(`${key}: “${text}” → “${zh}” lacks ${term.zh}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('uses none of the words the glossary rules out', () => {
    const off: string[] = [];
    for (const [key, zh] of chinese) {
      for (const { word, say } of wordsRuledOut(zh, terms))
        off.push(`${key}: “${zh}” uses ${word} (say ${say})`);
    }
    expect(off).toEqual([]);
  });
});
