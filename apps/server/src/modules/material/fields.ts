import type { MaterialRights } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { materialFolders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** A folder named as a material's place: unknown_reference unless it is the game's. */
export async function assertFolderInGame(db: DbOrTx, gameId: number, folderId: number | null | undefined) {
  if (folderId === null || folderId === undefined) return;
  const [row] = await db
    .select({ id: materialFolders.id })
    .from(materialFolders)
    .where(and(eq(materialFolders.gameId, gameId), eq(materialFolders.id, folderId)));
  if (!row) throw new AppError('unknown_reference');
}

/** Tags as stored: each once, in the order first given. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

/** Usage rights as columns: every code once. */
export function rightsColumns(rights: MaterialRights) {
  return {
    expiresAt: rights.expires_at === null ? null : new Date(rights.expires_at),
    regions: [...new Set(rights.regions)],
    languages: [...new Set(rights.languages)],
    licensor: rights.licensor,
    rightsNotes: rights.notes,
  };
}
