import { api, type ContentStatus, emptyPostInput } from '@herald/contract';
import { startWorkers } from '../../src/jobs/queue.js';
import type { ContentDeps } from '../../src/modules/content/deps.js';
import { contentJobs } from '../../src/modules/content/jobs.js';
import { connectPages } from '../accounts/connect-helpers.js';
import { buildGame, buildUser, type Caller, call, signInAs } from '../factories.js';
import { type TestApp, testModules } from '../harness.js';

/** A post form with nothing chosen, as the compose screen starts. */
export const blankPost = emptyPostInput;

/** What the content module's jobs work with, from a test app. */
export function contentDeps(testApp: TestApp): ContentDeps {
  return testModules(testApp).content;
}

/** Runs the content module's workers in the test process, polling often so tests stay quick. */
export async function startContentWorkers(testApp: TestApp): Promise<void> {
  const { queue, logger } = testApp;
  await startWorkers(queue, contentJobs(contentDeps(testApp)), logger, { pollingIntervalSeconds: 0.5 });
}

/** Waits until the post reaches one of these statuses (the pipeline runs in jobs). */
export async function waitForStatus(
  testApp: TestApp,
  as: Caller,
  game: number,
  id: number,
  statuses: readonly ContentStatus[],
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await call(testApp.app, api.post.detail, { id }, { as, game });
    if (statuses.includes(detail.post.status)) return detail;
    if (Date.now() > deadline) throw new Error(`post ${id} is still ${detail.post.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The admin of a fresh game, signed in, with one emulated Facebook Page connected and the workers running. */
export async function pageReady(testApp: TestApp, emulatorUrl: string) {
  const { app, database } = testApp;
  await startContentWorkers(testApp);
  const user = await buildUser(database.db);
  const game = (await buildGame(database.db, [user.id])).game_id;
  const as = await signInAs(database.db, user.id);
  const [page] = await connectPages(app, emulatorUrl, as, game, 1);
  if (!page) throw new Error('no page connected');
  return { as, game, page, email: user.email };
}
