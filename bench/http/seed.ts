/**
 * The HTTP benchmark's tenant: ACCOUNTS accounts over the networks, an admin and a member granted one
 * account in four, POSTS posts scheduled in one month (one to three accounts each, a tenth by the
 * member) and DRAFTS drafts without a schedule. Written by set-based SQL, never a row at a time.
 */
import { emptyPostInput } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { seedBenchGame } from '../common/tenant.js';

export interface HttpTenant {
  gameId: number;
  adminId: number;
  memberId: number;
  /** The calendar month the scheduled posts fall in, [from, to). */
  from: string;
  to: string;
}

export interface TenantSize {
  accounts: number;
  posts: number;
  drafts: number;
}

export async function seedHttpTenant(db: Db, gameId: number, size: TenantSize): Promise<HttpTenant> {
  const { adminId, memberId } = await seedBenchGame(db, gameId, {
    key: 'http',
    person: 'Editor',
    role: { name: 'Editor', permissions: ['content_base', 'account_base'] },
    accounts: size.accounts,
  });
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const template = JSON.stringify(emptyPostInput({ title: 'Bench post', text: 'A post of the HTTP bench.' }));
  // n < posts: scheduled across the month; the rest: drafts. Targets: one to three accounts by n.
  await db.execute(sql`
    insert into contents (game_id, content_type, status, body, title, text, scheduled_at, time_zone, author_id,
      created_at, updated_at)
    select ${gameId}::int, 'post', case when n < ${size.posts}::int then 'scheduled' else 'drafted' end,
      ${template}::jsonb, 'Post ' || n, 'The text of post ' || n,
      case when n < ${size.posts}::int
        then ${from.toISOString()}::timestamptz + (${to.getTime() - from.getTime()}::bigint * n / ${size.posts}::int) * interval '1 millisecond' end,
      'UTC', case when n % 10 = 0 then ${memberId}::int else ${adminId}::int end,
      now() - n * interval '1 minute', now() - n * interval '1 minute'
    from generate_series(0, ${size.posts + size.drafts - 1}::int) n`);
  await db.execute(sql`
    insert into content_targets (content_id, game_id, account_id, network, account_name)
    select c.id, ${gameId}::int, a.id, a.social_channel, a.social_account
    from (select id, row_number() over (order by id) as n from contents where game_id = ${gameId}) c
    cross join lateral generate_series(0, (c.n % 3)::int) k
    join (select id, social_channel, social_account, row_number() over (order by id) - 1 as n
      from social_accounts where game_id = ${gameId}) a on a.n = (c.n * 7 + k * 13) % ${size.accounts}::int
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  return { gameId, adminId, memberId, from: from.toISOString(), to: to.toISOString() };
}
