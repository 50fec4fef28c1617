import type { Rerun, SentimentVerdict } from '@herald/contract';
import type { Tx } from '../../db/client.js';

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

/**
 * What the rules screen needs from the module that stores the judged items (feeds): told of a rule
 * change inside the change's own transaction, so the re-classification it starts exists only if the
 * change commits; asked for that re-classification's progress and for how many items a person
 * corrected (corrections survive re-classification).
 */
export interface SentimentHooks {
  rulesChanged(tx: Tx, gameId: number): Promise<void>;
  rerun(gameId: number): Promise<Rerun>;
  corrections(gameId: number): Promise<number>;
}
