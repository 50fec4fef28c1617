import type { FeedLanguage } from '@herald/contract';
import { isKnownEnglish } from './english.js';
import { lexicons } from './lexicon.js';
import type { Unit } from './reading.js';
import type { Token } from './tokens.js';

/** Japanese and Korean write with Han characters too; their own scripts tell them apart. */
const kanaOrHangul = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const letter = /\p{L}/u;

export interface ScriptCounts {
  /** Han characters. */
  han: number;
  /** Words written in Latin letters (numbers alone are not words). */
  latin: number;
  /** Words of any other script (Cyrillic, Thai, Arabic…). */
  other: number;
  kanaOrHangul: boolean;
}

export function countScripts(text: string, tokens: readonly Token[]): ScriptCounts {
  const counts = { han: 0, latin: 0, other: 0, kanaOrHangul: kanaOrHangul.test(text) };
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    if (token.script === 'han') counts.han += [...token.text].length;
    else if (token.script === 'other') counts.other += 1;
    else if (letter.test(token.text)) counts.latin += 1;
  }
  return counts;
}

/** Chinese when Han characters are at least as many as Latin words: 这个boss太op了 is Chinese. */
export function isChineseText(counts: ScriptCounts): boolean {
  return !counts.kanaOrHangul && counts.han > 0 && counts.han >= counts.latin;
}

export interface LanguageReading {
  /** en or zh when the classifier reads it; other when it does not; null when there are no words. */
  language: FeedLanguage | null;
  /** English words it recognised, or Han characters: how much of the text it could read. */
  understood: number;
}

/** Latin words the lexicons or the vocabulary know, a known phrase counting all its words. */
function knownEnglishWords(units: readonly Unit[]): number {
  const { en, vocabulary } = lexicons();
  let known = 0;
  for (const unit of units) {
    if (unit.kind !== 'term' || unit.han || !letter.test(unit.text)) continue;
    const words = unit.text.split(' ');
    if (unit.entry) known += words.length;
    else known += words.filter((word) => isKnownEnglish(en, vocabulary, word)).length;
  }
  return known;
}

/**
 * Which language a text is in. Chinese by its Han characters (not Japanese or Korean); English when
 * its Latin words are words the lexicons know — every one of a one- or two-word text, half of a longer
 * one — so Spanish or Indonesian written in Latin letters is `other`, as are the other scripts.
 */
export function detectLanguage(counts: ScriptCounts, units: readonly Unit[]): LanguageReading {
  if (counts.kanaOrHangul || (counts.other > counts.latin && counts.other * 2 > counts.han)) {
    return { language: 'other', understood: 0 };
  }
  if (isChineseText(counts)) return { language: 'zh', understood: counts.han };
  if (counts.latin === 0) return { language: null, understood: 0 };
  const known = knownEnglishWords(units);
  const english = counts.latin <= 2 ? known >= counts.latin : known * 2 >= counts.latin;
  return english ? { language: 'en', understood: known } : { language: 'other', understood: 0 };
}
