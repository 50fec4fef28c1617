import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberships, publishingGroups, roles, socialAccounts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The audited tenant checks: every id a caller names is resolved inside the caller's game, so an id
 * of another game is indistinguishable from one that does not exist.
 */
const scopedTables = {
  role: { table: roles, id: roles.id, game: roles.gameId },
  group: { table: publishingGroups, id: publishingGroups.id, game: publishingGroups.gameId },
  account: { table: socialAccounts, id: socialAccounts.id, game: socialAccounts.gameId },
  member: { table: memberships, id: memberships.userId, game: memberships.gameId },
} as const;

export type ScopedKind = keyof typeof scopedTables;

/** Throws unknown_reference unless every id exists in the game. */
export async function assertInGame(
  db: DbOrTx,
  kind: ScopedKind,
  gameId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const { table, id, game } = scopedTables[kind];
  const found = await db
    .select({ id })
    .from(table)
    .where(and(eq(game, gameId), inArray(id, [...ids])));
  if (found.length !== new Set(ids).size) throw new AppError('unknown_reference');
}

/** Throws not_found unless the one id exists in the game. */
export async function assertOneInGame(
  db: DbOrTx,
  kind: ScopedKind,
  gameId: number,
  targetId: number,
): Promise<void> {
  const { table, id, game } = scopedTables[kind];
  const [found] = await db
    .select({ id })
    .from(table)
    .where(and(eq(game, gameId), eq(id, targetId)));
  if (!found) throw new AppError('not_found');
}
