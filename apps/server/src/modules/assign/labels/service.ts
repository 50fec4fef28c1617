import { LABEL_MAX_LEVEL, type LabelNode } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { taskLabels } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { assertNameFree, labelNode, namedSafely } from './nodes.js';
import { labelOf, labelTree } from './tree.js';

/** Adds a label at the end of its parent's children (or of the roots), one level below the parent. */
export async function createLabel(
  db: Db,
  gameId: number,
  input: { name: string; parent_id: number | null },
): Promise<LabelNode> {
  const id = await namedSafely(() =>
    db.transaction(async (tx) => {
      const tree = await labelTree(tx, gameId, { lock: true });
      const parent = input.parent_id === null ? null : tree.get(input.parent_id);
      if (parent === undefined) throw new AppError('unknown_reference');
      const level = parent ? parent.level + 1 : 1;
      if (level > LABEL_MAX_LEVEL) throw new AppError('label_too_deep', { params: { max: LABEL_MAX_LEVEL } });
      assertNameFree(tree, input.parent_id, input.name);
      const [row] = await tx
        .insert(taskLabels)
        .values({
          gameId,
          name: input.name,
          parentId: input.parent_id,
          level,
          position: tree.children(input.parent_id).length,
        })
        .returning({ id: taskLabels.id });
      if (!row) throw new Error('label not inserted');
      return row.id;
    }),
  );
  return labelNode(db, gameId, id);
}

/** Renames a label; its siblings keep their names to themselves. */
export async function renameLabel(db: Db, gameId: number, input: { id: number; name: string }) {
  await namedSafely(() =>
    db.transaction(async (tx) => {
      const tree = await labelTree(tx, gameId, { lock: true });
      const label = labelOf(tree, input.id);
      assertNameFree(tree, label.parentId, input.name, label.id);
      await tx
        .update(taskLabels)
        .set({ name: input.name })
        .where(and(eq(taskLabels.gameId, gameId), eq(taskLabels.id, label.id)));
    }),
  );
  return labelNode(db, gameId, input.id);
}
