import { TOPIC_ACTIVE_MAX, type Topic, type TopicFields } from '@herald/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { listenTopics } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import type { ListeningDeps } from '../deps.js';
import { scheduleRuns } from './runs.js';
import {
  ACTIVE,
  ARCHIVE,
  DRAFT,
  fieldsOf,
  type TopicRow,
  topicColumns,
  topicNetworks,
  topicOf,
  topicView,
} from './store.js';
import { compileChecked } from './validate.js';

/**
 * Refuses one more active topic beyond TOPIC_ACTIVE_MAX. The game's active topics are locked first,
 * so two activations at once cannot both pass the count.
 */
async function assertActiveRoom(tx: Tx, gameId: number): Promise<void> {
  await tx
    .select({ id: listenTopics.id })
    .from(listenTopics)
    .where(and(eq(listenTopics.gameId, gameId), eq(listenTopics.status, ACTIVE)))
    .for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(listenTopics)
    .where(and(eq(listenTopics.gameId, gameId), eq(listenTopics.status, ACTIVE)));
  if ((row?.n ?? 0) >= TOPIC_ACTIVE_MAX) {
    throw new AppError('topic_active_limit', { params: { max: TOPIC_ACTIVE_MAX } });
  }
}

/** Makes a topic active: within the limit, its runs due now. */
async function activateRow(tx: Tx, row: TopicRow, now: Date): Promise<TopicRow> {
  await assertActiveRoom(tx, row.gameId);
  const [updated] = await tx
    .update(listenTopics)
    .set({ status: ACTIVE, activatedAt: now, archivedAt: null, updatedAt: now })
    .where(eq(listenTopics.id, row.id))
    .returning();
  if (!updated) throw new Error(`listen topic ${row.id} vanished`);
  await scheduleRuns(tx, row.gameId, row.id, topicNetworks(fieldsOf(updated)), now);
  return updated;
}

/** Saves a new topic as a draft, or active at once; refused (nothing written) when it cannot compile. */
export async function createTopic(
  deps: ListeningDeps,
  ctx: TenantRequestContext,
  input: TopicFields & { activate: boolean },
): Promise<Topic> {
  const { gameId } = ctx.tenant;
  const { activate, ...fields } = input;
  const row = await deps.db.transaction(async (tx) => {
    await compileChecked(tx, gameId, fields, deps.config.X_API_TIER);
    const [created] = await tx
      .insert(listenTopics)
      .values({ gameId, ...topicColumns(fields), status: DRAFT, createdBy: ctx.user.id })
      .returning();
    if (!created) throw new Error('listen topic not inserted');
    return activate ? activateRow(tx, created, new Date()) : created;
  });
  return topicView(row);
}

/**
 * Changes a draft or active topic (an archived one must be restored first). An active topic's runs
 * follow its networks and are due at once; its matches are kept and items are matched anew as
 * they are fetched.
 */
export async function updateTopic(
  deps: ListeningDeps,
  ctx: TenantRequestContext,
  input: TopicFields & { id: number },
): Promise<Topic> {
  const { gameId } = ctx.tenant;
  const { id, ...fields } = input;
  const row = await deps.db.transaction(async (tx) => {
    const current = await topicOf(tx, gameId, id, true);
    if (current.status === ARCHIVE) throw new AppError('topic_archived');
    await compileChecked(tx, gameId, fields, deps.config.X_API_TIER);
    const now = new Date();
    const [updated] = await tx
      .update(listenTopics)
      .set({ ...topicColumns(fields), updatedAt: now })
      .where(eq(listenTopics.id, id))
      .returning();
    if (!updated) throw new Error(`listen topic ${id} vanished`);
    if (updated.status === ACTIVE) await scheduleRuns(tx, gameId, id, topicNetworks(fields), now);
    return updated;
  });
  return topicView(row);
}

/** Starts listening: a draft becomes active, an archived topic is restored with its data. */
export async function activateTopic(deps: ListeningDeps, ctx: TenantRequestContext, id: number) {
  const { gameId } = ctx.tenant;
  const row = await deps.db.transaction(async (tx) => {
    const current = await topicOf(tx, gameId, id, true);
    if (current.status === ACTIVE) return current;
    await compileChecked(tx, gameId, fieldsOf(current), deps.config.X_API_TIER);
    return activateRow(tx, current, new Date());
  });
  return topicView(row);
}

/** Stops listening and keeps every mention; the runs stay, not fetched while archived. */
export async function archiveTopic(deps: ListeningDeps, ctx: TenantRequestContext, id: number) {
  const { gameId } = ctx.tenant;
  const row = await deps.db.transaction(async (tx) => {
    const current = await topicOf(tx, gameId, id, true);
    if (current.status === ARCHIVE) return current;
    const now = new Date();
    const [updated] = await tx
      .update(listenTopics)
      .set({ status: ARCHIVE, archivedAt: now, updatedAt: now })
      .where(eq(listenTopics.id, id))
      .returning();
    if (!updated) throw new Error(`listen topic ${id} vanished`);
    return updated;
  });
  return topicView(row);
}

/**
 * Deletes a topic with its matches, alerts and runs (the foreign keys cascade). The items it heard
 * stay: another topic may hold them, and a later fetch matches them again without reading them twice.
 */
export async function deleteTopic(deps: ListeningDeps, ctx: TenantRequestContext, id: number) {
  const { gameId } = ctx.tenant;
  await deps.db.transaction(async (tx) => {
    await topicOf(tx, gameId, id, true);
    await tx.delete(listenTopics).where(and(eq(listenTopics.gameId, gameId), eq(listenTopics.id, id)));
  });
  return null;
}
