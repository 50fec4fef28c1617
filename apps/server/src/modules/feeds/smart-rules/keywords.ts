import { buildAutomaton } from './aho-corasick.js';
import { normalizeText } from './normalize.js';

/**
 * Keywords, matched the way each script is written. Chinese, Japanese and the Southeast Asian scripts
 * put no space between words, so their terms are found anywhere in the normalised text (闪退 in
 * 又闪退了). Spaced scripts are matched on whole words, so `lag` does not fire on `flag` and `pay to
 * win` needs the three words in a row; punctuation between words is ignored. A term made only of
 * symbols or emoji is found anywhere too.
 */
const UNSPACED =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const unspaced = new RegExp(`[${UNSPACED}]`, 'u');
const wordRun = new RegExp(`[${UNSPACED}]+|(?:(?![${UNSPACED}])[\\p{L}\\p{N}\\p{M}_])+`, 'gu');
const spaces = /\s+/g;
/** Between the text and its words in the haystack; no term holds it. */
const SEPARATOR = '\u0000';

export type TermMode = 'substring' | 'words';
export interface TermPattern {
  mode: TermMode;
  /** Normalised; a words pattern is its words between single spaces, with a space at each end. */
  pattern: string;
}

/** How a term is looked for, or null when nothing is left of it once normalised. */
export function patternOf(term: string): TermPattern | null {
  const normal = normalizeText(term).replace(spaces, ' ').trim();
  if (normal.length === 0) return null;
  const words = normal.match(wordRun) ?? [];
  if (unspaced.test(normal) || words.length === 0) return { mode: 'substring', pattern: normal };
  return { mode: 'words', pattern: ` ${words.join(' ')} ` };
}

/** The text searched: its normalised form, then its words between spaces. */
export function haystackOf(text: string): { haystack: string; boundary: number } {
  const normal = normalizeText(text).replaceAll(SEPARATOR, ' ').replace(spaces, ' ');
  const words = normal.match(wordRun) ?? [];
  return { haystack: `${normal}${SEPARATOR} ${words.join(' ')} `, boundary: normal.length };
}

export interface KeywordIndex {
  /** The id of a term as written in a rule; -1 for a term that can never match. */
  idOf(term: string): number;
  /** Terms of the index: ids run from 0 to size - 1. */
  readonly size: number;
  /** Reads the text once: the distinct ids of the terms it holds (valid until the next call). */
  find(text: string): readonly number[];
}

/** One automaton over every distinct term; the same term in several rules is looked for once. */
export function buildKeywordIndex(terms: Iterable<string>): KeywordIndex {
  const ids = new Map<string, number>();
  const byPattern = new Map<string, number>();
  const patterns: TermPattern[] = [];
  for (const term of terms) {
    if (ids.has(term)) continue;
    const found = patternOf(term);
    if (!found) {
      ids.set(term, -1);
      continue;
    }
    const key = `${found.mode}:${found.pattern}`;
    let id = byPattern.get(key);
    if (id === undefined) {
      id = patterns.length;
      patterns.push(found);
      byPattern.set(key, id);
    }
    ids.set(term, id);
  }
  const inWords = Uint8Array.from(patterns, (entry) => (entry.mode === 'words' ? 1 : 0));
  const automaton = buildAutomaton(patterns.map((entry) => entry.pattern));
  // A stamp per term instead of a fresh set per text: no allocation on the hot path.
  const seen = new Int32Array(patterns.length);
  const found: number[] = [];
  let stamp = 0;
  return {
    size: patterns.length,
    idOf: (term) => ids.get(term) ?? patternIdOf(term, byPattern),
    find(text) {
      if (stamp === 0x7fffffff) {
        seen.fill(0);
        stamp = 0;
      }
      stamp += 1;
      found.length = 0;
      if (patterns.length === 0) return found;
      const { haystack, boundary } = haystackOf(text);
      automaton.scan(haystack, (id, end) => {
        // A substring term counts in the text itself; a words term only in the words part.
        if (seen[id] !== stamp && (inWords[id] === 1) === end > boundary) {
          seen[id] = stamp;
          found.push(id);
        }
      });
      return found;
    },
  };
}

function patternIdOf(term: string, byPattern: ReadonlyMap<string, number>): number {
  const found = patternOf(term);
  return found ? (byPattern.get(`${found.mode}:${found.pattern}`) ?? -1) : -1;
}
