import {
  type IssueClass,
  issueClasses,
  TAGS_PER_GAME_MAX,
  type Tag,
  type tagInputSchema,
} from '@herald/contract';
import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { feeds, feedTags, smartRules, tags } from '../../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../../http/errors.js';
import { lockGame } from '../smart-rules/game-lock.js';
import { ensureBuiltinTags } from './builtins.js';

type TagRow = typeof tags.$inferSelect;
type TagWrite = z.output<typeof tagInputSchema>;

const builtinRank = (row: TagRow) =>
  row.issueClass ? issueClasses.indexOf(row.issueClass) : issueClasses.length;

/**
 * Items carrying each tag. An explicit tag counts from feed_tags (its tag_id index). A built-in one
 * also counts the items detected in its issue class, each item once: explicit + detected − both.
 * Three plain passes, no per-item subquery: the detected count reads the game's items with an issue
 * class once, and the overlap reads only the built-in tags' own feed_tags rows.
 */
async function countsOf(db: DbOrTx, gameId: number, rows: readonly TagRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (rows.length === 0) return counts;
  const explicit = await db
    .select({ id: feedTags.tagId, n: count() })
    .from(feedTags)
    .where(
      inArray(
        feedTags.tagId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(feedTags.tagId);
  for (const row of explicit) counts.set(row.id, row.n);
  const builtins = rows.filter((row) => row.issueClass !== null);
  if (builtins.length === 0) return counts;
  const detected = await db
    .select({ issueClass: sql<IssueClass>`unnest(${feeds.issueClasses})`, n: count() })
    .from(feeds)
    .where(and(eq(feeds.gameId, gameId), sql`cardinality(${feeds.issueClasses}) > 0`))
    .groupBy(sql`1`);
  const both = await db
    .select({ id: feedTags.tagId, n: count() })
    .from(feedTags)
    .innerJoin(tags, eq(tags.id, feedTags.tagId))
    .innerJoin(feeds, eq(feeds.id, feedTags.feedId))
    .where(
      and(
        inArray(
          feedTags.tagId,
          builtins.map((row) => row.id),
        ),
        sql`${tags.issueClass} = any(${feeds.issueClasses})`,
      ),
    )
    .groupBy(feedTags.tagId);
  for (const row of builtins) {
    const inClass = detected.find((entry) => entry.issueClass === row.issueClass)?.n ?? 0;
    const overlap = both.find((entry) => entry.id === row.id)?.n ?? 0;
    counts.set(row.id, (counts.get(row.id) ?? 0) + inClass - overlap);
  }
  return counts;
}

function viewOf(row: TagRow, counts: ReadonlyMap<number, number>): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    issue_class: row.issueClass,
    feed_count: counts.get(row.id) ?? 0,
  };
}

async function rowsOf(db: DbOrTx, gameId: number): Promise<TagRow[]> {
  return db.select(getTableColumns(tags)).from(tags).where(eq(tags.gameId, gameId));
}

/** The game's tags, the built-in issue classes first (in their fixed order), then by name. */
export async function listTags(db: DbOrTx, gameId: number): Promise<Tag[]> {
  let rows = await rowsOf(db, gameId);
  if (rows.filter((row) => row.issueClass !== null).length < issueClasses.length) {
    await ensureBuiltinTags(db, gameId);
    rows = await rowsOf(db, gameId);
  }
  rows.sort(
    (a, b) =>
      builtinRank(a) - builtinRank(b) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      a.id - b.id,
  );
  const counts = await countsOf(db, gameId, rows);
  return rows.map((row) => viewOf(row, counts));
}

async function tagFor(db: DbOrTx, gameId: number, id: number): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.gameId, gameId), eq(tags.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** Runs a tag write; a name used twice (ignoring case) answers name_taken and changes nothing. */
async function inTagTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken');
    throw error;
  }
}

export async function createTag(db: Db, gameId: number, input: TagWrite): Promise<Tag> {
  const row = await inTagTransaction(db, async (tx) => {
    await lockGame(tx, gameId);
    await ensureBuiltinTags(tx, gameId);
    const [held] = await tx.select({ n: count() }).from(tags).where(eq(tags.gameId, gameId));
    if ((held?.n ?? 0) >= TAGS_PER_GAME_MAX)
      throw new AppError('tag_game_limit', { params: { max: TAGS_PER_GAME_MAX } });
    const [created] = await tx
      .insert(tags)
      .values({ gameId, name: input.name, color: input.color })
      .returning();
    if (!created) throw new AppError('operate_fail');
    return created;
  });
  return viewOf(row, new Map());
}

/** Renames or recolours a tag, built-in ones included. */
export async function updateTag(db: Db, gameId: number, id: number, input: TagWrite): Promise<Tag> {
  const row = await inTagTransaction(db, async (tx) => {
    await tagFor(tx, gameId, id);
    const [updated] = await tx
      .update(tags)
      .set({ name: input.name, color: input.color })
      .where(eq(tags.id, id))
      .returning();
    if (!updated) throw new AppError('not_found');
    return updated;
  });
  return viewOf(row, await countsOf(db, gameId, [row]));
}

/**
 * Deletes a tag: the foreign keys take it off every item and post, and the smart rules that would add
 * it stop naming it. Built-in tags stay (they stand for an issue class).
 */
export async function deleteTag(db: Db, gameId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await tagFor(tx, gameId, id);
    if (row.issueClass !== null) throw new AppError('tag_builtin');
    await tx
      .update(smartRules)
      .set({
        updatedAt: new Date(),
        actions: sql`jsonb_set(${smartRules.actions}, '{tag_ids}', coalesce((
          select jsonb_agg(kept) from jsonb_array_elements(${smartRules.actions} -> 'tag_ids') as kept
          where kept <> to_jsonb(${id}::int)), '[]'::jsonb))`,
      })
      .where(
        and(
          eq(smartRules.gameId, gameId),
          sql`(${smartRules.actions} -> 'tag_ids') @> ${JSON.stringify([id])}::jsonb`,
        ),
      );
    await tx.delete(tags).where(eq(tags.id, id));
  });
  return null;
}
