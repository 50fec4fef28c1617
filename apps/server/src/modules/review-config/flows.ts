import type { ReviewFlow, ReviewFlowInput, reviewFlowInputSchema } from '@herald/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  reviewFlowAccounts,
  reviewFlows,
  type StoredLevelReviewers,
  socialAccounts,
} from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import { reviewConfigOf } from './resolve.js';

/** A flow as the form sends it, once parsed (reviewers split into e-mails). */
export type FlowWrite = z.output<typeof reviewFlowInputSchema>;
export type { ReviewFlowInput };

type FlowRow = typeof reviewFlows.$inferSelect;

/** Reviewers per level, lower-cased, each once, levels in order; empty levels are dropped. */
export function normalizedLevels(levels: FlowWrite['levels']): StoredLevelReviewers[] {
  const byLevel = new Map<number, Set<string>>();
  for (const entry of levels) {
    const reviewers = byLevel.get(entry.level) ?? new Set<string>();
    for (const email of entry.reviewers) reviewers.add(email.toLowerCase());
    byLevel.set(entry.level, reviewers);
  }
  return [...byLevel.entries()]
    .filter(([, reviewers]) => reviewers.size > 0)
    .sort(([a], [b]) => a - b)
    .map(([level, reviewers]) => ({ level, reviewers: [...reviewers] }));
}

async function viewsOf(db: DbOrTx, gameId: number, rows: FlowRow[]): Promise<ReviewFlow[]> {
  if (rows.length === 0) return [];
  const { maxLevel } = await reviewConfigOf(db, gameId);
  const accounts = await db
    .select({
      flowId: reviewFlowAccounts.flowId,
      id: socialAccounts.id,
      network: socialAccounts.socialChannel,
      name: socialAccounts.socialAccount,
      remark: socialAccounts.remark,
      socialId: socialAccounts.socialId,
    })
    .from(reviewFlowAccounts)
    .innerJoin(socialAccounts, eq(socialAccounts.id, reviewFlowAccounts.accountId))
    .where(
      inArray(
        reviewFlowAccounts.flowId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    levels: row.levels,
    accounts: accounts
      .filter((account) => account.flowId === row.id)
      .map((account) => ({
        id: account.id,
        network: account.network,
        name: account.remark?.trim() || account.name,
        social_id: account.socialId,
      })),
    empty_levels: Array.from({ length: maxLevel }, (_, index) => index + 1).filter(
      (level) => !row.levels.some((entry) => entry.level === level && entry.reviewers.length > 0),
    ),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The game's flows, the default first; a keyword matches a flow's name or one of its reviewers. */
export async function listFlows(db: DbOrTx, gameId: number, keyword?: string): Promise<ReviewFlow[]> {
  const rows = await db
    .select()
    .from(reviewFlows)
    .where(eq(reviewFlows.gameId, gameId))
    .orderBy(desc(reviewFlows.isDefault), asc(reviewFlows.name));
  const needle = keyword?.trim().toLowerCase();
  const matching = needle
    ? rows.filter(
        (row) =>
          row.name.toLowerCase().includes(needle) ||
          row.levels.some((entry) => entry.reviewers.some((email) => email.includes(needle))),
      )
    : rows;
  return viewsOf(db, gameId, matching);
}

async function flowFor(db: DbOrTx, gameId: number, id: number): Promise<FlowRow> {
  const [row] = await db
    .select()
    .from(reviewFlows)
    .where(and(eq(reviewFlows.gameId, gameId), eq(reviewFlows.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** Refuses accounts outside the game and accounts another flow already reviews. */
async function assertAccountsFree(tx: Tx, gameId: number, flowId: number | null, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: socialAccounts.id, name: socialAccounts.socialAccount })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.gameId, gameId), inArray(socialAccounts.id, [...ids])));
  if (found.length !== ids.length) throw new AppError('account_unavailable');
  const taken = await tx
    .select({ accountId: reviewFlowAccounts.accountId, flow: reviewFlows.name })
    .from(reviewFlowAccounts)
    .innerJoin(reviewFlows, eq(reviewFlows.id, reviewFlowAccounts.flowId))
    .where(
      and(
        inArray(reviewFlowAccounts.accountId, [...ids]),
        flowId === null ? undefined : ne(reviewFlowAccounts.flowId, flowId),
      ),
    );
  const [first] = taken;
  if (first) {
    const account = found.find((row) => row.id === first.accountId)?.name ?? String(first.accountId);
    throw new AppError('flow_account_taken', { params: { account, flow: first.flow } });
  }
}

/**
 * Creates or updates a flow inside a transaction: levels within the configured maximum, accounts in
 * no other flow, exactly one default (the first flow is it; marking another moves it).
 */
export async function writeFlow(tx: Tx, gameId: number, input: FlowWrite, id?: number): Promise<number> {
  const { maxLevel } = await reviewConfigOf(tx, gameId);
  const levels = normalizedLevels(input.levels);
  const beyond = levels.find((entry) => entry.level > maxLevel);
  if (beyond) throw new AppError('review_level_unknown', { params: { level: beyond.level, max: maxLevel } });
  const accountIds = [...new Set(input.account_ids)];
  const current = id === undefined ? null : await flowFor(tx, gameId, id);
  await assertAccountsFree(tx, gameId, current?.id ?? null, accountIds);
  const others = await tx
    .select({ id: reviewFlows.id })
    .from(reviewFlows)
    .where(and(eq(reviewFlows.gameId, gameId), current ? ne(reviewFlows.id, current.id) : undefined));
  if (current?.isDefault && !input.is_default && others.length > 0)
    throw new AppError('flow_default_required');
  const isDefault = input.is_default || others.length === 0;
  if (isDefault) await tx.update(reviewFlows).set({ isDefault: false }).where(eq(reviewFlows.gameId, gameId));
  const values = { name: input.name, isDefault, levels, updatedAt: new Date() };
  let flowId: number;
  if (current) {
    await tx.update(reviewFlows).set(values).where(eq(reviewFlows.id, current.id));
    await tx.delete(reviewFlowAccounts).where(eq(reviewFlowAccounts.flowId, current.id));
    flowId = current.id;
  } else {
    const [created] = await tx
      .insert(reviewFlows)
      .values({ gameId, ...values })
      .returning({ id: reviewFlows.id });
    if (!created) throw new AppError('operate_fail');
    flowId = created.id;
  }
  if (accountIds.length > 0)
    await tx
      .insert(reviewFlowAccounts)
      .values(accountIds.map((accountId) => ({ flowId, accountId, gameId })));
  return flowId;
}

/** Runs flow writes in one transaction; a name used twice answers name_taken and changes nothing. */
export async function inFlowTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken');
    throw error;
  }
}

export async function saveFlow(db: Db, gameId: number, input: FlowWrite, id?: number): Promise<ReviewFlow> {
  const flowId = await inFlowTransaction(db, (tx) => writeFlow(tx, gameId, input, id));
  const [row] = await db.select().from(reviewFlows).where(eq(reviewFlows.id, flowId));
  if (!row) throw new AppError('not_found');
  const [view] = await viewsOf(db, gameId, [row]);
  if (!view) throw new AppError('not_found');
  return view;
}

/** Deletes a flow; the default one only when it is the last (its accounts fall back to the default). */
export async function deleteFlow(db: Db, gameId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await flowFor(tx, gameId, id);
    const others = await tx
      .select({ id: reviewFlows.id })
      .from(reviewFlows)
      .where(and(eq(reviewFlows.gameId, gameId), ne(reviewFlows.id, id)));
    if (row.isDefault && others.length > 0) throw new AppError('flow_default_required');
    await tx.delete(reviewFlows).where(eq(reviewFlows.id, id));
  });
  return null;
}
