import { MATERIAL_FOLDER_DEPTH_MAX, type MaterialFolder } from '@herald/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { materialFolders, materials } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { assertNameFree, folderOf, folderTree } from './tree.js';

const tooDeep = () => new AppError('folder_too_deep', { params: { max: MATERIAL_FOLDER_DEPTH_MAX } });

/** The game's folders, parents before children, each with the materials directly in it. */
export async function listFolders(db: DbOrTx, gameId: number): Promise<MaterialFolder[]> {
  const [tree, counts] = await Promise.all([
    folderTree(db, gameId),
    db
      .select({ folderId: materials.folderId, n: count() })
      .from(materials)
      .where(and(eq(materials.gameId, gameId), sql`${materials.folderId} is not null`))
      .groupBy(materials.folderId),
  ]);
  const byFolder = new Map(counts.map((row) => [row.folderId, row.n]));
  return tree.depthFirst().map((row) => ({
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    count: byFolder.get(row.id) ?? 0,
  }));
}

async function folderView(db: DbOrTx, gameId: number, id: number): Promise<MaterialFolder> {
  const folder = (await listFolders(db, gameId)).find((entry) => entry.id === id);
  if (!folder) throw new AppError('not_found');
  return folder;
}

/** Adds a folder under a parent (or at the top), one level below it, at most MATERIAL_FOLDER_DEPTH_MAX. */
export async function createFolder(
  db: Db,
  gameId: number,
  input: { name: string; parent_id: number | null },
) {
  const id = await db.transaction(async (tx) => {
    const tree = await folderTree(tx, gameId, { lock: true });
    const parent = input.parent_id === null ? null : tree.get(input.parent_id);
    if (parent === undefined) throw new AppError('unknown_reference');
    const level = parent ? parent.level + 1 : 1;
    if (level > MATERIAL_FOLDER_DEPTH_MAX) throw tooDeep();
    assertNameFree(tree, input.parent_id, input.name);
    const [row] = await tx
      .insert(materialFolders)
      .values({ gameId, name: input.name, parentId: input.parent_id, level })
      .returning({ id: materialFolders.id });
    if (!row) throw new Error('folder not inserted');
    return row.id;
  });
  return folderView(db, gameId, id);
}

/**
 * Renames a folder and/or moves it with everything below it. Never into itself or a folder below it
 * (folder_cycle); the moved subtree's levels follow the new parent, its deepest within the limit.
 */
export async function updateFolder(
  db: Db,
  gameId: number,
  input: { id: number; name?: string | undefined; parent_id?: number | null | undefined },
) {
  await db.transaction(async (tx) => {
    const tree = await folderTree(tx, gameId, { lock: true });
    const folder = folderOf(tree, input.id);
    const parentId = input.parent_id === undefined ? folder.parentId : input.parent_id;
    const parent = parentId === null ? null : tree.get(parentId);
    if (parent === undefined) throw new AppError('unknown_reference');
    const subtree = tree.subtree(folder.id);
    if (parent && subtree.some((row) => row.id === parent.id)) throw new AppError('folder_cycle');
    const delta = (parent ? parent.level + 1 : 1) - folder.level;
    if (Math.max(...subtree.map((row) => row.level)) + delta > MATERIAL_FOLDER_DEPTH_MAX) throw tooDeep();
    const name = input.name ?? folder.name;
    assertNameFree(tree, parentId, name, folder.id);
    await tx
      .update(materialFolders)
      .set({ name, parentId })
      .where(and(eq(materialFolders.gameId, gameId), eq(materialFolders.id, folder.id)));
    if (delta !== 0) {
      await tx
        .update(materialFolders)
        .set({ level: sql`${materialFolders.level} + ${delta}` })
        .where(
          and(
            eq(materialFolders.gameId, gameId),
            inArray(
              materialFolders.id,
              subtree.map((row) => row.id),
            ),
          ),
        );
    }
  });
  return folderView(db, gameId, input.id);
}

/** Deletes an empty folder: one holding materials or folders is refused (folder_not_empty). */
export async function deleteFolder(db: Db, gameId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const tree = await folderTree(tx, gameId, { lock: true });
    const folder = folderOf(tree, id);
    const [held] = await tx
      .select({ n: count() })
      .from(materials)
      .where(and(eq(materials.gameId, gameId), eq(materials.folderId, folder.id)));
    if (tree.children(folder.id).length > 0 || (held?.n ?? 0) > 0) throw new AppError('folder_not_empty');
    await tx
      .delete(materialFolders)
      .where(and(eq(materialFolders.gameId, gameId), eq(materialFolders.id, folder.id)));
  });
  return null;
}
