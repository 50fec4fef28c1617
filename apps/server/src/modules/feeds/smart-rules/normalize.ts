/**
 * The one form smart-rule keywords and item texts are compared in: the sentiment module's (NFKC,
 * Traditional Chinese folded to Simplified, lower-case), the same as sentiment rules and the keyword
 * index use, so a term matches alike everywhere.
 */
export { normalizeText } from '../../sentiment/index.js';
