import type { SentimentVerdict } from '@herald/contract';

/**
 * One way of judging a text's sentiment: the built-in offline lexicon classifier, or a model loaded
 * from local weights. What it cannot judge (another language, too little signal) is `unclassified`.
 */
export interface SentimentClassifier {
  readonly name: string;
  classify(text: string): Promise<SentimentVerdict>;
}

/**
 * A game's judge: its sentiment rules first, the classifier after. Features that store text ask it;
 * they never reach the rules table themselves.
 */
export interface SentimentJudge {
  judge(gameId: number, text: string): Promise<SentimentVerdict>;
  judgeMany(gameId: number, texts: readonly string[]): Promise<SentimentVerdict[]>;
}
