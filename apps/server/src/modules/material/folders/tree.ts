import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { materialFolders } from '../../../db/schema/index.js';
import { RowTree } from '../../../db/tree.js';
import { AppError } from '../../../http/errors.js';

/** A folder as stored. */
export type FolderRow = typeof materialFolders.$inferSelect;

/** A game's folder tree in memory (at most MATERIAL_FOLDER_DEPTH_MAX levels): siblings by name. */
export class FolderTree extends RowTree<FolderRow> {
  constructor(rows: readonly FolderRow[]) {
    super(rows, (a, b) => a.name.localeCompare(b.name) || a.id - b.id);
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
