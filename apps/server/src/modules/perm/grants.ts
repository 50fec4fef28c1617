import {
  type AreaId,
  baseRouteGrants,
  type ResourceKey,
  resourceKeys,
  resourceRouteGrants,
  systemRouteGrants,
} from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { games, memberRoles, memberships, roles } from '../../db/schema/index.js';
import type { SessionUser, TenantContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';

/**
 * The caller's standing in a game. Platform admins stand in every game as admins; game admins hold
 * every key; other members hold the union of their roles' keys.
 */
export async function loadTenant(
  db: DbOrTx,
  user: SessionUser,
  gameId: number | undefined,
  areaId: AreaId | undefined,
): Promise<TenantContext> {
  if (gameId === undefined || areaId === undefined) throw new AppError('invalid_game_context');
  const [game] = await db.select({ gameId: games.gameId }).from(games).where(eq(games.gameId, gameId));
  if (!game) throw new AppError('invalid_game_context');
  const [member] = await db
    .select({ isGameAdmin: memberships.isGameAdmin })
    .from(memberships)
    .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, user.id)));
  if (!member && !user.isSuper) throw new AppError('no_game_access');
  const isAdmin = user.isSuper || member?.isGameAdmin === true;
  const resources = isAdmin ? new Set<ResourceKey>(resourceKeys) : await roleResources(db, gameId, user.id);
  return { gameId, areaId, isGameAdmin: isAdmin, resources };
}

async function roleResources(db: DbOrTx, gameId: number, userId: number): Promise<Set<ResourceKey>> {
  const rows = await db
    .select({ keys: roles.systemPermissions })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(and(eq(memberRoles.gameId, gameId), eq(memberRoles.userId, userId)));
  const known = new Set<string>(resourceKeys);
  return new Set(rows.flatMap((row) => row.keys).filter((key): key is ResourceKey => known.has(key)));
}

/** Route-name prefixes the caller may open (SPEC §6 route check). */
export function allowedRoutes(user: SessionUser, tenant: TenantContext | null): string[] {
  const names = new Set<string>(baseRouteGrants);
  for (const key of tenant?.resources ?? []) for (const name of resourceRouteGrants[key]) names.add(name);
  if (user.isSuper) for (const name of systemRouteGrants) names.add(name);
  return [...names].sort();
}
