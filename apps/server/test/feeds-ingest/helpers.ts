import type { SentimentVerdict } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { feeds } from '../../src/db/schema/index.js';
import type { CachedSentimentJudge } from '../../src/modules/sentiment/index.js';

const positive = /\b(?:love|great|gg|awesome)\b|喜欢|好玩/i;
const negative = /\b(?:hate|bad|worst|lag|crash)\b|垃圾|闪退|卡顿/i;

/**
 * A judge whose answers follow from the text alone, so tests can tell what an item was judged and how
 * often: it counts the texts it was asked about.
 */
export function testJudge(): CachedSentimentJudge & { asked: string[] } {
  const asked: string[] = [];
  const verdict = (text: string): SentimentVerdict => {
    const language = /\p{Script=Han}/u.test(text) ? 'zh' : 'en';
    const sentiment = negative.test(text) ? 'negative' : positive.test(text) ? 'positive' : 'neutral';
    const score = sentiment === 'negative' ? -0.8 : sentiment === 'positive' ? 0.8 : 0;
    return { sentiment, language, score, source: 'classifier', terms: [], rule_id: null };
  };
  return {
    asked,
    forget: () => undefined,
    judge: async (_gameId, text) => {
      asked.push(text);
      return verdict(text);
    },
    judgeMany: async (_gameId, texts) => {
      asked.push(...texts);
      return texts.map(verdict);
    },
  };
}

/** The stored rows of an account, oldest first. */
export function rowsOf(db: Db, accountId: number) {
  return db.select().from(feeds).where(eq(feeds.accountId, accountId)).orderBy(feeds.createdAt, feeds.id);
}

export async function rowOf(db: Db, accountId: number, remoteId: string) {
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.accountId, accountId), eq(feeds.remoteId, remoteId)));
  return row;
}
