import {
  type FieldIssue,
  SENTIMENT_RULES_MAX,
  type SentimentRule,
  type SentimentRuleInput,
  type sentimentRuleInputSchema,
} from '@herald/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { games, sentimentRules } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { normalizeText } from './normalize.js';
import type { SentimentHooks } from './types.js';

export type RuleWrite = z.output<typeof sentimentRuleInputSchema>;
export type { SentimentRuleInput };

type RuleRow = typeof sentimentRules.$inferSelect;

/** What a rule change needs: the database, and the hooks told of the change in its transaction. */
export interface RuleStore {
  db: Db;
  hooks: SentimentHooks;
  /** Called after a change committed, so this process's judge sees it at once. */
  changed: (gameId: number) => void;
}

/**
 * The time of the write itself, not of the transaction's start: writers queue on the game's lock, so
 * a later change always carries a later time and the judge's freshness check (max(updated_at)) sees it.
 */
const writtenAt = sql`clock_timestamp()`;
const meaningful = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

function toRule(row: RuleRow): SentimentRule {
  return {
    id: row.id,
    terms: row.terms,
    sentiment: row.sentiment,
    enabled: row.enabled,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Terms as they are stored: each once by its matching form (闪退 and 閃退 are one term), and each with
 * something to match (a letter, digit or emoji; not only punctuation or invisible characters).
 */
export function cleanTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  const issues: FieldIssue[] = [];
  terms.forEach((term, index) => {
    const key = normalizeText(term).trim();
    if (!meaningful.test(key)) issues.push({ path: `terms.${index}`, message: 'invalid_format' });
    else if (!seen.has(key)) {
      seen.add(key);
      kept.push(term);
    }
  });
  if (issues.length > 0) throw new AppError('validation_failed', { issues });
  return kept;
}

/** The game's rules by priority. */
export async function listRules(db: DbOrTx, gameId: number): Promise<SentimentRule[]> {
  const rows = await db
    .select()
    .from(sentimentRules)
    .where(eq(sentimentRules.gameId, gameId))
    .orderBy(asc(sentimentRules.position), asc(sentimentRules.id));
  return rows.map(toRule);
}

/** Rule changes of one game wait for each other: positions stay dense and the limit holds. */
async function lockGame(tx: Tx, gameId: number): Promise<void> {
  await tx.select({ id: games.gameId }).from(games).where(eq(games.gameId, gameId)).for('update');
}

async function ruleOf(tx: Tx, gameId: number, id: number): Promise<RuleRow> {
  const [row] = await tx
    .select()
    .from(sentimentRules)
    .where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.id, id)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** What a change answers, and whether it changed anything the judge reads (a move in place does not). */
interface Changed<T> {
  value: T;
  changed: boolean;
}

async function change<T>(
  store: RuleStore,
  gameId: number,
  work: (tx: Tx) => Promise<Changed<T>>,
): Promise<T> {
  const result = await store.db.transaction(async (tx) => {
    await lockGame(tx, gameId);
    const done = await work(tx);
    if (done.changed) await store.hooks.rulesChanged(tx, gameId);
    return done;
  });
  if (result.changed) store.changed(gameId);
  return result.value;
}

/** Adds a rule with the lowest priority (at the end). */
export function createRule(store: RuleStore, gameId: number, input: RuleWrite): Promise<SentimentRule> {
  const terms = cleanTerms(input.terms);
  return change(store, gameId, async (tx) => {
    const [existing] = await tx
      .select({ count: count() })
      .from(sentimentRules)
      .where(eq(sentimentRules.gameId, gameId));
    const position = existing?.count ?? 0;
    if (position >= SENTIMENT_RULES_MAX)
      throw new AppError('rule_limit', { params: { max: SENTIMENT_RULES_MAX } });
    const [row] = await tx
      .insert(sentimentRules)
      .values({
        gameId,
        terms,
        sentiment: input.sentiment,
        enabled: input.enabled,
        position,
        updatedAt: writtenAt,
      })
      .returning();
    if (!row) throw new Error('sentiment rule not stored');
    return { value: toRule(row), changed: true };
  });
}

export function updateRule(
  store: RuleStore,
  gameId: number,
  id: number,
  input: RuleWrite,
): Promise<SentimentRule> {
  const terms = cleanTerms(input.terms);
  return change(store, gameId, async (tx) => {
    await ruleOf(tx, gameId, id);
    const [row] = await tx
      .update(sentimentRules)
      .set({ terms, sentiment: input.sentiment, enabled: input.enabled, updatedAt: writtenAt })
      .where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.id, id)))
      .returning();
    if (!row) throw new AppError('not_found');
    return { value: toRule(row), changed: true };
  });
}

/**
 * Writes positions 0…n−1 in the given order, touching only the rules whose position changed; answers
 * how many did.
 */
async function renumber(tx: Tx, gameId: number, ordered: readonly RuleRow[]): Promise<number> {
  let moved = 0;
  for (const [position, row] of ordered.entries()) {
    if (row.position === position) continue;
    moved += 1;
    await tx
      .update(sentimentRules)
      .set({ position, updatedAt: writtenAt })
      .where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.id, row.id)));
  }
  return moved;
}

async function rowsOf(tx: Tx, gameId: number): Promise<RuleRow[]> {
  return tx
    .select()
    .from(sentimentRules)
    .where(eq(sentimentRules.gameId, gameId))
    .orderBy(asc(sentimentRules.position), asc(sentimentRules.id));
}

/** Moves a rule to a priority (0 is the first; past the end is the last) and answers the new order. */
export function moveRule(store: RuleStore, gameId: number, id: number, position: number) {
  return change(store, gameId, async (tx) => {
    const rows = await rowsOf(tx, gameId);
    const moving = rows.find((row) => row.id === id);
    if (!moving) throw new AppError('not_found');
    const others = rows.filter((row) => row.id !== id);
    others.splice(Math.min(position, others.length), 0, moving);
    const moved = await renumber(tx, gameId, others);
    return { value: await listRules(tx, gameId), changed: moved > 0 };
  });
}

export function deleteRule(store: RuleStore, gameId: number, id: number): Promise<null> {
  return change(store, gameId, async (tx) => {
    await ruleOf(tx, gameId, id);
    await tx.delete(sentimentRules).where(and(eq(sentimentRules.gameId, gameId), eq(sentimentRules.id, id)));
    await renumber(tx, gameId, await rowsOf(tx, gameId));
    return { value: null, changed: true };
  });
}
