/**
 * Sentiment: the classifier (built in, offline, English and Simplified Chinese), a game's sentiment
 * rules above it, and the "try it" call. It stores no feed: the feeds module asks it to judge and
 * re-judges its items when the rules change (the `SentimentHooks` port). Its word cutting also gives
 * listening its top terms.
 */
export { classifyText, createLexiconClassifier, NEUTRAL_BAND } from './classifier.js';
export { type CachedSentimentJudge, createSentimentJudge, RULES_FRESH_MS } from './judge.js';
export { normalizeText } from './normalize.js';
export { type SentimentDeps, sentimentRoutes } from './routes.js';
export type { SentimentClassifier, SentimentHooks, SentimentJudge } from './types.js';
export {
  hashtagsOf,
  ruleWords,
  STOP_WORDS,
  type TermCount,
  type TermDictionary,
  termDictionary,
  topTerms,
  wordsOf,
} from './words.js';
