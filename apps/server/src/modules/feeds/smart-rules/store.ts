import {
  SMART_RULES_MAX,
  type SmartRule,
  type SmartRuleOrder,
  type smartRuleInputSchema,
} from '@herald/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { smartRules } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { lockGame } from './game-lock.js';
import { assertComplete, assertReferences } from './validate.js';
import { listsOf, ruleView, type SmartRuleRow } from './views.js';

export type SmartRuleWrite = z.output<typeof smartRuleInputSchema>;

async function rowsOf(db: DbOrTx, gameId: number): Promise<SmartRuleRow[]> {
  return db
    .select()
    .from(smartRules)
    .where(eq(smartRules.gameId, gameId))
    .orderBy(asc(smartRules.position), asc(smartRules.id));
}

export async function ruleLists(db: DbOrTx, gameId: number) {
  return listsOf(await rowsOf(db, gameId));
}

/**
 * Writes the positions of both lists as 0, 1, 2… in the given order, in one statement touching only
 * the rules whose list or position changed.
 */
async function renumber(
  tx: Tx,
  lists: { order: SmartRuleOrder; rows: readonly SmartRuleRow[] }[],
): Promise<void> {
  const changes = lists.flatMap(({ order, rows }) =>
    rows
      .map((row, position) => ({ row, position, order }))
      .filter((change) => change.row.position !== change.position || change.row.orderKind !== change.order),
  );
  if (changes.length === 0) return;
  const caseOf = (value: (change: (typeof changes)[number]) => SQL) =>
    sql.join(
      changes.map((change) => sql`when ${change.row.id} then ${value(change)}`),
      sql` `,
    );
  await tx
    .update(smartRules)
    .set({
      position: sql`(case ${smartRules.id} ${caseOf((change) => sql`${change.position}::int`)} end)`,
      orderKind: sql`(case ${smartRules.id} ${caseOf((change) => sql`${change.order}::text`)} end)`,
    })
    .where(
      inArray(
        smartRules.id,
        changes.map((change) => change.row.id),
      ),
    );
}

async function lockedRows(tx: Tx, gameId: number): Promise<SmartRuleRow[]> {
  await lockGame(tx, gameId);
  return rowsOf(tx, gameId);
}

function ruleIn(rows: readonly SmartRuleRow[], id: number): SmartRuleRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AppError('not_found');
  return row;
}

const listOf = (rows: readonly SmartRuleRow[], order: SmartRuleOrder, except?: number) =>
  rows.filter((row) => row.orderKind === order && row.id !== except);

/** Checks a rule before anything is written: complete, within the limit, naming only the game's own. */
async function checkWrite(tx: Tx, gameId: number, input: SmartRuleWrite): Promise<void> {
  assertComplete(input.criteria, input.actions);
  await assertReferences(tx, gameId, input.criteria, input.actions);
}

/** Adds a rule at the end of its list. */
export async function createRule(db: Db, gameId: number, input: SmartRuleWrite): Promise<SmartRule> {
  return db.transaction(async (tx) => {
    const rows = await lockedRows(tx, gameId);
    if (rows.length >= SMART_RULES_MAX)
      throw new AppError('rule_limit', { params: { max: SMART_RULES_MAX } });
    await checkWrite(tx, gameId, input);
    const [created] = await tx
      .insert(smartRules)
      .values({
        gameId,
        name: input.name,
        orderKind: input.order,
        position: listOf(rows, input.order).length,
        criteria: input.criteria,
        actions: input.actions,
        enabled: input.enabled,
      })
      .returning();
    if (!created) throw new AppError('operate_fail');
    return ruleView(created);
  });
}

/** Changes a rule; moved to the other list by its `order`, it goes to that list's end. */
export async function updateRule(
  db: Db,
  gameId: number,
  id: number,
  input: SmartRuleWrite,
): Promise<SmartRule> {
  return db.transaction(async (tx) => {
    const rows = await lockedRows(tx, gameId);
    const current = ruleIn(rows, id);
    await checkWrite(tx, gameId, input);
    const moved = current.orderKind !== input.order;
    const [updated] = await tx
      .update(smartRules)
      .set({
        name: input.name,
        orderKind: input.order,
        position: moved ? listOf(rows, input.order).length : current.position,
        criteria: input.criteria,
        actions: input.actions,
        enabled: input.enabled,
        updatedAt: new Date(),
      })
      .where(eq(smartRules.id, id))
      .returning();
    if (!updated) throw new AppError('not_found');
    if (moved) await renumber(tx, [{ order: current.orderKind, rows: listOf(rows, current.orderKind, id) }]);
    return ruleView(updated);
  });
}

/** Moves a rule within its list or into the other one, renumbering both lists in one transaction. */
export async function moveRule(db: Db, gameId: number, id: number, order: SmartRuleOrder, position: number) {
  await db.transaction(async (tx) => {
    const rows = await lockedRows(tx, gameId);
    const rule = ruleIn(rows, id);
    const target = listOf(rows, order, id);
    target.splice(Math.min(position, target.length), 0, rule);
    const other: SmartRuleOrder = order === 'ordered' ? 'unordered' : 'ordered';
    await renumber(tx, [
      { order, rows: target },
      { order: other, rows: listOf(rows, other, id) },
    ]);
    if (rule.orderKind !== order)
      await tx.update(smartRules).set({ updatedAt: new Date() }).where(eq(smartRules.id, id));
  });
  return ruleLists(db, gameId);
}

/** Deletes a rule (what it already did stays) and closes the gap in its list. */
export async function deleteRule(db: Db, gameId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const rows = await lockedRows(tx, gameId);
    const rule = ruleIn(rows, id);
    await tx.delete(smartRules).where(eq(smartRules.id, id));
    await renumber(tx, [{ order: rule.orderKind, rows: listOf(rows, rule.orderKind, id) }]);
  });
  return null;
}

/** The enabled rules of a game, as the evaluator takes them. */
export async function enabledRules(db: DbOrTx, gameId: number): Promise<SmartRuleRow[]> {
  return db
    .select()
    .from(smartRules)
    .where(and(eq(smartRules.gameId, gameId), eq(smartRules.enabled, true)));
}
