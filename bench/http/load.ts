/**
 * HTTP load on a seeded tenant (issue #13): autocannon at 1 and CONNECTIONS connections against the
 * console's real app listening on a port, for the calls every console page makes (auth/user,
 * base/account/all) and the content pages (post/list, calendar/list), next to a bare-Fastify floor
 * measured in the same run; and each endpoint's raw SQL time (its statements replayed alone).
 * PGlite by default, PostgreSQL when DATABASE_URL is set. Prints figures; never fails on time.
 *   npm run bench:http     (ACCOUNTS=196 POSTS=2000 DRAFTS=500 DURATION=5 CONNECTIONS=50)
 */
import { API_PREFIX, api, type Endpoint } from '@herald/contract';
import autocannon from 'autocannon';
import { openBenchApp, sessionHeaders } from '../common/database.js';
import { FLOOR_PAYLOAD, startFloor } from './floor.js';
import { seedHttpTenant } from './seed.js';
import { recordStatements, replayTime } from './statements.js';

const size = {
  accounts: Number(process.env.ACCOUNTS ?? 196),
  posts: Number(process.env.POSTS ?? 2000),
  drafts: Number(process.env.DRAFTS ?? 500),
};
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const GAME_ID = 1301;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function load(target: Target, connections: number) {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: target.body,
    connections,
    duration: DURATION,
  });
  // The server may still be working through what the connections queued; one more call waits it out
  // (and weighs the answer, uncompressed).
  const last = await fetch(target.url, {
    method: target.method,
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: target.body,
  });
  const bytes = (await last.arrayBuffer()).byteLength;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes };
}

const { database, label, drop, queue, app } = await openBenchApp('bench_http');
const seedStart = performance.now();
const tenant = await seedHttpTenant(database.db, GAME_ID, size);
console.log(
  `${label}: seeded ${size.accounts} accounts, ${size.posts} posts in ${tenant.from.slice(0, 7)} and ${size.drafts} drafts in ${(performance.now() - seedStart).toFixed(0)} ms`,
);
// No call measured here sends a job; the queue's polling would only blur the figures and the SQL record.
await queue.stop();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const floor = await startFloor();
const member = await sessionHeaders(database.db, tenant.memberId, GAME_ID);
const admin = await sessionHeaders(database.db, tenant.adminId, GAME_ID);

const call = (name: string, endpoint: Endpoint, headers: Record<string, string>, input: object): Target => ({
  name,
  url: `${base}${API_PREFIX}/${endpoint.path}`,
  method: endpoint.method === 'GET' ? 'GET' : 'POST',
  headers,
  body: endpoint.method === 'GET' ? undefined : JSON.stringify(input),
});
const month = { from: tenant.from, to: tenant.to };
const targets: Target[] = [
  {
    name: 'floor (bare Fastify + zod)',
    url: floor.url,
    method: 'POST',
    headers: {},
    body: JSON.stringify(FLOOR_PAYLOAD),
  },
  call('auth/user (member)', api.auth.user, member, {}),
  call('base/account/all (member)', api.base.accountAll, member, {}),
  call('post/list page 1 (member)', api.post.list, member, { page: 1, page_size: 20 }),
  call('post/list page 1 (admin)', api.post.list, admin, { page: 1, page_size: 20 }),
  call('calendar/list month (member)', api.post.calendar, member, month),
  call('calendar/list month (admin)', api.post.calendar, admin, month),
];

async function rawSqlTime(target: Target): Promise<string> {
  if (target.url === floor.url) return '';
  const statements = await recordStatements(database, async () => {
    const response = await fetch(target.url, {
      method: target.method,
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: target.body,
    });
    if (!response.ok) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
  });
  const time = await replayTime(database, statements, 20);
  return `sql ${statements.length} stmt ${time.toFixed(1).padStart(6)} ms`;
}

const floorRps = new Map<number, number>();
console.log(`autocannon ${DURATION} s per run; ratio = req/s over the floor's at the same connections`);
// Every SQL record before any load: a loaded run's queued requests would still be running into the next.
const sqlTimes = new Map<Target, string>();
for (const target of targets) sqlTimes.set(target, await rawSqlTime(target));
for (const target of targets) {
  const sqlTime = sqlTimes.get(target) ?? '';
  const cells: string[] = [];
  let bytes = 0;
  for (const connections of [1, CONNECTIONS]) {
    const figures = await load(target, connections);
    bytes = figures.bytes;
    if (target.url === floor.url) floorRps.set(connections, figures.rps);
    const ratio = ((100 * figures.rps) / (floorRps.get(connections) ?? figures.rps)).toFixed(0);
    cells.push(
      `c${connections}: ${figures.rps.toFixed(0).padStart(6)} req/s p50 ${String(figures.p50).padStart(4)} p99 ${String(figures.p99).padStart(5)} ms ${ratio.padStart(3)}%`,
    );
  }
  const size = `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  console.log(`${target.name.padEnd(30)} ${cells.join(' | ')}  ${sqlTime}  ${size}`);
}

await floor.app.close();
await app.close();
await database.close();
await drop();
