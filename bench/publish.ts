/**
 * Publishing benchmark: N posts scheduled for the same minute, published by the real pipeline (due
 * jobs, one publish queue per network, attempts, settle) to emulated Facebook Pages over HTTP.
 * Prints how long until all were out and the publish-time drift; asserts nothing about time.
 *   npm run bench:publish            (POSTS=200 PAGES=10 to change the size)
 */
import { performance } from 'node:perf_hooks';
import { api, emptyPostInput, instantOf, wallTimeOf } from '@herald/contract';
import { createEmulator } from '@herald/emulator';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createVault } from '../apps/server/src/crypto/tokens.js';
import { createPglite, migrateDatabase, openPglite } from '../apps/server/src/db/client.js';
import { contents, contentTargets } from '../apps/server/src/db/schema/index.js';
import { createJobQueue, startWorkers } from '../apps/server/src/jobs/queue.js';
import { createLogger } from '../apps/server/src/logger.js';
import { contentJobs } from '../apps/server/src/modules/content/index.js';
import { createPlatforms } from '../apps/server/src/platforms/registry.js';
import { jobSpecs, wireModules } from '../apps/server/src/wiring.js';
import { connectPages } from '../apps/server/test/accounts/connect-helpers.js';
import { buildGame, buildUser, call, signInAs } from '../apps/server/test/factories.js';

const POSTS = Number(process.env.POSTS ?? 200);
const PAGES = Number(process.env.PAGES ?? 10);
const ZONE = 'Asia/Shanghai';

const emulator = createEmulator({ seed: 3, facebook: { pageCount: PAGES } });
const emulatorUrl = await emulator.listen({ host: '127.0.0.1', port: 0 });
const database = await openPglite(createPglite());
await migrateDatabase(database);
const logger = createLogger('warn');
const config = loadConfig({
  WEB_DIST: '',
  HERALD_ENV: 'test',
  EMULATOR: 'external',
  EMULATOR_URL: emulatorUrl,
});
const queue = await createJobQueue(database, logger, jobSpecs(config));
const vault = createVault(config);
const platforms = createPlatforms(config);
const app = await buildApp({ config, database, queue, logger, vault, platforms });
await app.ready();
const { db } = database;

const user = await buildUser(db);
const game = (await buildGame(db, [user.id])).game_id;
const as = await signInAs(db, user.id);
const pages = await connectPages(app, emulatorUrl, as, game, PAGES);

// Compose through the API as a team would, well beyond the 30-minute lead (composing thousands of
// posts takes minutes, and every one must still be 30 minutes ahead when it is submitted).
const later = instantOf(wallTimeOf(new Date(Date.now() + 45 * 60_000), ZONE), ZONE).toISOString();
const composeStart = performance.now();
const ids: number[] = [];
for (let i = 0; i < POSTS; i += 1) {
  const page = pages[i % pages.length];
  if (!page) throw new Error('no page');
  const detail = await call(
    app,
    api.post.submit,
    {
      post: emptyPostInput({
        account_ids: [page.id],
        text: `Scheduled post ${i} of the benchmark`,
        publish: { timing: 'schedule', scheduled_at: later, time_zone: ZONE },
      }),
      accept_risk: false,
    },
    { as, game },
  );
  ids.push(detail.post.id);
}
const composeMs = performance.now() - composeStart;

// Bring the shared minute forward to a few seconds from now (schedule and due jobs alike), so the
// run measures the pipeline from the moment the posts are due.
const due = new Date(Date.now() + 5000);
await db.update(contents).set({ scheduledAt: due }).where(inArray(contents.id, ids));
await db.execute(sql`update pgboss.job set start_after = ${due.toISOString()} where name = 'content.due'`);
await startWorkers(
  queue,
  contentJobs(wireModules({ config, db, queue, logger, vault, platforms }).content),
  logger,
);

const deadline = Date.now() + 15 * 60_000;
for (;;) {
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentTargets)
    .where(sql`${contentTargets.contentId} in ${ids} and ${contentTargets.result} = 'init'`);
  if ((left?.n ?? 0) === 0) break;
  if (Date.now() > deadline) throw new Error(`${left?.n} posts still unpublished after 15 minutes`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const targets = await db.select().from(contentTargets).where(inArray(contentTargets.contentId, ids));
const drifts = targets
  .map((target) => (target.publishedAt ? target.publishedAt.getTime() - due.getTime() : Number.NaN))
  .filter((drift) => !Number.isNaN(drift))
  .sort((a, b) => a - b);
const pct = (p: number) =>
  ((drifts[Math.min(drifts.length - 1, Math.floor((p / 100) * drifts.length))] ?? 0) / 1000).toFixed(2);
const failed = targets.filter((target) => target.result !== 'succeed').length;
let onNetwork = 0;
for (const page of pages) {
  const response = await fetch(`${emulatorUrl}/_emulator/facebook/pages/${page.social_id}/posts`);
  const posts = ((await response.json()) as { data: { message: string | null }[] }).data;
  onNetwork += posts.filter((post) => post.message?.endsWith('of the benchmark')).length;
}
const allOut = (drifts.at(-1) ?? 0) / 1000;

console.log(
  `publish: ${POSTS} posts due in the same minute on ${PAGES} emulated Facebook Pages (PGlite, one process)`,
);
console.log(
  `  composed and scheduled through the API in ${(composeMs / 1000).toFixed(1)} s (${(POSTS / (composeMs / 1000)).toFixed(0)} posts/s)`,
);
console.log(
  `  all published ${allOut.toFixed(1)} s after the due time (${(POSTS / allOut).toFixed(1)} posts/s)`,
);
console.log(`  publish-time drift p50 ${pct(50)} s  p90 ${pct(90)} s  p99 ${pct(99)} s  max ${pct(100)} s`);
console.log(`  failed ${failed}; posts on the emulated Pages ${onNetwork} (expected ${POSTS})`);

// The calendar's month with every one of them in it.
const monthFrom = new Date(due.getTime() - 15 * 86_400_000).toISOString();
const monthTo = new Date(due.getTime() + 15 * 86_400_000).toISOString();
for (const round of ['first', 'second', 'third']) {
  const started = performance.now();
  const month = await call(app, api.post.calendar, { from: monthFrom, to: monthTo }, { as, game });
  console.log(
    `  calendar/list of a month with ${month.items.length} posts (${round} call): ${(performance.now() - started).toFixed(0)} ms`,
  );
}

await queue.stop();
await app.close();
await emulator.close();
await database.close();
