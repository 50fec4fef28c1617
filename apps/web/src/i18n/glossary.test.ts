import { errorMessages } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import glossaryText from '../../../../docs/glossary.md?raw';
import { en } from './en.js';
import { leaves } from './leaves.js';
import { zhCN } from './zh-CN.js';

/** One row of docs/glossary.md. */
interface Term {
  en: string;
  zh: string;
  never: string[];
  otherSense: Set<string>;
}

const list = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function readGlossary(): Term[] {
  const rows = glossaryText.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    const [enTerm = '', zh = '', never = '', other = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { en: enTerm, zh, never: list(never), otherSense: new Set(list(other)) };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary terms an English string names, longer terms first, placeholders aside. */
function termsNamed(text: string, terms: readonly Term[]): Term[] {
  let rest = text.replace(/{{?\w+}}?/g, ' ');
  const named: Term[] = [];
  for (const term of terms) {
    const word = new RegExp(`\\b${escapeRegExp(term.en)}(s|es)?\\b`, 'gi');
    if (word.test(rest)) {
      named.push(term);
      rest = rest.replace(word, ' ');
    }
  }
  return named;
}

describe('the glossary (docs/glossary.md)', () => {
  const terms = readGlossary().sort((a, b) => b.en.length - a.en.length);
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
      for (const term of terms) {
        for (const word of term.never) {
          const longer = terms.filter((other) => other.zh.includes(word) && other.zh !== word);
          const rest = longer.reduce((text, other) => text.replaceAll(other.zh, ' '), zh);
          if (rest.includes(word)) off.push(`${key}: “${zh}” uses ${word} (say ${term.zh})`);
        }
      }
    }
    expect(off).toEqual([]);
  });
});
