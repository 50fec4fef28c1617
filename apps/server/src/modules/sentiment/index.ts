/**
 * Sentiment: the classifier (built in, offline, English and Simplified Chinese), a game's sentiment
 * rules above it, and the "try it" call. It stores no feed: the feeds module asks it to judge and
 * re-judges its items when the rules change (the `SentimentHooks` port).
 */
export { normalizeText } from './normalize.js';
export type { SentimentClassifier, SentimentJudge } from './types.js';
