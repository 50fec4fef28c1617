import type { FeedLanguage, SentimentVerdict } from '@herald/contract';
import { countScripts, detectLanguage, isChineseText } from './language.js';
import { normalizeText } from './normalize.js';
import { readUnits } from './reading.js';
import { scoreUnits } from './score.js';
import { tokenize } from './tokens.js';
import type { SentimentClassifier } from './types.js';

/** |score| below this is neutral: a lone weak word (ok, lol) does not make a text positive. */
export const NEUTRAL_BAND = 0.25;
/**
 * Words (English) or Han characters (Chinese) a text without any sentiment term needs before it is
 * judged neutral; below that, nothing was judged and the text is `unclassified` ("first", "gg?"…).
 */
export const MIN_UNDERSTOOD = 2;
/** The score is sum / √(sum² + α): one clear term (±2) gives ±0.71, and it never reaches ±1. */
const ALPHA = 4;

function verdict(
  sentiment: SentimentVerdict['sentiment'],
  language: FeedLanguage | null,
  score = 0,
  terms: SentimentVerdict['terms'] = [],
): SentimentVerdict {
  return { sentiment, language, score, terms, source: 'classifier', rule_id: null };
}

/**
 * The built-in lexicon classifier, offline, for English and Simplified Chinese (Traditional is folded
 * first). It never guesses:
 * - another language → `unclassified`;
 * - sentiment terms found → the score decides: `positive` or `negative` at |score| ≥ NEUTRAL_BAND,
 *   `neutral` below (the terms balanced out or were too weak);
 * - no sentiment term in a text it could read (MIN_UNDERSTOOD words or characters) → `neutral`;
 * - no sentiment term and too little it could read (one unknown word, a link, digits, an emoji it
 *   has no weight for) → `unclassified`.
 */
export function classifyText(text: string): SentimentVerdict {
  const normalized = normalizeText(text);
  const tokens = tokenize(normalized);
  const counts = countScripts(normalized, tokens);
  const units = readUnits(tokens, isChineseText(counts) ? 'zh' : 'en');
  const { language, understood } = detectLanguage(counts, units);
  if (language === 'other') return verdict('unclassified', language);
  const { sum, evidence } = scoreUnits(units);
  if (evidence.length === 0) {
    const readable = language !== null && understood >= MIN_UNDERSTOOD;
    return verdict(readable ? 'neutral' : 'unclassified', language);
  }
  const score = Math.round((sum / Math.sqrt(sum * sum + ALPHA)) * 1000) / 1000;
  const sentiment = Math.abs(score) < NEUTRAL_BAND ? 'neutral' : score > 0 ? 'positive' : 'negative';
  return verdict(sentiment, language, score, evidence);
}

export function createLexiconClassifier(): SentimentClassifier {
  return { name: 'lexicon', classify: async (text) => classifyText(text) };
}
