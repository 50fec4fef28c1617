import { api, type ContentStatus, type PostInput } from '@herald/contract';
import { startWorkers } from '../../src/jobs/queue.js';
import type { ContentDeps } from '../../src/modules/content/deps.js';
import { contentJobs } from '../../src/modules/content/jobs.js';
import { uploadedMedia } from '../../src/modules/content/media.js';
import { type Caller, call } from '../factories.js';
import type { TestApp } from '../harness.js';

/** A post form with nothing chosen, as the compose screen starts. */
export function blankPost(overrides: Partial<PostInput> = {}): PostInput {
  return {
    account_ids: [],
    title: '',
    text: '',
    network_texts: {},
    text_synced: true,
    poll: null,
    image_ids: [],
    video_ids: [],
    thumbnail: null,
    review_level: null,
    emoji: null,
    location: null,
    tag_people: [],
    attached_link: null,
    publish: { timing: 'immediate' },
    timeout_action: 'hold_on',
    collaborators: [],
    mobile_publisher_id: null,
    options: {},
    ...overrides,
  };
}

/** What the content module's jobs work with, from a test app. */
export function contentDeps(testApp: TestApp): ContentDeps {
  const { database, vault, platforms, queue, logger, config } = testApp;
  return {
    db: database.db,
    vault,
    platforms,
    queue,
    logger,
    publicUrl: undefined,
    media: uploadedMedia(),
    leaseSeconds: config.PUBLISH_LEASE_SECONDS,
    reconcileSeconds: config.PUBLISH_RECONCILE_SECONDS,
  };
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
