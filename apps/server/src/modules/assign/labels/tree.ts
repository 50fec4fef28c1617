import type { Label } from '@herald/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskLabels } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

export type LabelRow = typeof taskLabels.$inferSelect;

/**
 * A game's label tree in memory. A game has tens or hundreds of labels, never a deep tree (at most
 * LABEL_MAX_LEVEL levels), so paths and subtrees are walked here rather than by recursive queries.
 */
export class LabelTree {
  private readonly byId: Map<number, LabelRow>;

  constructor(readonly rows: readonly LabelRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): LabelRow | undefined {
    return this.byId.get(id);
  }

  /** The label as the contract shows it. */
  label(id: number | null): Label | null {
    const row = id === null ? undefined : this.byId.get(id);
    return row ? { id: row.id, name: row.name, level: row.level, parent_id: row.parentId } : null;
  }

  /** Names from the root down to the label ("Launch / EU / Teaser"). */
  path(id: number | null): string[] {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let row = id === null ? undefined : this.byId.get(id); row; ) {
      if (seen.has(row.id)) break;
      seen.add(row.id);
      names.unshift(row.name);
      row = row.parentId === null ? undefined : this.byId.get(row.parentId);
    }
    return names;
  }

  /** The children of a parent (null: the roots), in their order. */
  children(parentId: number | null): LabelRow[] {
    return this.rows
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** The label and every label below it. */
  subtree(id: number): LabelRow[] {
    const root = this.byId.get(id);
    if (!root) return [];
    const found = [root];
    for (let index = 0; index < found.length; index += 1) {
      const current = found[index];
      if (current) found.push(...this.children(current.id));
    }
    return found;
  }

  /** The ids of these labels and of every label below them (a filter by label covers its subtree). */
  withDescendants(ids: readonly number[]): number[] {
    return [...new Set(ids.flatMap((id) => this.subtree(id).map((row) => row.id)))];
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
