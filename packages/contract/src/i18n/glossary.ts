/**
 * Reading docs/glossary.md, the product's terms in English and 简体中文. The console's dictionaries
 * and the server's help texts are both checked against it, by the same reading.
 */

/** One row of the glossary. */
export interface GlossaryTerm {
  en: string;
  zh: string;
  /** 简体中文 words never to use for this term. */
  never: string[];
  /** Dictionary keys whose English uses the word in another sense. */
  otherSense: Set<string>;
}

const list = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The glossary's rows, longer English terms first (so "Task calendar" is matched before "Calendar"). */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  return rows
    .slice(2)
    .map((row) => {
      const [en = '', zh = '', never = '', other = ''] = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { en, zh, never: list(never), otherSense: new Set(list(other)) };
    })
    .sort((a, b) => b.en.length - a.en.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary terms an English string names (as words, singular or plural), placeholders aside. */
export function termsNamed(text: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  let rest = text.replace(/{{?\w+}}?/g, ' ');
  const named: GlossaryTerm[] = [];
  for (const term of terms) {
    const word = new RegExp(`\\b${escapeRegExp(term.en)}(s|es)?\\b`, 'gi');
    if (word.test(rest)) {
      named.push(term);
      rest = rest.replace(word, ' ');
    }
  }
  return named;
}

/** The words a 简体中文 string uses that the glossary rules out (a word inside a longer term is fine). */
export function wordsRuledOut(zh: string, terms: readonly GlossaryTerm[]): { word: string; say: string }[] {
  const found: { word: string; say: string }[] = [];
  for (const term of terms) {
    for (const word of term.never) {
      const longer = terms.filter((other) => other.zh.includes(word) && other.zh !== word);
      const rest = longer.reduce((text, other) => text.replaceAll(other.zh, ' '), zh);
      if (rest.includes(word)) found.push({ word, say: term.zh });
    }
  }
  return found;
}
