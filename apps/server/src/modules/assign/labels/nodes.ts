import type { LabelNode } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskLabels, tasks, taskTemplates } from '../../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../../http/errors.js';
import { outer } from '../rules/columns.js';
import { type LabelRow, LabelTree } from './tree.js';

/**
 * The game's label tree as the console shows it: depth first (each label followed by its children,
 * in their order), each label with the tasks (not deleted) and templates filed under it itself.
 */
export async function labelNodes(db: DbOrTx, gameId: number): Promise<LabelNode[]> {
  const rows = await db
    .select({
      label: taskLabels,
      tasks: sql<number>`(select count(*) from ${tasks} where ${tasks.gameId} = ${gameId}
        and ${tasks.labelId} = ${outer(taskLabels.id)} and ${tasks.status} <> 'deleted')::int`,
      templates: sql<number>`(select count(*) from ${taskTemplates}
        where ${taskTemplates.labelId} = ${outer(taskLabels.id)})::int`,
    })
    .from(taskLabels)
    .where(eq(taskLabels.gameId, gameId));
  const tree = new LabelTree(rows.map((row) => row.label));
  const counts = new Map(rows.map((row) => [row.label.id, row]));
  const ordered: LabelRow[] = [];
  const visit = (parentId: number | null) => {
    for (const child of tree.children(parentId)) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered.map((row) => ({
    id: row.id,
    name: row.name,
    level: row.level,
    parent_id: row.parentId,
    position: row.position,
    task_count: counts.get(row.id)?.tasks ?? 0,
    template_count: counts.get(row.id)?.templates ?? 0,
  }));
}

/** The one node of a label after a change. */
export async function labelNode(db: DbOrTx, gameId: number, id: number): Promise<LabelNode> {
  const node = (await labelNodes(db, gameId)).find((entry) => entry.id === id);
  if (!node) throw new AppError('not_found');
  return node;
}

/** Refuses a name another label under the same parent already has (names compare without case). */
export function assertNameFree(tree: LabelTree, parentId: number | null, name: string, self?: number) {
  const wanted = name.toLowerCase();
  const taken = tree.children(parentId).some((row) => row.id !== self && row.name.toLowerCase() === wanted);
  if (taken) throw new AppError('name_taken');
}

/** Turns the sibling-name index's refusal (a race the check above lost) into name_taken. */
export async function namedSafely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken', { cause: error });
    throw error;
  }
}

/** Gives labels the positions 0, 1, 2… in the order listed. */
export async function renumber(db: DbOrTx, gameId: number, ordered: readonly LabelRow[]): Promise<void> {
  for (const [position, row] of ordered.entries()) {
    if (row.position === position) continue;
    await db
      .update(taskLabels)
      .set({ position })
      .where(and(eq(taskLabels.gameId, gameId), eq(taskLabels.id, row.id)));
  }
}
