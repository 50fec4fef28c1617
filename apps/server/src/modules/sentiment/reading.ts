import type { FeedLanguage } from '@herald/contract';
import { englishEntry } from './english.js';
import { type Entry, lexicons } from './lexicon.js';
import type { Token } from './tokens.js';

/** A word, phrase or symbol of the text with what the lexicons say of it, or a punctuation mark. */
export type Unit =
  | { kind: 'term'; text: string; entry: Entry | undefined; han: boolean }
  | { kind: 'mark'; text: string; sentenceEnd: boolean };

type Word = Extract<Token, { kind: 'word' }>;

/**
 * Consecutive Latin words read as the lexicon's longest phrase (pay to win, not worth it), else one
 * by one with their inflections. In a Chinese text, Latin slang reads as Chinese players mean it
 * (gg: the game is finished) before its English sense.
 */
function readLatin(run: readonly Word[], language: FeedLanguage | null, into: Unit[]): void {
  const { en, zh, symbols } = lexicons();
  let at = 0;
  while (at < run.length) {
    let matched = 0;
    for (let length = Math.min(en.longest, run.length - at); length > 1 && matched === 0; length--) {
      const phrase = run
        .slice(at, at + length)
        .map((word) => word.text)
        .join(' ');
      const entry = en.entries.get(phrase);
      if (entry) {
        into.push({ kind: 'term', text: phrase, entry, han: false });
        matched = length;
      }
    }
    if (matched === 0) {
      const text = run[at]?.text ?? '';
      const chinese = language === 'zh' ? zh.entries.get(text) : undefined;
      const symbol = symbols.get(text);
      const entry =
        chinese ?? englishEntry(en, text) ?? (symbol === undefined ? undefined : { weight: symbol });
      into.push({ kind: 'term', text, entry, han: false });
      matched = 1;
    }
    at += matched;
  }
}

/** The text's units in order, each looked up in the lexicon of its script. */
export function readUnits(tokens: readonly Token[], language: FeedLanguage | null): Unit[] {
  const { en, zh } = lexicons();
  const units: Unit[] = [];
  let latin: Word[] = [];
  const flush = () => {
    if (latin.length > 0) readLatin(latin, language, units);
    latin = [];
  };
  for (const token of tokens) {
    if (token.kind === 'word' && token.script === 'latin') {
      latin.push(token);
      continue;
    }
    flush();
    if (token.kind === 'mark') units.push(token);
    else if (token.kind === 'symbol') {
      // A symbol may also be a modifier (🙄 marks irony).
      const modifier = en.entries.get(token.text) ?? zh.entries.get(token.text);
      units.push({
        kind: 'term',
        text: token.text,
        entry: { ...modifier, weight: token.weight },
        han: false,
      });
    } else {
      const entry = token.script === 'han' ? zh.entries.get(token.text) : undefined;
      units.push({ kind: 'term', text: token.text, entry, han: token.script === 'han' });
    }
  }
  flush();
  return units;
}
