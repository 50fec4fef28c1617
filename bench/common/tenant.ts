import type { ResourceKey } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import {
  memberAccounts,
  memberRoles,
  memberships,
  roles,
  users,
} from '../../apps/server/src/db/schema/index.js';
import { createGame } from '../../apps/server/src/modules/tenancy/service.js';
import type { Seeded } from '../feeds/list-seed.js';
import { NETWORKS } from '../reports/networks.js';

/** A text[] literal of known words (the benchmark's own lists, no quotes in them). */
export const textList = (values: readonly string[]) => sql.raw(`array['${values.join("','")}']::text[]`);

export interface BenchGame {
  /** Names the game, the people's e-mails and the accounts' network ids (`<key>0@bench.test`). */
  key: string;
  person: string;
  role: { name: string; permissions: ResourceKey[] };
  accounts: number;
}

/**
 * A benchmark's game: an admin, a member holding one custom role and granted one account in four, and
 * `accounts` accounts over the networks, written by set-based SQL.
 */
export async function seedBenchGame(db: Db, gameId: number, spec: BenchGame): Promise<Seeded> {
  await createGame(db, { game_id: gameId, game_name: `${spec.key} bench`, names: [] });
  const [admin, member] = await db
    .insert(users)
    .values(
      [0, 1].map((i) => ({
        email: `${spec.key}${i}@bench.test`,
        name: `${spec.person} ${i}`,
        type: 'account' as const,
      })),
    )
    .returning({ id: users.id });
  if (!admin || !member) throw new Error('no members');
  await db.insert(memberships).values([
    { gameId, userId: admin.id, isGameAdmin: true },
    { gameId, userId: member.id, isGameAdmin: false },
  ]);
  const [role] = await db
    .insert(roles)
    .values({
      gameId,
      name: spec.role.name,
      type: 'custom',
      systemPermissions: spec.role.permissions,
      socialPermissions: ['view'],
    })
    .returning();
  if (!role) throw new Error('no role');
  await db.insert(memberRoles).values({ gameId, userId: member.id, roleId: role.id });
  await db.execute(sql`
    insert into social_accounts (game_id, social_channel, social_account, social_id)
    select ${gameId}::int, (${textList(NETWORKS)})[1 + n % ${NETWORKS.length}], 'Account ' || n,
      ${`bench-${spec.key}-`} || n
    from generate_series(0, ${spec.accounts - 1}::int) n`);
  const accounts = await queryRows<{ id: number }>(
    db,
    sql`select id from social_accounts where game_id = ${gameId} order by id`,
  );
  const accountIds = accounts.map((row) => Number(row.id));
  await db
    .insert(memberAccounts)
    .values(
      accountIds.filter((_, i) => i % 4 === 0).map((accountId) => ({ gameId, userId: member.id, accountId })),
    );
  return { gameId, adminId: admin.id, memberId: member.id, accountIds };
}
