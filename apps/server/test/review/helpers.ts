import { api, type PostInput } from '@herald/contract';
import { startWorkers } from '../../src/jobs/queue.js';
import type { ReviewDeps } from '../../src/modules/review/deps.js';
import { reviewJobs } from '../../src/modules/review/jobs.js';
import { pageReady } from '../content/helpers.js';
import { buildMember, type Caller, call, signInAs } from '../factories.js';
import { type TestApp, testModules } from '../harness.js';

export { blankPost, waitForStatus } from '../content/helpers.js';

/** The approval module's dependencies, from a test app. */
export function testReviewDeps(testApp: TestApp): ReviewDeps {
  return testModules(testApp).review;
}

/** Runs the content and approval workers in the test process. */
export async function startReviewWorkers(testApp: TestApp): Promise<void> {
  await startWorkers(testApp.queue, reviewJobs(testReviewDeps(testApp)), testApp.logger, {
    pollingIntervalSeconds: 0.5,
  });
}

export interface Reviewer {
  id: number;
  email: string;
  as: Caller;
}

/** A member of the game who may use the review screens. */
export async function buildReviewer(testApp: TestApp, game: number): Promise<Reviewer> {
  const { db } = testApp.database;
  const user = await buildMember(db, game, { keys: ['review_base'] });
  return { id: user.id, email: user.email, as: await signInAs(db, user.id) };
}

/**
 * A game with one emulated Facebook Page, its admin (the author), and two levels reviewed by A then
 * B through the default flow; workers running.
 */
export async function twoLevelGame(testApp: TestApp, emulatorUrl: string) {
  const { app } = testApp;
  const ready = await pageReady(testApp, emulatorUrl);
  await startReviewWorkers(testApp);
  const { as, game } = ready;
  const a = await buildReviewer(testApp, game);
  const b = await buildReviewer(testApp, game);
  await call(
    app,
    api.reviewConfig.configSave,
    {
      max_level: 2,
      levels: [
        { level: 1, content_name: 'Community lead' },
        { level: 2, content_name: 'Legal' },
      ],
      switchs: [{ content_type: 'post', network: 'facebook', enabled: true }],
      chats: [],
    },
    { as, game },
  );
  await call(
    app,
    api.reviewConfig.flowCreate,
    {
      name: 'Default',
      is_default: true,
      account_ids: [],
      levels: [
        { level: 1, reviewers: a.email },
        { level: 2, reviewers: b.email },
      ],
    },
    { as, game },
  );
  return { ...ready, a, b };
}

/** Submits a post for approval (or not, with review level null); answers its detail. */
export function submit(testApp: TestApp, as: Caller, game: number, post: PostInput, id?: number) {
  return call(testApp.app, api.post.submit, { ...(id === undefined ? {} : { id }), post }, { as, game });
}

/** Posts on an emulated Page carrying this text. */
export async function pagePosts(emulatorUrl: string, pageId: string, text: string) {
  const response = await fetch(`${emulatorUrl}/_emulator/facebook/pages/${pageId}/posts`);
  const body = (await response.json()) as { data: { message?: string }[] };
  return body.data.filter((post) => post.message === text);
}
