import { LABEL_MAX_LEVEL, type LabelNode } from '@herald/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { taskLabels } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { assertNameFree, labelNodes, namedSafely, renumber } from './nodes.js';
import { labelOf, labelTree } from './tree.js';

export interface MoveInput {
  id: number;
  parent_id: number | null;
  position: number;
}

/**
 * Moves a label with everything below it under another parent (or to the roots) at a place among its
 * new siblings. Never under itself or its own descendants (label_cycle); the moved subtree's levels
 * follow the new parent, and its deepest label must stay within LABEL_MAX_LEVEL.
 */
export async function moveLabel(db: Db, gameId: number, input: MoveInput): Promise<LabelNode[]> {
  await namedSafely(() =>
    db.transaction(async (tx) => {
      const tree = await labelTree(tx, gameId, { lock: true });
      const label = labelOf(tree, input.id);
      const parent = input.parent_id === null ? null : tree.get(input.parent_id);
      if (parent === undefined) throw new AppError('unknown_reference');
      const subtree = tree.subtree(label.id);
      if (parent && subtree.some((row) => row.id === parent.id)) throw new AppError('label_cycle');
      const delta = (parent ? parent.level + 1 : 1) - label.level;
      const deepest = Math.max(...subtree.map((row) => row.level));
      if (deepest + delta > LABEL_MAX_LEVEL)
        throw new AppError('label_too_deep', { params: { max: LABEL_MAX_LEVEL } });
      assertNameFree(tree, input.parent_id, label.name, label.id);

      if (label.parentId !== input.parent_id) {
        await tx
          .update(taskLabels)
          .set({ parentId: input.parent_id })
          .where(and(eq(taskLabels.gameId, gameId), eq(taskLabels.id, label.id)));
      }
      if (delta !== 0) {
        const ids = subtree.map((row) => row.id);
        await tx
          .update(taskLabels)
          .set({ level: sql`${taskLabels.level} + ${delta}` })
          .where(and(eq(taskLabels.gameId, gameId), inArray(taskLabels.id, ids)));
      }
      const siblings = tree.children(input.parent_id).filter((row) => row.id !== label.id);
      const at = Math.min(input.position, siblings.length);
      await renumber(tx, gameId, [...siblings.slice(0, at), label, ...siblings.slice(at)]);
      if (label.parentId !== input.parent_id) {
        await renumber(
          tx,
          gameId,
          tree.children(label.parentId).filter((row) => row.id !== label.id),
        );
      }
    }),
  );
  return labelNodes(db, gameId);
}
