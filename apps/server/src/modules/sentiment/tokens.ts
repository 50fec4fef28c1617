import { lexicons } from './lexicon.js';

/**
 * Words Chinese runs are cut into, longest first: the classifier's lexicon, and for top terms the
 * game's own dictionary beside it (its topics' terms, its sentiment rules' words).
 */
export interface WordList {
  entries: { has(word: string): boolean };
  /** The longest entry, in characters. */
  longest: number;
}

/** A piece of a normalised text, in order. */
export type Token =
  | { kind: 'word'; text: string; script: 'latin' | 'han' | 'other' }
  | { kind: 'symbol'; text: string; weight: number }
  | { kind: 'mark'; text: string; sentenceEnd: boolean };

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const graphemes = new Intl.Segmenter('zh', { granularity: 'grapheme' });

const latinChar = /[\p{Script=Latin}\p{N}]/u;
const pictograph = /\p{Extended_Pictographic}/u;
/** Variation selectors and skin tones: ❤️ and ❤, 👍🏻 and 👍 are one symbol. */
const presentation = /[\uFE0E\uFE0F\u{1F3FB}-\u{1F3FF}]/gu;
const sentenceEnds = new Set(['.', '!', '?', '。', '\n']);
const clauseBreaks = new Set([
  ',',
  ';',
  ':',
  '、',
  '…',
  '~',
  '(',
  ')',
  '"',
  '“',
  '”',
  '「',
  '」',
  '【',
  '】',
  '《',
  '》',
]);
/** Links and @mentions say nothing about sentiment and must not be read as words. */
const noise = /https?:\/\/\S+|www\.\S+|@[\p{L}\p{N}_.]+/gu;

function symbolWeight(text: string): number | undefined {
  const { symbols } = lexicons();
  const bare = text.replace(presentation, '');
  return symbols.get(bare) ?? symbols.get(String.fromCodePoint(bare.codePointAt(0) ?? 0));
}

/** Punctuation and emoji between words: emoji become symbols, breaks become marks. */
function nonWord(segment: string, into: Token[]): void {
  for (const { segment: grapheme } of graphemes.segment(segment)) {
    if (pictograph.test(grapheme)) {
      const weight = symbolWeight(grapheme);
      into.push({ kind: 'symbol', text: grapheme.replace(presentation, ''), weight: weight ?? 0 });
    } else if (sentenceEnds.has(grapheme)) into.push({ kind: 'mark', text: grapheme, sentenceEnd: true });
    else if (clauseBreaks.has(grapheme)) into.push({ kind: 'mark', text: grapheme, sentenceEnd: false });
  }
}

/**
 * A run of Han characters cut into the lexicon's words, longest first (卡顿 before 卡), where the
 * general segmenter would cut game slang wrongly (卡|顿了); elsewhere the segmenter's words are kept.
 */
function hanWords(run: string, lexicon: WordList, into: Token[]): void {
  const chars = [...run];
  const icuStarts = new Set<number>();
  let offset = 0;
  for (const { segment } of words.segment(run)) {
    icuStarts.add(offset);
    offset += [...segment].length;
  }
  icuStarts.add(chars.length);
  // The longest lexicon entry starting at each character (0: none).
  const entryLengths = chars.map((_, start) => {
    for (let length = Math.min(lexicon.longest, chars.length - start); length > 0; length--) {
      if (lexicon.entries.has(chars.slice(start, start + length).join(''))) return length;
    }
    return 0;
  });
  let at = 0;
  while (at < chars.length) {
    let length = entryLengths[at] ?? 0;
    if (length === 0) {
      // The segmenter's word, when it starts here and no lexicon entry starts inside it.
      let end = at + 1;
      while (end < chars.length && !icuStarts.has(end) && entryLengths[end] === 0) end++;
      length = icuStarts.has(at) && icuStarts.has(end) ? end - at : 1;
    }
    into.push({ kind: 'word', text: chars.slice(at, at + length).join(''), script: 'han' });
    at += length;
  }
}

/** Han runs, words of the spaced scripts (with inner apostrophes: don't), and everything else. */
const letter = String.raw`(?!\p{Script=Han})[\p{L}\p{N}_]`;
const word = String.raw`${letter}(?:${letter}|\p{M})*`;
const pieces = new RegExp(String.raw`(\p{Script=Han}+)|(${word}(?:'${word})*)|\S`, 'gu');

function segmentChunk(chunk: string, into: Token[], zh: WordList): void {
  let other = '';
  for (const [piece, han, word] of chunk.matchAll(pieces)) {
    if (!han && !word) {
      other += piece;
      continue;
    }
    if (other) nonWord(other, into);
    other = '';
    if (han) hanWords(han, zh, into);
    else into.push({ kind: 'word', text: piece, script: latinChar.test(piece) ? 'latin' : 'other' });
  }
  if (other) nonWord(other, into);
}

/**
 * The tokens of a normalised text: words (Latin words whole, Chinese cut by the lexicon), emoji and
 * emoticons as symbols, and the punctuation that ends clauses and sentences. Links and mentions are
 * dropped; apostrophes are unified so don’t and don't are one word. A dictionary's words are cut
 * whole beside the lexicon's (a game's hero names).
 */
export function tokenize(normalized: string, dictionary?: WordList): Token[] {
  const { zh } = lexicons();
  const list: WordList = dictionary
    ? {
        entries: { has: (word) => zh.entries.has(word) || dictionary.entries.has(word) },
        longest: Math.max(zh.longest, dictionary.longest),
      }
    : zh;
  const tokens: Token[] = [];
  const text = normalized.replace(noise, ' ').replace(/[\u2018\u2019\u02bc]/g, "'");
  for (const chunk of text.split(/(\s+)/)) {
    if (chunk.includes('\n')) tokens.push({ kind: 'mark', text: '\n', sentenceEnd: true });
    if (chunk.trim() === '') continue;
    // An emoticon is a whole chunk, perhaps with the sentence's closing punctuation after it.
    const [, face = chunk, closing = ''] = /^(.+?)([.!?,]*)$/u.exec(chunk) ?? [];
    const weight = lexicons().symbols.get(face);
    if (weight === undefined) {
      segmentChunk(chunk, tokens, list);
      continue;
    }
    tokens.push({ kind: 'symbol', text: face, weight });
    nonWord(closing, tokens);
  }
  return tokens;
}
