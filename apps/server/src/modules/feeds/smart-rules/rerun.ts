import type { Rerun } from '@herald/contract';
import { and, asc, count, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedReruns, feeds, smartRules } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { actOn } from './act.js';
import { coarseConditions } from './coarse.js';
import { compileRules } from './compile.js';
import { lockGame } from './game-lock.js';
import type { SmartRuleDeps } from './ports.js';
import { rerunView, type SmartRuleRow, specOf } from './views.js';

/** Items one step of an apply reads and acts on, in one transaction with its progress. */
export const APPLY_STEP = 1_000;

export interface ApplyCursor {
  createdAt: string;
  id: number;
}

export interface ApplyStep {
  gameId: number;
  ruleId: number;
  from: string;
  to: string;
  after: ApplyCursor | null;
}

const kind = 'smart_rule';
const rerunOf = (gameId: number) => and(eq(feedReruns.gameId, gameId), eq(feedReruns.kind, kind));

export async function rerunOfGame(db: DbOrTx, gameId: number): Promise<Rerun> {
  const [row] = await db.select().from(feedReruns).where(rerunOf(gameId));
  return rerunView(row);
}

/** The items of the range the rule may act on: written in [from, to), not deleted, past its coarse criteria. */
function candidates(rule: SmartRuleRow, from: Date, to: Date): SQL {
  return and(
    eq(feeds.gameId, rule.gameId),
    gte(feeds.createdAt, from),
    lt(feeds.createdAt, to),
    isNull(feeds.deletedAt),
    ...coarseConditions(rule.criteria),
  ) as SQL;
}

/**
 * Starts applying one rule to the items written in a past range: counts them, records the re-run and
 * queues its first step, all or nothing. One re-run per game at a time.
 */
export async function startApply(
  deps: SmartRuleDeps,
  gameId: number,
  input: { id: number; from: string; to: string },
  send: (step: ApplyStep, tx: DbOrTx) => Promise<unknown>,
): Promise<Rerun> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (from >= to)
    throw new AppError('validation_failed', { issues: [{ path: 'to', message: 'must be after from' }] });
  return deps.db.transaction(async (tx) => {
    await lockGame(tx, gameId);
    const [rule] = await tx
      .select()
      .from(smartRules)
      .where(and(eq(smartRules.gameId, gameId), eq(smartRules.id, input.id)));
    if (!rule) throw new AppError('not_found');
    const [current] = await tx.select().from(feedReruns).where(rerunOf(gameId));
    if (current?.state === 'running') throw new AppError('rerun_running');
    const [total] = await tx
      .select({ n: count() })
      .from(feeds)
      .where(candidates(rule, from, to));
    const values = {
      state: 'running' as const,
      done: 0,
      total: total?.n ?? 0,
      startedAt: new Date(),
      finishedAt: null,
    };
    const [row] = await tx
      .insert(feedReruns)
      .values({ gameId, kind, ...values })
      .onConflictDoUpdate({ target: [feedReruns.gameId, feedReruns.kind], set: values })
      .returning();
    await send({ gameId, ruleId: rule.id, from: input.from, to: input.to, after: null }, tx);
    return rerunView(row);
  });
}

/** Ends the re-run; items written into the range meanwhile may have made it longer than counted. */
async function finish(db: DbOrTx, gameId: number, state: 'done' | 'failed'): Promise<void> {
  await db
    .update(feedReruns)
    .set({ state, finishedAt: new Date(), total: sql`greatest(${feedReruns.total}, ${feedReruns.done})` })
    .where(rerunOf(gameId));
}

/**
 * One step: the next APPLY_STEP candidates after the cursor, acted on with the progress and the next
 * step queued in the same transaction. A step that fails is rolled back whole and retried from the
 * same cursor, so no item is acted on twice; the re-run shows failed until a retry succeeds.
 */
export async function applyStep(
  deps: SmartRuleDeps,
  step: ApplyStep,
  send: (step: ApplyStep, tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  const [rule] = await deps.db.select().from(smartRules).where(eq(smartRules.id, step.ruleId));
  if (!rule || rule.gameId !== step.gameId) {
    deps.logger.info({ ...step }, 'smart rule deleted while it was being applied; stopped');
    await finish(deps.db, step.gameId, 'failed');
    return;
  }
  try {
    await deps.db.transaction(async (tx) => {
      const after = step.after
        ? or(
            gt(feeds.createdAt, new Date(step.after.createdAt)),
            and(eq(feeds.createdAt, new Date(step.after.createdAt)), gt(feeds.id, step.after.id)),
          )
        : undefined;
      const rows = await tx
        .select()
        .from(feeds)
        .where(and(candidates(rule, new Date(step.from), new Date(step.to)), after))
        .orderBy(asc(feeds.createdAt), asc(feeds.id))
        .limit(APPLY_STEP);
      // The rule alone, whichever list it is in: a past range gets exactly this rule's actions.
      const matcher = compileRules([{ ...specOf(rule), enabled: true }]);
      await actOn(
        deps,
        tx,
        rule.gameId,
        rows.map((row) => ({ row, rules: matcher.match(row).map((spec) => spec.row) })),
      );
      const tail = rows.at(-1);
      await tx
        .update(feedReruns)
        .set({ state: 'running', done: sql`${feedReruns.done} + ${rows.length}` })
        .where(rerunOf(step.gameId));
      if (tail && rows.length === APPLY_STEP)
        await send({ ...step, after: { createdAt: tail.createdAt.toISOString(), id: tail.id } }, tx);
      else await finish(tx, step.gameId, 'done');
    });
  } catch (error) {
    await finish(deps.db, step.gameId, 'failed');
    throw error;
  }
}
