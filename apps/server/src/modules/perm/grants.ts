import {
  type AreaId,
  baseRouteGrants,
  type ResourceKey,
  resourceKeys,
  resourceRouteGrants,
  systemRouteGrants,
} from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { games, memberRoles, memberships, roles } from '../../db/schema/index.js';
import type { SessionUser, TenantContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';

/**
 * The caller's standing in a game, read in one statement (the guard asks it on every game request):
 * the game, the caller's membership and the keys of their roles there. Platform admins stand in every
 * game as admins; game admins hold every key; other members hold the union of their roles' keys.
 */
export async function loadTenant(
  db: DbOrTx,
  user: SessionUser,
  gameId: number | undefined,
  areaId: AreaId | undefined,
): Promise<TenantContext> {
  if (gameId === undefined || areaId === undefined) throw new AppError('invalid_game_context');
  const [standing] = await db
    .select({
      member: sql<boolean>`${memberships.userId} is not null`.mapWith(Boolean),
      isGameAdmin: memberships.isGameAdmin,
      keys: sql<string[]>`array(
        select distinct key from ${memberRoles}
        join ${roles} on ${roles.id} = ${memberRoles.roleId}
        cross join unnest(${roles.systemPermissions}) as key
        where ${memberRoles.gameId} = ${games.gameId} and ${memberRoles.userId} = ${user.id})`,
    })
    .from(games)
    .leftJoin(memberships, and(eq(memberships.gameId, games.gameId), eq(memberships.userId, user.id)))
    .where(eq(games.gameId, gameId));
  if (!standing) throw new AppError('invalid_game_context');
  if (!standing.member && !user.isSuper) throw new AppError('no_game_access');
  const isAdmin = user.isSuper || standing.isGameAdmin === true;
  return {
    gameId,
    areaId,
    isGameAdmin: isAdmin,
    resources: isAdmin ? new Set(resourceKeys) : known(standing.keys),
  };
}

const KNOWN_KEYS = new Set<string>(resourceKeys);

/** The resource keys of a member's roles that this version knows (a role may hold a retired key). */
function known(keys: readonly string[]): Set<ResourceKey> {
  return new Set(keys.filter((key): key is ResourceKey => KNOWN_KEYS.has(key)));
}

/** Route-name prefixes the caller may open (SPEC §6 route check). */
export function allowedRoutes(user: SessionUser, tenant: TenantContext | null): string[] {
  const names = new Set<string>(baseRouteGrants);
  for (const key of tenant?.resources ?? []) for (const name of resourceRouteGrants[key]) names.add(name);
  if (user.isSuper) for (const name of systemRouteGrants) names.add(name);
  return [...names].sort();
}
