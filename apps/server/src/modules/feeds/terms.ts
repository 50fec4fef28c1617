import { normalizeText } from '../sentiment/index.js';

/**
 * The keyword index's terms. Latin, Cyrillic and other spaced scripts give their words; Chinese gives
 * every character and every pair of adjacent characters, so two-character words (闪退, 卡顿, 外挂)
 * are found without a word list — which neither `to_tsvector` nor `pg_trgm` can index. The same
 * function turns a search into terms, so what is stored and what is asked always agree; Traditional
 * Chinese is folded to Simplified, so 閃退 finds 闪退.
 */

/** Terms kept per item: beyond this a long text is still found by its first words. */
export const MAX_TERMS = 400;
const MAX_WORD = 64;

const han = /\p{Script=Han}/u;
const run = /[\p{Script=Han}]+|[\p{L}\p{N}_]+/gu;

function hanTerms(chars: readonly string[], into: Set<string>): void {
  chars.forEach((char, index) => {
    into.add(char);
    const next = chars[index + 1];
    if (next) into.add(char + next);
  });
}

/** The distinct terms of a text in its matching form (normalizeText), in order of appearance. */
export function termsOf(text: string): string[] {
  const found = new Set<string>();
  for (const [part] of normalizeText(text).matchAll(run)) {
    if (found.size >= MAX_TERMS) break;
    if (han.test(part)) hanTerms([...part], found);
    else if (part.length <= MAX_WORD) found.add(part);
  }
  return [...found].slice(0, MAX_TERMS);
}

/** An item's terms: its author's name (first, so a long text cannot crowd it out) and its text. */
export function itemTermsOf(text: string, authorName: string | null): string[] {
  return termsOf(authorName ? `${authorName} ${text}` : text);
}

/**
 * The terms a search must all find. A Chinese run of several characters asks for its pairs only (a
 * pair implies its characters); a single character asks for itself.
 */
export function searchTermsOf(query: string): string[] {
  const wanted = new Set<string>();
  for (const [part] of normalizeText(query).matchAll(run)) {
    const chars = [...part];
    if (!han.test(part)) wanted.add(part.slice(0, MAX_WORD));
    else if (chars.length === 1) wanted.add(part);
    else for (let i = 0; i + 1 < chars.length; i++) wanted.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...wanted];
}
