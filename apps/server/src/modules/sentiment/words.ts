import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sentimentRules } from '../../db/schema/index.js';
import { normalizeText } from './normalize.js';
import { tokenize, type WordList } from './tokens.js';

/**
 * Top terms of a set of texts (listening's terms tab, its spike drivers): the texts cut into words as
 * the classifier cuts them — Latin words whole, Chinese by `Intl.Segmenter` with the lexicon and the
 * game's own dictionary (its topics' terms, its sentiment rules' words) so 冰霜法师 stays one word —
 * and their hashtags. Words too common to say anything are dropped.
 */

/** Words too common to tell one set of texts from another (English and Chinese function words). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...'the and for you this that with are was but not have has its it is to of in on at be so my me we our your just can all get got from they them what when will would there their an a i he she his her him or if as do does did no yes than then too very im dont cant been were had who how why which also about out up one more some any into only much'.split(
    ' ',
  ),
  ...'的 了 是 我 你 他 她 它 们 这 那 在 和 也 就 都 有 吗 呢 啊 吧 呀 哦 嗯 个 不 没 很 还 又 被 把 让 给 对 说 要 会 能 去 来 上 下 里 到 着 过 之 与 及 等 而 但 或 就是 这个 那个 什么 怎么 我们 你们 他们 自己 一个 没有 可以 还是 因为 所以 如果 已经 现在 真的'.split(
    ' ',
  ),
]);

/** A game's dictionary: Chinese words cut whole, and phrases of spaced scripts found whole. */
export interface TermDictionary {
  han: WordList;
  /** Multi-word phrases (frost mage) in their matching form; one-word entries need nothing. */
  phrases: readonly string[];
}

const hanScript = /\p{Script=Han}/u;
const hashtag = /(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{2,100})/gu;
const meaningful = /[\p{L}]/u;

/** The dictionary of these terms (as written: any script, any case). */
export function termDictionary(terms: Iterable<string>): TermDictionary {
  const han = new Set<string>();
  const phrases = new Set<string>();
  for (const term of terms) {
    const key = normalizeText(term).trim().replace(/\s+/g, ' ');
    if (!key) continue;
    if (hanScript.test(key) && !key.includes(' ')) han.add(key);
    else if (key.includes(' ')) phrases.add(key);
  }
  const longest = Math.max(0, ...[...han].map((word) => [...word].length));
  return { han: { entries: han, longest }, phrases: [...phrases] };
}

/** Whether a phrase stands as whole words in a normalised text. */
function hasPhrase(normalized: string, phrase: string): boolean {
  let from = normalized.indexOf(phrase);
  while (from >= 0) {
    const before = normalized[from - 1] ?? ' ';
    const after = normalized[from + phrase.length] ?? ' ';
    if (!/[\p{L}\p{N}_]/u.test(before) && !/[\p{L}\p{N}_]/u.test(after)) return true;
    from = normalized.indexOf(phrase, from + 1);
  }
  return false;
}

/** Whether a word says something: not a stop word, a letter in it, two characters or a known word. */
function telling(word: string, dictionary: TermDictionary): boolean {
  if (STOP_WORDS.has(word) || !meaningful.test(word)) return false;
  return [...word].length >= 2 || dictionary.han.entries.has(word);
}

/** The distinct telling words of a text in their matching form, in order of appearance. */
export function wordsOf(text: string, dictionary: TermDictionary): string[] {
  const normalized = normalizeText(text);
  const found = new Set<string>();
  for (const phrase of dictionary.phrases) if (hasPhrase(normalized, phrase)) found.add(phrase);
  for (const token of tokenize(normalized.replace(hashtag, ' '), dictionary.han)) {
    if (token.kind === 'word' && telling(token.text, dictionary)) found.add(token.text);
  }
  return [...found];
}

/** The distinct hashtags of a text, lower-case with their #. */
export function hashtagsOf(text: string): string[] {
  const normalized = normalizeText(text);
  return [...new Set([...normalized.matchAll(hashtag)].map((match) => `#${match[1]}`))];
}

export interface TermCount {
  term: string;
  count: number;
}

/** The most frequent of each text's distinct terms: by texts holding them, then alphabetically. */
export function topTerms(
  texts: Iterable<string>,
  termsOf: (text: string) => readonly string[],
  limit: number,
): TermCount[] {
  const counts = new Map<string, number>();
  for (const text of texts) for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [...counts]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}

/** The words of a game's enabled sentiment rules: part of its dictionary for top terms. */
export async function ruleWords(db: DbOrTx, gameId: number): Promise<string[]> {
  const rows = await db
    .select({ terms: sentimentRules.terms })
    .from(sentimentRules)
    .where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.enabled, true)));
  return rows.flatMap((row) => row.terms);
}
