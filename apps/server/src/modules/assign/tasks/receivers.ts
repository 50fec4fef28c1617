import type { memberRefSchema } from '@herald/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { memberships, users } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { holdsResource } from '../../perm/index.js';

export type MemberRef = z.infer<typeof memberRefSchema>;

const refColumns = { user_id: users.id, name: users.name, email: users.email };

/** Whom a task can be handed to: enabled members of the game who may open their to-dos (assign_base). */
function mayReceive(gameId: number) {
  return and(holdsResource(gameId, 'assign_base'), eq(users.disabled, false));
}

/** The members a task can be handed to, by name (the receiver picker). */
export async function receiverOptions(db: DbOrTx, gameId: number): Promise<MemberRef[]> {
  return db
    .select(refColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(mayReceive(gameId))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Refuses receivers who may not receive tasks in this game, naming the first. Only a member of this
 * game is named; anyone else is `#id`, so another game's users are not revealed.
 */
export async function assertReceivers(db: DbOrTx, gameId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const allowed = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(mayReceive(gameId), inArray(users.id, wanted)));
  const ok = new Set(allowed.map((row) => row.id));
  const refused = wanted.find((id) => !ok.has(id));
  if (refused === undefined) return;
  const [member] = await db
    .select({ name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.gameId, gameId), eq(users.id, refused)));
  throw new AppError('receiver_not_member', { params: { name: member?.name ?? `#${refused}` } });
}

/** Names and e-mails of users, by id (receivers, creators, actors). */
export async function memberRefsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, MemberRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(refColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.user_id, row]));
}
