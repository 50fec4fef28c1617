import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { taskLabels, tasks, taskTemplates } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { renumber } from './nodes.js';
import { labelOf, labelTree } from './tree.js';

/**
 * Deletes a label and the labels below it, unless any of them files a task that is not deleted or a
 * template: then label_in_use says how many of each, and nothing changes. Deleted tasks let go of the
 * label (they no longer show anywhere).
 */
export async function deleteLabel(db: Db, gameId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const tree = await labelTree(tx, gameId, { lock: true });
    const label = labelOf(tree, id);
    const subtree = tree.subtree(label.id);
    const ids = subtree.map((row) => row.id);
    const [usedByTasks] = await tx
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.gameId, gameId), inArray(tasks.labelId, ids), ne(tasks.status, 'deleted')));
    const [usedByTemplates] = await tx
      .select({ n: count() })
      .from(taskTemplates)
      .where(and(eq(taskTemplates.gameId, gameId), inArray(taskTemplates.labelId, ids)));
    const used = { tasks: usedByTasks?.n ?? 0, templates: usedByTemplates?.n ?? 0 };
    if (used.tasks > 0 || used.templates > 0) throw new AppError('label_in_use', { params: used });
    await tx
      .update(tasks)
      .set({ labelId: null })
      .where(and(eq(tasks.gameId, gameId), inArray(tasks.labelId, ids)));
    // Deepest first: a label's parent is kept (restrict) while it has children.
    for (const row of [...subtree].sort((a, b) => b.level - a.level)) {
      await tx.delete(taskLabels).where(and(eq(taskLabels.gameId, gameId), eq(taskLabels.id, row.id)));
    }
    await renumber(
      tx,
      gameId,
      tree.children(label.parentId).filter((row) => row.id !== label.id),
    );
  });
  return null;
}
