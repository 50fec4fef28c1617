import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What a word or phrase does when the classifier meets it; a word may do several things. */
export interface Entry {
  /** Its own sentiment, −3 … +3 (0: an idiom that claims its words, so they are not read alone). */
  weight?: number;
  /** Flips the sentiment terms that follow in its window. */
  negate?: true;
  /** Multiplies the next sentiment term (very, 很; a bit, 有点). */
  scale?: number;
  /** Multiplies the sentiment term just before it (laggy af, 烦死了). */
  after?: number;
  /** What follows weighs more than what came before (but, 但是). */
  contrast?: true;
  /** A contrast only when it opens a clause (…，就是太卡了; not 这就是神作). */
  lead?: true;
  /** Its own clause weighs less (although, 虽然). */
  concede?: true;
  /** The complaint next to it is being fixed (fixed the crash, 修复闪退). */
  resolve?: true;
  /** The praise in the text is meant the other way round (🙄, yeah right, 呵呵). */
  irony?: true;
  /** A question that complains rather than asks (why …?, 为什么). */
  why?: true;
}

export interface LanguageLexicon {
  entries: ReadonlyMap<string, Entry>;
  /** The longest entry: in words for English, in characters for Chinese. */
  longest: number;
}

export interface Lexicons {
  en: LanguageLexicon;
  zh: LanguageLexicon;
  /** Emoji, emoticons and internet numerals, whatever the language. */
  symbols: ReadonlyMap<string, number>;
  /** English words without sentiment: they tell English text from other Latin-script languages. */
  vocabulary: ReadonlySet<string>;
}

const folder = resolve(import.meta.dirname, 'lexicon');
const modifierKinds = [
  'negate',
  'scale',
  'after',
  'contrast',
  'lead',
  'concede',
  'resolve',
  'irony',
  'why',
] as const;
type ModifierKind = (typeof modifierKinds)[number];
const han = /\p{Script=Han}/u;

/** Phrases are matched word by word: hyphens and slashes separate words as spaces do. */
export function phraseKey(term: string): string {
  return term.replace(/[-/]/g, ' ').trim().split(/\s+/).join(' ');
}

/** The lines of a lexicon file that carry data, with their line numbers for error messages. */
function dataLines(file: string): { text: string; line: number }[] {
  return readFileSync(resolve(folder, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'));
}

function weightOf(raw: string | undefined, where: string): number {
  const value = Number(raw);
  if (raw === undefined || !Number.isFinite(value) || value < -3 || value > 3) {
    throw new Error(`${where}: a weight from -3 to 3 is expected, found ${raw}`);
  }
  return value;
}

/** `term weight` lines; a term may have spaces (a phrase), the weight is the last field. */
function readWeights(file: string, key: (term: string) => string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { text, line } of dataLines(file)) {
    const cut = text.lastIndexOf(' ');
    const where = `${file}:${line}`;
    const term = key(text.slice(0, Math.max(cut, 0)));
    if (cut <= 0 || term === '') throw new Error(`${where}: "term weight" expected`);
    const weight = weightOf(text.slice(cut + 1), where);
    const earlier = weights.get(term);
    if (earlier !== undefined && earlier !== weight) throw new Error(`${where}: ${term} is listed twice`);
    weights.set(term, weight);
  }
  return weights;
}

function isModifierKind(kind: string): kind is ModifierKind {
  return (modifierKinds as readonly string[]).includes(kind);
}

/** `kind term [factor]` lines: the scaling kinds take a factor, the others none. */
function addModifiers(file: string, into: Map<string, Entry>, key: (term: string) => string): void {
  for (const { text, line } of dataLines(file)) {
    const where = `${file}:${line}`;
    const [kind = '', ...rest] = text.split(/\s+/);
    if (!isModifierKind(kind)) throw new Error(`${where}: unknown modifier kind ${kind}`);
    const scaled = kind === 'scale' || kind === 'after';
    const factor = scaled ? Number(rest.pop()) : undefined;
    if (factor !== undefined && !(factor > 0 && factor <= 3))
      throw new Error(`${where}: a factor is expected`);
    const term = key(rest.join(' '));
    if (term === '') throw new Error(`${where}: a term is expected`);
    const entry = into.get(term) ?? {};
    if (kind === 'scale') entry.scale = factor;
    else if (kind === 'after') entry.after = factor;
    else entry[kind] = true;
    into.set(term, entry);
  }
}

function languageLexicon(
  lexiconFile: string,
  modifierFile: string,
  key: (term: string) => string,
  length: (term: string) => number,
): LanguageLexicon {
  const entries = new Map<string, Entry>();
  for (const [term, weight] of readWeights(lexiconFile, key)) entries.set(term, { weight });
  addModifiers(modifierFile, entries, key);
  let longest = 1;
  for (const term of entries.keys()) longest = Math.max(longest, length(term));
  return { entries, longest };
}

/** Chinese entries are Han characters, or Latin slang written as one word (yyds); never both. */
function chineseKey(term: string): string {
  const trimmed = term.trim();
  if (han.test(trimmed) && /[^\p{Script=Han}]/u.test(trimmed)) {
    throw new Error(`zh: ${trimmed} mixes Han characters with other characters`);
  }
  return trimmed;
}

function readVocabulary(): Set<string> {
  return new Set(dataLines('en.vocab.txt').flatMap(({ text }) => text.split(/\s+/)));
}

let loaded: Lexicons | undefined;

/** The built-in lexicons, read once per process (about 3,000 entries, a few milliseconds). */
export function lexicons(): Lexicons {
  loaded ??= {
    en: languageLexicon('en.txt', 'en.modifiers.txt', phraseKey, (term) => term.split(' ').length),
    zh: languageLexicon('zh.txt', 'zh.modifiers.txt', chineseKey, (term) => [...term].length),
    symbols: readWeights('symbols.txt', (term) => term.trim()),
    vocabulary: readVocabulary(),
  };
  return loaded;
}
