/**
 * API benchmarks on the embedded database: the guard and typical permission-screen calls against a
 * game with many members. Prints figures; asserts nothing about time.
 *   npm run bench            (MEMBERS=2000 REQUESTS=500 to change the size)
 */
import { performance } from 'node:perf_hooks';
import { API_PREFIX, api, COOKIES, type Endpoint, HEADERS } from '@herald/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createPglite, migrateDatabase, openPglite } from '../apps/server/src/db/client.js';
import {
  memberAccounts,
  memberRoles,
  memberships,
  roles,
  socialAccounts,
  users,
} from '../apps/server/src/db/schema/index.js';
import { createJobQueue } from '../apps/server/src/jobs/queue.js';
import { createLogger } from '../apps/server/src/logger.js';
import { createSession } from '../apps/server/src/modules/auth/sessions.js';
import { createGame } from '../apps/server/src/modules/tenancy/service.js';

const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 2000);
const GAME_ID = 1001;

const database = await openPglite(createPglite());
await migrateDatabase(database);
const { db } = database;
const logger = createLogger('silent');
const queue = await createJobQueue(database, logger, []);
const config = loadConfig({ WEB_DIST: '', HERALD_ENV: 'test', EMULATOR: 'off' });
const app = await buildApp({ config, database, queue, logger });
await app.ready();

const seedStart = performance.now();
await createGame(db, { game_id: GAME_ID, game_name: 'Bench', names: [] });
const [role] = await db
  .insert(roles)
  .values({
    gameId: GAME_ID,
    name: 'Bench role',
    type: 'custom',
    systemPermissions: ['content_base', 'account_base'],
  })
  .returning();
const created = await db
  .insert(users)
  .values(
    Array.from({ length: MEMBERS }, (_, i) => ({
      email: `m${i}@bench.test`,
      name: `Member ${i}`,
      type: 'account' as const,
    })),
  )
  .returning({ id: users.id });
await db
  .insert(memberships)
  .values(created.map((u, i) => ({ gameId: GAME_ID, userId: u.id, isGameAdmin: i === 0 })));
if (role)
  await db
    .insert(memberRoles)
    .values(created.map((u) => ({ gameId: GAME_ID, userId: u.id, roleId: role.id })));
const adminId = created[0]?.id ?? 0;
const memberId = created[1]?.id ?? 0;
const networks = ['facebook', 'twitter', 'instagram', 'youtube', 'tiktok'] as const;
const accounts = await db
  .insert(socialAccounts)
  .values(
    Array.from({ length: ACCOUNTS }, (_, i) => ({
      gameId: GAME_ID,
      socialChannel: networks[i % networks.length] ?? 'facebook',
      socialAccount: `Account ${i}`,
      socialId: `bench-${i}`,
      status: i % 17 === 0 ? ('oauth_expire' as const) : ('connected' as const),
      connectedBy: created[i % MEMBERS]?.id ?? null,
    })),
  )
  .returning({ id: socialAccounts.id });
// The member may act on one account in ten.
await db
  .insert(memberAccounts)
  .values(
    accounts
      .filter((_, i) => i % 10 === 0)
      .map((account) => ({ gameId: GAME_ID, userId: created[1]?.id ?? 0, accountId: account.id })),
  );
console.log(
  `seeded ${MEMBERS} members and ${ACCOUNTS} accounts in ${(performance.now() - seedStart).toFixed(0)} ms`,
);

async function headersFor(userId: number) {
  const { token, session } = await createSession(db, userId, { idleMinutes: 60, absoluteHours: 24 });
  return {
    cookie: `${COOKIES.session}=${token}`,
    [HEADERS.csrf]: session.csrfToken,
    [HEADERS.commonParams]: JSON.stringify({ game_id: GAME_ID, area_id: 'asia' }),
  };
}

async function measure(
  name: string,
  endpoint: Endpoint,
  payload: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const response =
      endpoint.method === 'GET'
        ? await app.inject({ method: 'GET', url: `${API_PREFIX}/${endpoint.path}`, headers })
        : await app.inject({ method: 'POST', url: `${API_PREFIX}/${endpoint.path}`, payload, headers });
    times.push(performance.now() - t0);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(2);
  console.log(
    `${name.padEnd(44)} ${REQUESTS} req  ${(REQUESTS / (total / 1000)).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`,
  );
}

const admin = await headersFor(adminId);
const member = await headersFor(memberId);
await measure('auth/user (session + guard only)', api.auth.user, {}, member);
await measure('auth/perms (member, role lookup)', api.auth.perms, {}, member);
await measure('base/account/all (member, tenant guard)', api.base.accountAll, {}, member);
await measure(
  `perm/user/list page 50 of ${MEMBERS} (admin)`,
  api.perm.userList,
  { page: 2, page_size: 50 },
  admin,
);
await measure(
  'perm/user/list keyword search (admin)',
  api.perm.userList,
  { keyword: 'member 99', page_size: 50 },
  admin,
);

await measure('account/list page 1 of 50 (admin)', api.account.list, { page_size: 50 }, admin);
await measure(
  'account/list keyword + network filter (admin)',
  api.account.list,
  { keyword: 'account 19', social_channel: 'twitter', page_size: 50 },
  admin,
);
await measure(
  'account/list page 1 of 50 (member, granted 1 in 10)',
  api.account.list,
  { page_size: 50 },
  member,
);

await app.close();
await queue.stop();
await database.close();
