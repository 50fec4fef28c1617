import { AREA_IDS } from '@herald/contract';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { games, memberships, roles } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/context.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import { presetRoles } from '../perm/index.js';

type GameRow = typeof games.$inferSelect;
interface GameWrite {
  game_id: number;
  game_name: string;
  names: { language: string; name: string }[];
}

const toGame = (row: GameRow) => ({ game_id: row.gameId, game_name: row.gameName, names: row.names });

/** Games the user may open: all for platform admins, else their memberships; by numeric game_id. */
export async function listUserGames(db: Db, user: SessionUser) {
  const rows = user.isSuper
    ? await db.select().from(games).orderBy(asc(games.gameId))
    : await db
        .select({ games })
        .from(games)
        .innerJoin(memberships, eq(memberships.gameId, games.gameId))
        .where(eq(memberships.userId, user.id))
        .orderBy(asc(games.gameId))
        .then((joined) => joined.map((row) => row.games));
  return rows.map((row) => ({ ...toGame(row), areas: [...AREA_IDS] }));
}

async function memberCounts(db: Db, gameIds: number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: memberships.gameId, n: count() })
    .from(memberships)
    .where(inArray(memberships.gameId, gameIds))
    .groupBy(memberships.gameId);
  return new Map(rows.map((row) => [row.gameId, row.n]));
}

export async function pageGames(
  db: Db,
  input: { page: number; page_size: number; keyword?: string | undefined },
) {
  const filter = input.keyword
    ? or(ilike(games.gameName, `%${input.keyword}%`), sql`${games.gameId}::text = ${input.keyword}`)
    : undefined;
  const [total] = await db.select({ n: count() }).from(games).where(filter);
  const rows = await db
    .select()
    .from(games)
    .where(filter)
    .orderBy(asc(games.gameId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const counts = await memberCounts(
    db,
    rows.map((row) => row.gameId),
  );
  return {
    list: rows.map((row) => ({
      ...toGame(row),
      member_count: counts.get(row.gameId) ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

async function gameDetail(db: Db, gameId: number) {
  const [row] = await db.select().from(games).where(eq(games.gameId, gameId));
  if (!row) throw new AppError('not_found');
  const counts = await memberCounts(db, [gameId]);
  return { ...toGame(row), member_count: counts.get(gameId) ?? 0, created_at: row.createdAt.toISOString() };
}

/** Creates a game with its preset roles in one transaction. */
export async function createGame(db: Db, input: GameWrite, admins: readonly number[] = []) {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(games).values({ gameId: input.game_id, gameName: input.game_name, names: input.names });
      await seedPresetRoles(tx, input.game_id);
      for (const userId of admins)
        await tx.insert(memberships).values({ gameId: input.game_id, userId, isGameAdmin: true });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('game_exists');
    throw error;
  }
  return gameDetail(db, input.game_id);
}

async function seedPresetRoles(tx: DbOrTx, gameId: number): Promise<void> {
  await tx.insert(roles).values(
    presetRoles.map((preset) => ({
      gameId,
      name: preset.name,
      type: 'preset' as const,
      systemPermissions: preset.system,
      socialPermissions: preset.social,
    })),
  );
}

export async function updateGame(db: Db, input: GameWrite) {
  const updated = await db
    .update(games)
    .set({ gameName: input.game_name, names: input.names })
    .where(eq(games.gameId, input.game_id))
    .returning({ gameId: games.gameId });
  if (updated.length === 0) throw new AppError('not_found');
  return gameDetail(db, input.game_id);
}
