import type { Label } from '@herald/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskLabels } from '../../../db/schema/index.js';
import { RowTree } from '../../../db/tree.js';
import { AppError } from '../../../http/errors.js';

export type LabelRow = typeof taskLabels.$inferSelect;

/**
 * A game's label tree in memory (at most LABEL_MAX_LEVEL levels): siblings in their order, with the
 * contract's view of a label and its path.
 */
export class LabelTree extends RowTree<LabelRow> {
  constructor(rows: readonly LabelRow[]) {
    super(rows, (a, b) => a.position - b.position || a.id - b.id);
  }

  /** The label as the contract shows it. */
  label(id: number | null): Label | null {
    const row = id === null ? undefined : this.get(id);
    return row ? { id: row.id, name: row.name, level: row.level, parent_id: row.parentId } : null;
  }

  /** Names from the root down to the label ("Launch / EU / Teaser"). */
  path(id: number | null): string[] {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let row = id === null ? undefined : this.get(id); row; ) {
      if (seen.has(row.id)) break;
      seen.add(row.id);
      names.unshift(row.name);
      row = row.parentId === null ? undefined : this.get(row.parentId);
    }
    return names;
  }
}

/** The game's labels; `lock` holds them for a change to the tree, so tree changes run one at a time. */
export async function labelTree(db: DbOrTx, gameId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(taskLabels)
    .where(eq(taskLabels.gameId, gameId))
    .orderBy(asc(taskLabels.level), asc(taskLabels.position), asc(taskLabels.id));
  return new LabelTree(options.lock ? await query.for('update') : await query);
}

/** A label the caller acts on: not_found unless it is the game's. */
export function labelOf(tree: LabelTree, id: number): LabelRow {
  const row = tree.get(id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** A label the caller names as a reference (a parent, a task's label): unknown_reference unless the game's. */
export async function assertLabelInGame(db: DbOrTx, gameId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await db
    .select({ id: taskLabels.id })
    .from(taskLabels)
    .where(and(eq(taskLabels.gameId, gameId), eq(taskLabels.id, id)));
  if (!row) throw new AppError('unknown_reference');
}
