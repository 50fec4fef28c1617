import type { SentimentVerdict } from '@herald/contract';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sentimentRules } from '../../db/schema/index.js';
import { type CompiledRules, compileRules, type RuleMatch } from './matcher.js';
import type { SentimentClassifier, SentimentJudge } from './types.js';

/** How long a game's compiled rules are trusted before the database is asked whether they changed. */
export const RULES_FRESH_MS = 2000;

/** The judge, and a way for this process's rule writes to be seen at once. */
export interface CachedSentimentJudge extends SentimentJudge {
  /** Forget a game's compiled rules (its rules just changed here). */
  forget(gameId: number): void;
}

interface Cached {
  rules: CompiledRules;
  /** The rules' count and latest change when compiled. */
  stamp: string;
  checkedAt: number;
}

const RULE_SCORE = { positive: 1, negative: -1, neutral: 0 } as const;

function ruleVerdict(base: SentimentVerdict, match: RuleMatch): SentimentVerdict {
  const score = RULE_SCORE[match.sentiment];
  return {
    sentiment: match.sentiment,
    language: base.language,
    score,
    source: 'rule',
    terms: [{ term: match.term, weight: score }],
    rule_id: match.ruleId,
  };
}

/**
 * A game's judge: its enabled sentiment rules first (the one with priority decides), the classifier
 * otherwise. The compiled rules are kept in memory per game; at most every RULES_FRESH_MS a one-row
 * query (count and latest updated_at, on the game's index) tells whether another process changed them,
 * so judging thousands of items asks the database nothing per item.
 */
export function createSentimentJudge(
  db: Db,
  classifier: SentimentClassifier,
  clock: () => number = Date.now,
): CachedSentimentJudge {
  const cache = new Map<number, Cached>();
  const loading = new Map<number, Promise<CompiledRules>>();
  /** Bumped by forget(): a load that started before a change must not cache what it read. */
  const generations = new Map<number, number>();

  async function stampOf(gameId: number): Promise<string> {
    const [row] = await db
      .select({ count: count(), latest: sql<string | null>`${max(sentimentRules.updatedAt)}::text` })
      .from(sentimentRules)
      .where(eq(sentimentRules.gameId, gameId));
    return `${row?.count ?? 0}@${row?.latest ?? ''}`;
  }

  async function load(gameId: number, known: Cached | undefined): Promise<CompiledRules> {
    const generation = generations.get(gameId) ?? 0;
    const stamp = await stampOf(gameId);
    if (known && known.stamp === stamp) {
      known.checkedAt = clock();
      return known.rules;
    }
    const rows = await db
      .select({ id: sentimentRules.id, terms: sentimentRules.terms, sentiment: sentimentRules.sentiment })
      .from(sentimentRules)
      .where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.enabled, true)))
      .orderBy(asc(sentimentRules.position), asc(sentimentRules.id));
    const rules = compileRules(rows);
    if ((generations.get(gameId) ?? 0) === generation)
      cache.set(gameId, { rules, stamp, checkedAt: clock() });
    return rules;
  }

  function rulesOf(gameId: number): Promise<CompiledRules> {
    const known = cache.get(gameId);
    if (known && clock() - known.checkedAt < RULES_FRESH_MS) return Promise.resolve(known.rules);
    let pending = loading.get(gameId);
    if (!pending) {
      pending = load(gameId, known).finally(() => loading.delete(gameId));
      loading.set(gameId, pending);
    }
    return pending;
  }

  async function judgeWith(rules: CompiledRules, text: string): Promise<SentimentVerdict> {
    const verdict = await classifier.classify(text);
    const match = rules.match(text);
    return match ? ruleVerdict(verdict, match) : verdict;
  }

  return {
    async judge(gameId, text) {
      return judgeWith(await rulesOf(gameId), text);
    },
    async judgeMany(gameId, texts) {
      const rules = await rulesOf(gameId);
      const verdicts: SentimentVerdict[] = [];
      for (const text of texts) verdicts.push(await judgeWith(rules, text));
      return verdicts;
    },
    forget(gameId) {
      cache.delete(gameId);
      loading.delete(gameId);
      generations.set(gameId, (generations.get(gameId) ?? 0) + 1);
    },
  };
}
