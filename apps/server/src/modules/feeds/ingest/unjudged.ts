import type { SentimentVerdict } from '@herald/contract';
import type { SentimentJudge } from '../../sentiment/index.js';

const waiting: SentimentVerdict = {
  sentiment: 'init',
  language: null,
  score: 0,
  source: 'classifier',
  terms: [],
  rule_id: null,
};

/**
 * The judge of a server built without the sentiment module's: it judges nothing, so items are stored
 * `init` (not judged yet), as the contract names it, and the re-classification judges them once a judge
 * is wired.
 */
export const unjudged: SentimentJudge = {
  judge: async () => waiting,
  judgeMany: async (_gameId, texts) => texts.map(() => waiting),
};
