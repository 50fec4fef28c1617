import { normalizeText } from '../../sentiment/index.js';
import type { TopicTerm } from './types.js';

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai and their neighbours): their
 * terms are found anywhere, since deciding where their words end would need a segmenter to agree with
 * the author (闪退 and 原神 must both be found in 原神又闪退了).
 */
export const UNSPACED =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const unspaced = new RegExp(`[${UNSPACED}]`, 'u');
const letterOrDigit = /[\p{L}\p{N}\p{M}_]/u;

/**
 * Whitespace and punctuation, run together into one space, except what the terms' syntax needs:
 * `#` and `@` start tags and mentions, `_` belongs to handles, `.` and `'` sit inside handles and
 * words (user.name, don't). So "pay-to-win" reads "pay to win", and 。，are spaces.
 */
const separators = /(?:\s|(?![#@_.'])\p{P})+/gu;
const apostrophes = /[\u2018\u2019\u02bc]/g;
const enclosingQuotes = /^["'“”「」『』]+|["'“”「」『』]+$/gu;

/**
 * The form texts and terms are compared in: the sentiment module's normal form (NFKC, so full-width
 * letters are plain; Traditional Chinese folded to Simplified; lower case), curly apostrophes made
 * straight, separators made single spaces.
 */
export function canonicalText(text: string): string {
  return normalizeText(text).replace(apostrophes, "'").replace(separators, ' ');
}

/** A handle compared case-insensitively, with or without its `@`. */
export function handleOf(value: string): string {
  return normalizeText(value).trim().replace(/^@+/, '');
}

/**
 * Where a found pattern must end for the term to count: `word` on word boundaries at each end made
 * of a spaced-script letter or digit; `tag` (hashtags, cashtags) not followed by a letter of any
 * script (#原神 is not #原神活动); `mention` like a tag, and not followed by `.name` either.
 */
export type Boundary = 'word' | 'tag' | 'mention';

/** How a term is looked for in a canonical text. */
export interface TextPattern {
  pattern: string;
  boundary: Boundary;
}

const sigils = { hashtag: '#', cashtag: '$', mention: '@' } as const;

/**
 * The pattern of a text term, or null when the term can never be found (nothing left once
 * canonical, or a tag with a space inside). `from` and `to` are not text terms: null too.
 */
export function textPatternOf(term: TopicTerm): TextPattern | null {
  if (term.kind === 'keyword' || term.kind === 'span') {
    const value = term.kind === 'span' ? term.value.replace(enclosingQuotes, '') : term.value;
    const pattern = canonicalText(value).trim();
    return pattern === '' ? null : { pattern, boundary: 'word' };
  }
  if (term.kind === 'from' || term.kind === 'to') return null;
  const sigil = sigils[term.kind];
  const body = canonicalText(term.value)
    .trim()
    .replace(/^[#$@]+/, '');
  if (body === '' || body.includes(' ')) return null;
  return { pattern: `${sigil}${body}`, boundary: term.kind === 'mention' ? 'mention' : 'tag' };
}

/** The character (whole code point) that ends just before `index`, or undefined at the start. */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** The character (whole code point) that starts at `index`, or undefined at the end. */
function charAt(text: string, index: number): string | undefined {
  if (index >= text.length) return undefined;
  const code = text.codePointAt(index) ?? 0;
  return String.fromCodePoint(code);
}

/** A letter or digit of a script written with spaces: what a whole word must not touch. */
export function isSpacedWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 0x80) {
    const lower = code | 0x20;
    return (lower >= 0x61 && lower <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
  }
  return letterOrDigit.test(char) && !unspaced.test(char);
}

/** A letter or digit of any script: what a tag must not be followed by. */
function isTagChar(char: string | undefined): boolean {
  return char !== undefined && letterOrDigit.test(char);
}

/** Whether a pattern found at [start, end) of a canonical text stands where its boundary allows. */
export function standsAlone(text: string, start: number, end: number, boundary: Boundary): boolean {
  if (boundary === 'word') {
    if (isSpacedWordChar(charAt(text, start)) && isSpacedWordChar(charBefore(text, start))) return false;
    return !(isSpacedWordChar(charBefore(text, end)) && isSpacedWordChar(charAt(text, end)));
  }
  if (isSpacedWordChar(charBefore(text, start))) return false;
  const after = charAt(text, end);
  if (isTagChar(after)) return false;
  return !(boundary === 'mention' && after === '.' && isTagChar(charAt(text, end + 1)));
}
