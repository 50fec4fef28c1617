import type { TopicTerm } from '../match/types.js';

const quotes = /^["'“”「」『』]+|["'“”「」『』]+$/gu;
const sigils = /^[#$@＃＄＠]+/u;

/**
 * A term's value as a network's search should receive it: NFKC (full-width letters plain), spaces
 * run together, without the quotes of a span or the sign of a tag, mention or handle. Case and
 * Chinese script are left as written; the networks fold case themselves.
 */
export function plainValue(term: TopicTerm): string {
  const value = term.value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (term.kind === 'span') return value.replace(quotes, '').trim();
  if (term.kind === 'keyword') return value;
  return value.replace(sigils, '');
}

/** A word a query language can take unquoted: letters and digits, no operator look-alike. */
const bareWord = /^[\p{L}\p{N}_][\p{L}\p{N}\p{M}_'.]*$/u;
const operatorWords = new Set(['or', 'and', 'not']);

/** A phrase in double quotes, the quotes inside it dropped; null when nothing is left. */
export function quoted(value: string): string | null {
  const inner = value.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
  return inner === '' ? null : `"${inner}"`;
}

/** A single word as is, anything else quoted. */
export function wordOrPhrase(value: string): string | null {
  return bareWord.test(value) && !operatorWords.has(value.toLowerCase()) ? value : quoted(value);
}

/** A tag body: letters, digits and underscores of any script, nothing else. */
export const tagBody = /^[\p{L}\p{N}\p{M}_]+$/u;
