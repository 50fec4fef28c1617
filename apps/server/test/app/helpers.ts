import type { PostInput } from '@herald/contract';
import { uploads } from '../../src/db/schema/index.js';
import { startWorkers } from '../../src/jobs/queue.js';
import type { AppDeps } from '../../src/modules/app/deps.js';
import { appJobs } from '../../src/modules/app/jobs.js';
import { connectPages } from '../accounts/connect-helpers.js';
import { blankPost, startContentWorkers } from '../content/helpers.js';
import { buildGame, buildMember, buildUser, signInAs } from '../factories.js';
import { type TestApp, testModules } from '../harness.js';
import { control } from '../platforms/emulated.js';

/** The app module's dependencies in a test. */
export function testAppDeps(testApp: TestApp): AppDeps {
  return testModules(testApp).app;
}

/**
 * A game whose admin connected an emulated Facebook Page and the Instagram account linked to it, a
 * member who publishes from the phone (app_base), and the content and app workers running.
 */
export async function mobileReady(testApp: TestApp, emulatorUrl: string) {
  const { app, database, queue, logger } = testApp;
  await startContentWorkers(testApp);
  await startWorkers(queue, appJobs(testAppDeps(testApp)), logger, { pollingIntervalSeconds: 0.5 });
  const admin = await buildUser(database.db);
  const game = (await buildGame(database.db, [admin.id])).game_id;
  const as = await signInAs(database.db, admin.id);
  const [page] = await connectPages(app, emulatorUrl, as, game, 1);
  const [instagram] = await connectPages(app, emulatorUrl, as, game, 1, 'instagram');
  if (!page || !instagram) throw new Error('the accounts were not connected');
  const publisher = await buildMember(database.db, game, { keys: ['app_base'] });
  const phone = await signInAs(database.db, publisher.id);
  return { as, game, page, instagram, publisher, phone };
}

/** A finished upload of the game, as the uploads module records one. */
export async function storedImage(testApp: TestApp, gameId: number): Promise<number> {
  const [row] = await testApp.database.db
    .insert(uploads)
    .values({
      gameId,
      storageKey: `mobile-${Math.random().toString(36).slice(2)}`,
      name: 'key-art.jpg',
      kind: 'image',
      mime: 'image/jpeg',
      size: 120_000,
      sha1: 'b'.repeat(40),
      width: 1080,
      height: 1080,
      status: 'done',
    })
    .returning();
  if (!row) throw new Error('no upload');
  return row.id;
}

/** A post with a picture for these accounts, published now, with a mobile publisher. */
export function mobilePost(
  accountIds: number[],
  imageId: number,
  publisherId: number | null,
  text: string,
): PostInput {
  return blankPost({ account_ids: accountIds, image_ids: [imageId], text, mobile_publisher_id: publisherId });
}

/** The Instagram account's media on the emulator. */
export async function instagramMedia(emulatorUrl: string, igUserId: string) {
  const answer = (await control(emulatorUrl, `/facebook/instagram/${igUserId}/media`)) as {
    data: { id: string; caption: string | null }[];
  };
  return answer.data;
}

/** The publisher posts in the Instagram app: the media appears on the account outside the API. */
export function postFromPhone(emulatorUrl: string, igUserId: string, caption: string) {
  return control(emulatorUrl, `/facebook/instagram/${igUserId}/app-media`, { caption });
}
