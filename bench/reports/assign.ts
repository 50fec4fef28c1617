/**
 * The assign reports on a big game: the reports benchmark's POSTS posts (default 50,000) and FEEDS inbox
 * items, TASKS tasks (default 20,000) with PER_TASK to-dos each among RECEIVERS receivers, and the posts
 * linked to completed to-dos. Each report is asked RUNS times through its query function for 90 days
 * against the previous 90 — as the lead (every to-do) and as one receiver (their own) — p50/p95, the lead's
 * completion report beside the same counted from the to-dos (the baseline, as before the counters); then
 * the plans (EXPLAIN) of every statement reading the assign tables: which scans and indexes.
 *   npm run bench:reports-assign
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports-assign
 *   (TASKS=20000 PER_TASK=8 RECEIVERS=40 POSTS=50000 FEEDS=50000 RUNS=20 EXPLAIN=full)
 */
import { performance } from 'node:perf_hooks';
import {
  completionInput,
  groupReportInput,
  labelPostInput,
  taskPostInput,
  taskSentimentInput,
} from '@herald/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { loadTenant } from '../../apps/server/src/modules/perm/index.js';
import {
  completionFigures,
  completionQuery,
  completionReceivers,
  completionReport,
  completionTasks,
} from '../../apps/server/src/modules/reports/query/completion.js';
import { labelReport } from '../../apps/server/src/modules/reports/query/label-report.js';
import type { Viewer } from '../../apps/server/src/modules/reports/query/scope.js';
import {
  labelPosts,
  taskPosts,
  taskSentiment,
} from '../../apps/server/src/modules/reports/query/task-reports.js';
import { explain, openBenchApp, percentile } from '../common/database.js';
import { seedFeeds } from '../feeds/list-seed.js';
import { seedAssign } from './assign-seed.js';
import { seedCatalogue, seedPosts, seedReportGame } from './seed.js';

const POSTS = Number(process.env.POSTS ?? 50_000);
const FEEDS = Number(process.env.FEEDS ?? 50_000);
const TASKS = Number(process.env.TASKS ?? 20_000);
const PER_TASK = Number(process.env.PER_TASK ?? 8);
const RECEIVERS = Number(process.env.RECEIVERS ?? 40);
const RUNS = Number(process.env.RUNS ?? 20);
const GAME_ID = 7201;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const { database, db, label, drop, queue, app } = await openBenchApp('herald_bench_assign');
let started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const seeded = await seedReportGame(db, GAME_ID);
await seedCatalogue(db, seeded);
await seedPosts(db, seeded, 0, POSTS);
if (FEEDS > 0) await seedFeeds(db, seeded, FEEDS);
for (const table of ['report_posts', 'account_posts', 'feeds'])
  await db.execute(sql.raw(`vacuum analyze ${table}`));
console.log(
  `${label}: ${POSTS.toLocaleString('en')} posts, ${FEEDS.toLocaleString('en')} inbox items in ${seconds()}`,
);
started = performance.now();
const assign = await seedAssign(db, seeded, { receivers: RECEIVERS, tasks: TASKS, perTask: PER_TASK });
const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0);
console.log(
  `assign data in ${seconds()}: ${await count('task_labels')} labels, ${(await count('tasks')).toLocaleString('en')} tasks, ${(await count('todos')).toLocaleString('en')} to-dos, ${(await count("todo_links where state = 'linked'")).toLocaleString('en')} linked posts`,
);

async function viewerOf(userId: number): Promise<Viewer> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, type: users.type, isSuper: users.isSuper })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error('no user');
  return { user, tenant: await loadTenant(db, user, GAME_ID, 'asia') };
}
const lead = await viewerOf(seeded.adminId);
const receiverId = assign.receiverIds[0] ?? 0;
const receiver = await viewerOf(receiverId);

const range = { start: day(-90), end: day(-1) };
const scope = { range, compare: { mode: 'previous' as const } };
/** The columns the screens ask for (the post report's defaults). */
const metrics = ['views', 'reach', 'engagements', 'engagement_rate_reach', 'likes', 'comments', 'shares'];
const [rootLabel] = assign.labelIds;
const recent = await queryRows<{ id: number }>(
  db,
  sql`select tk.id from tasks tk join todos td on td.task_id = tk.id
    where tk.game_id = ${GAME_ID} and td.receiver_id = ${receiverId} and tk.deadline < now() - interval '7 days'
    order by tk.deadline desc limit 10`,
);
const taskIds = recent.map((row) => Number(row.id));
const byViews = { key: 'views', order: 'desc' as const };

interface Case {
  name: string;
  run: (target: DbOrTx, viewer: Viewer) => Promise<unknown>;
  describe: (answer: unknown) => string;
}
const cases: Case[] = [
  {
    name: 'label report',
    run: (target, viewer) => labelReport(target, viewer, groupReportInput.parse({ ...scope, metrics })),
    describe: (answer) => `${(answer as { list: unknown[] }).list.length} labels`,
  },
  {
    name: 'label posts, one root label, by views',
    run: (target, viewer) =>
      labelPosts(
        target,
        viewer,
        labelPostInput.parse({ ...scope, metrics, label_ids: [rootLabel], sort: byViews }),
      ),
    describe: (answer) => `${(answer as { total: number }).total.toLocaleString('en')} posts`,
  },
  {
    name: 'task posts, 10 tasks',
    run: (target, viewer) =>
      taskPosts(target, viewer, taskPostInput.parse({ ...scope, metrics, task_ids: taskIds, sort: byViews })),
    describe: (answer) => `${(answer as { total: number }).total} posts`,
  },
  {
    name: 'task sentiment, 10 tasks',
    run: (target, viewer) =>
      taskSentiment(target, viewer, taskSentimentInput.parse({ ...scope, task_ids: taskIds })),
    describe: (answer) =>
      `${(answer as { summary: { items?: { value: number | null } } }).summary.items?.value ?? 0} items`,
  },
  {
    name: 'completion report',
    run: (target, viewer) => completionReport(target, viewer, completionInput.parse(scope)),
    describe: (answer) => {
      const { tasks, receivers } = answer as { tasks: unknown[]; receivers: unknown[] };
      return `${tasks.length.toLocaleString('en')} tasks, ${receivers.length} receivers`;
    },
  },
  {
    // The baseline: the same report counted from the to-dos, as it was before the counters.
    name: 'completion report from the to-dos (baseline)',
    run: async (target, viewer) => {
      const query = {
        ...(await completionQuery(target, viewer, completionInput.parse(scope))),
        whole: false,
      };
      const figures = await completionFigures(target, query);
      return Promise.all([
        completionTasks(target, query, figures),
        completionReceivers(target, query, figures),
      ]);
    },
    describe: (answer) => {
      const [tasks, receivers] = answer as [unknown[], unknown[]];
      return `${tasks.length.toLocaleString('en')} tasks, ${receivers.length} receivers`;
    },
  },
  {
    name: 'completion report, one root label',
    run: (target, viewer) =>
      completionReport(target, viewer, completionInput.parse({ ...scope, label_ids: [rootLabel] })),
    describe: (answer) => `${(answer as { tasks: unknown[] }).tasks.length.toLocaleString('en')} tasks`,
  },
];

const ms = (value: number) => value.toFixed(1).padStart(7);
console.log(`\n${RUNS} runs each, 90 days against the previous 90 (query functions called directly):`);
for (const item of cases)
  for (const [who, viewer] of [
    ['lead', lead],
    ['receiver', receiver],
  ] as const) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const at = performance.now();
      await item.run(db, viewer);
      times.push(performance.now() - at);
    }
    const answer = await item.run(db, viewer);
    console.log(
      `${`${item.name} (${who})`.padEnd(48)} p50 ${ms(percentile(times, 50))} ms  p95 ${ms(percentile(times, 95))} ms  ${item.describe(answer)}`,
    );
  }

/** The database handle, its `execute` noting each statement first. */
function noting(target: Db, statements: SQL[]): Db {
  return new Proxy(target, {
    get(inner, property, receiverProxy) {
      if (property === 'execute')
        return (statement: SQL) => {
          statements.push(statement);
          return inner.execute(statement);
        };
      return Reflect.get(inner, property, receiverProxy);
    },
  });
}

const ASSIGN_TABLES = /todo_links|todos|tasks|task_labels/;
console.log(
  '\nplans (EXPLAIN) of the statements reading the assign tables, as the lead (EXPLAIN=full: whole plans):',
);
for (const item of cases) {
  const statements: SQL[] = [];
  await item.run(noting(db, statements), lead);
  console.log(`  ${item.name}:`);
  for (const [index, statement] of statements.entries()) {
    const lines = await explain(database, statement);
    if (!lines.some((line) => ASSIGN_TABLES.test(line))) continue;
    const shown =
      process.env.EXPLAIN === 'full'
        ? lines
        : lines.filter((line) => /Scan|CTE/.test(line)).map((line) => line.replace(/\s+\(cost=.*$/, ''));
    console.log(`    statement ${index + 1}:`);
    for (const line of shown) console.log(`      ${line.trim()}`);
  }
}

await app.close();
await queue.stop();
await database.close();
await drop();
