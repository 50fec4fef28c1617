import { randomUUID } from 'node:crypto';
import { AREA_IDS, commonParamsSchema, resourceKeys, type UiLocale } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { SessionUser, TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { loadTenant } from '../../perm/index.js';

/**
 * Who acts when no person does (a smart rule's reply): a user that can never sign in (no password,
 * disabled, an address that cannot exist), so what it writes is authored, traced and told apart.
 */
export const RULES_ACTOR = { email: 'smart-rules@herald.invalid', name: 'Smart rules' } as const;

async function rulesActor(db: DbOrTx): Promise<SessionUser> {
  await db
    .insert(users)
    .values({ email: RULES_ACTOR.email, name: RULES_ACTOR.name, type: 'account', disabled: true })
    .onConflictDoNothing({ target: users.email });
  const [row] = await db.select().from(users).where(eq(users.email, RULES_ACTOR.email));
  if (!row) throw new Error('the rules actor was not stored');
  return { id: row.id, email: row.email, name: row.name, type: row.type, isSuper: false };
}

async function member(db: DbOrTx, userId: number): Promise<SessionUser> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false)));
  if (!row) throw new AppError('unknown_reference');
  return { id: row.id, email: row.email, name: row.name, type: row.type, isSuper: row.isSuper };
}

/**
 * The context work done without a request runs in: a member of the game with their own standing
 * (their accounts, roles and review levels), or — for no one — the rules actor standing as the game's
 * admin, since a rule acts on whatever item it matched.
 */
export async function actorContext(
  db: DbOrTx,
  gameId: number,
  userId: number | null,
  locale: UiLocale = 'en',
): Promise<TenantRequestContext> {
  const areaId = AREA_IDS[0];
  const user = userId === null ? await rulesActor(db) : await member(db, userId);
  const tenant =
    userId === null
      ? { gameId, areaId, isGameAdmin: true, resources: new Set(resourceKeys) }
      : await loadTenant(db, user, gameId, areaId);
  const now = new Date();
  return {
    traceId: randomUUID(),
    address: '',
    locale,
    common: commonParamsSchema.parse({ game_id: gameId, area_id: areaId }),
    session: { id: '', csrfToken: '', idleExpiresAt: now, expiresAt: now },
    user,
    tenant,
  };
}
