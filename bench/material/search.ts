/**
 * material/library's name search on a big game: MATERIALS materials in one game (default 50,000, a
 * tenth of them pending) and a fifth as many in another, written by set-based SQL. Each case is asked
 * REQUESTS times through the real app (inject, guard and all) — p50/p95 — beside its two statements
 * alone (the page's ids and the total) and a baseline measured in the same run: a one-row primary-key
 * select. Then the trigram index is dropped and the keyword cases are asked again: the figures before
 * it. EXPLAIN (ANALYZE) of both statements for each keyword case. PGlite by default; PostgreSQL when
 * DATABASE_URL is set (a scratch database is created on that server and dropped).
 *   npm run bench:material                    (MATERIALS=200000 REQUESTS=50 to change the size)
 *   DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npm run bench:material
 */
import { cpus as cores, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { API_PREFIX, api, type MaterialLibraryInput, materialLibraryInput } from '@herald/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import { materials } from '../../apps/server/src/db/schema/index.js';
import { folderTree } from '../../apps/server/src/modules/material/folders/tree.js';
import { libraryConditions } from '../../apps/server/src/modules/material/library/filters.js';
import { pageIdsQuery, totalQuery } from '../../apps/server/src/modules/material/library/list.js';
import { openBenchApp, percentile, sessionHeaders } from '../common/database.js';
import { seedBenchGame } from '../common/tenant.js';
import { seedMaterials } from './seed.js';

const MATERIALS = Number(process.env.MATERIALS ?? 50_000);
const REQUESTS = Number(process.env.REQUESTS ?? 30);
const GAME_ID = 7401;
const OTHER_GAME_ID = 7402;
const TRIGRAM_INDEX = 'materials_name_trgm_idx';

const { database, db, label, drop, queue, app } = await openBenchApp('herald_bench_material');

const seedStart = performance.now();
const game = await seedBenchGame(db, GAME_ID, {
  key: 'library',
  person: 'Curator',
  role: { name: 'Library', permissions: ['material_base'] },
  accounts: 1,
});
await seedBenchGame(db, OTHER_GAME_ID, {
  key: 'otherlibrary',
  person: 'Other curator',
  role: { name: 'Library', permissions: ['material_base'] },
  accounts: 1,
});
await seedMaterials(db, GAME_ID, MATERIALS);
await seedMaterials(db, OTHER_GAME_ID, Math.round(MATERIALS / 5));
await db.execute(sql`vacuum analyze uploads`);
await db.execute(sql`vacuum analyze materials`);
console.log(
  `${label}: ${MATERIALS.toLocaleString('en')} materials in one game and ${Math.round(MATERIALS / 5).toLocaleString('en')} in another, generated in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
);

interface Case {
  name: string;
  keyword?: string;
}

const cases: Case[] = [
  { name: 'no keyword' },
  { name: 'rare keyword (aurora, 5 rows)', keyword: 'aurora' },
  { name: 'rare Chinese keyword (敦煌联动, 5 rows)', keyword: '敦煌联动' },
  { name: 'common keyword (banner, 1 in 12)', keyword: 'banner' },
  { name: '2 characters, common (v3, 1 in 13)', keyword: 'v3' },
  { name: '2 Chinese characters, common (春节, 1 in 24)', keyword: '春节' },
  { name: '2 Chinese characters, rare (敦煌, 5 rows)', keyword: '敦煌' },
];

const headers = await sessionHeaders(db, game.adminId, GAME_ID);
const folders = await folderTree(db, GAME_ID);

/** The library's two statements for an input: one page of ids in its order, and the total. */
function statements(input: MaterialLibraryInput) {
  const where = libraryConditions(GAME_ID, input, folders, new Date());
  return [pageIdsQuery(db, GAME_ID, input, where), totalQuery(db, where, false)] as const;
}

async function explainAnalyze(target: Database, query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const plan =
    target.kind === 'postgres'
      ? await target.pool.query(`explain (analyze, costs off) ${text}`, params)
      : await target.pglite.query(`explain (analyze, costs off) ${text}`, params);
  return (plan.rows as Record<string, string>[]).map((row) => `    ${String(Object.values(row)[0])}`);
}

const figures = (times: readonly number[]) =>
  `p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  // A few runs first, not counted: the first uses of a plan or of cold pages are not the steady state.
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

async function measure(item: Case, explain: boolean): Promise<void> {
  const payload = item.keyword === undefined ? {} : { keyword: item.keyword };
  const url = `${API_PREFIX}/${api.material.library.path}`;
  let total = 0;
  const http = await timed(async () => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    if (response.statusCode !== 200) throw new Error(`${item.name}: ${response.statusCode} ${response.body}`);
    total = (response.json() as { data: { total: number } }).data.total;
  });
  const [ids, count] = statements(materialLibraryInput.parse(payload));
  const queries = await timed(() => Promise.all([ids, count].map((query) => query.execute())));
  console.log(
    `${item.name.padEnd(46)} ${String(total).padStart(6)} found   request ${figures(http)}   statements ${figures(queries)}`,
  );
  if (!explain) return;
  for (const query of [ids, count]) console.log((await explainAnalyze(database, query)).join('\n'));
}

async function measureAll(title: string, list: readonly Case[]): Promise<void> {
  const baseline = await timed(() =>
    db.select({ id: materials.id, name: materials.name }).from(materials).where(eq(materials.id, MATERIALS)),
  );
  console.log(`\n${title}`);
  console.log(`${'baseline: one material by primary key'.padEnd(60)} statement ${figures(baseline)}`);
  for (const item of list) await measure(item, item.keyword !== undefined);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(
  `${cores().length} cores, load average ${load()}; ${REQUESTS} requests per case, 20 materials a page`,
);
const hasIndex = async () =>
  (await queryRows(db, sql`select 1 from pg_indexes where indexname = ${TRIGRAM_INDEX}`)).length > 0;
if (!(await hasIndex())) throw new Error(`${TRIGRAM_INDEX} is missing: run the migrations`);
await measureAll(`with the trigram index (${TRIGRAM_INDEX})`, cases);
const dropIndex: SQL = sql.raw(`drop index ${TRIGRAM_INDEX}`);
await db.execute(dropIndex);
await db.execute(sql`analyze materials`);
await measureAll(
  'without it (before): the (game, status, created_at) index or a scan',
  cases.filter((item) => item.keyword !== undefined),
);

console.log(`\nload average ${load()}`);
await app.close();
await queue.stop();
await database.close();
await drop();
