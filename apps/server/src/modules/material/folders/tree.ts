import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { materialFolders } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

/** A folder as stored. */
export type FolderRow = typeof materialFolders.$inferSelect;

/**
 * A game's folder tree in memory: a game has tens of folders at most MATERIAL_FOLDER_DEPTH_MAX levels
 * deep, so subtrees are walked here rather than by recursive queries.
 */
export class FolderTree {
  private readonly byId: Map<number, FolderRow>;

  constructor(readonly rows: readonly FolderRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): FolderRow | undefined {
    return this.byId.get(id);
  }

  /** The children of a parent (null: the top level), by name. */
  children(parentId: number | null): FolderRow[] {
    return this.rows
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /** The folder and every folder below it. */
  subtree(id: number): FolderRow[] {
    const root = this.byId.get(id);
    if (!root) return [];
    const found = [root];
    for (let index = 0; index < found.length; index += 1) {
      const current = found[index];
      if (current) found.push(...this.children(current.id));
    }
    return found;
  }

  /** Every folder, each followed by the folders below it (parents before children). */
  depthFirst(): FolderRow[] {
    const ordered: FolderRow[] = [];
    const visit = (parentId: number | null) => {
      for (const child of this.children(parentId)) {
        ordered.push(child);
        visit(child.id);
      }
    };
    visit(null);
    return ordered;
  }
}

/** The game's folders; `lock` holds them for a change to the tree, so tree changes run one at a time. */
export async function folderTree(db: DbOrTx, gameId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(materialFolders)
    .where(eq(materialFolders.gameId, gameId))
    .orderBy(asc(materialFolders.level), asc(materialFolders.id));
  return new FolderTree(options.lock ? await query.for('update') : await query);
}

/** A folder the caller acts on: not_found unless it is the game's. */
export function folderOf(tree: FolderTree, id: number): FolderRow {
  const row = tree.get(id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Refuses a name another folder under the same parent already has (names compare without case). */
export function assertNameFree(tree: FolderTree, parentId: number | null, name: string, self?: number) {
  const wanted = name.toLowerCase();
  const taken = tree.children(parentId).some((row) => row.id !== self && row.name.toLowerCase() === wanted);
  if (taken) throw new AppError('name_taken');
}
