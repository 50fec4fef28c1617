import { api, errorCatalog } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, contentTargets } from '../../src/db/schema/index.js';
import { holdContents, postsUsingUploads, scheduledUsing } from '../../src/modules/content/index.js';
import { dueJob } from '../../src/modules/content/pipeline/due-job.js';
import { sweepJob } from '../../src/modules/content/pipeline/sweep-job.js';
import { buildGame, buildUser, type Caller, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { png } from '../uploads/fixtures.js';
import { declare, uploadRaw } from '../uploads/helpers.js';
import { block, pastDue, scheduledPost } from './held-helpers.js';
import { contentDeps, pageReady, waitForStatus } from './helpers.js';

const expired = { reason: 'material_expired' as const, materials: [{ id: 7, name: 'Key art' }] };

describe('held posts: a material a scheduled post uses can no longer be used', () => {
  const networks = useEmulator(46);
  const testApp = useTestApp({ env: networks.env, listen: true });
  let as: Caller;
  let game: number;
  let page: { id: number };
  let width = 800;

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
  });

  /** A picture uploaded through tus (the network fetches its bytes when it publishes). */
  async function picture(): Promise<number> {
    const { token } = await call(testApp().app, api.upload.credential, {}, { as, game });
    width += 1;
    const bytes = png(width, 600);
    const uploaded = await uploadRaw(
      testApp(),
      token,
      bytes,
      declare(bytes, 'art.png', 'image/png', 'image'),
    );
    expect(uploaded.response.status).toBe(204);
    return uploaded.id;
  }

  /** A post scheduled two hours ahead with a new picture, held as that picture's material expired. */
  async function heldPost(text: string) {
    const { app, database } = testApp();
    const upload = await picture();
    const post = scheduledPost([page.id], 2, { text, image_ids: [upload] });
    const { post: submitted } = await call(app, api.post.submit, { post }, { as, game });
    expect(await holdContents(database.db, game, [upload], expired)).toBe(1);
    await block(database.db, upload, 'material_expired');
    return { id: submitted.id, upload };
  }

  async function dueJobsOf(id: number): Promise<number> {
    const result = await testApp().database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'content.due' and (data->>'content_id')::int = ${id}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  it('shows the hold, is left scheduled by its due job and the sweep, and refuses publishing now', async () => {
    const { app, database } = testApp();
    const { id } = await heldPost('Held at its time');
    const detail = await call(app, api.post.detail, { id }, { as, game });
    expect(detail.post.held).toMatchObject(expired);
    expect(detail.actions).toEqual(expect.arrayContaining(['keep', 'revoke', 'reschedule']));
    expect(detail.actions).not.toContain('publish_now');
    expect(detail.events.map((event) => event.action)).toEqual(['edit', 'submit', 'hold']);
    const listed = await call(app, api.post.list, { keyword: 'Held at its time' }, { as, game });
    expect(listed.list.map((row) => [row.id, row.held?.reason, row.actions.includes('keep')])).toEqual([
      [id, 'material_expired', true],
    ]);

    await pastDue(database.db, id);
    const [row] = await database.db.select().from(contents).where(eq(contents.id, id));
    await dueJob(contentDeps(testApp())).handle({ content_id: id, version: row?.scheduleVersion ?? 0 });
    const jobs = await dueJobsOf(id);
    await sweepJob(contentDeps(testApp())).handle({});
    expect(await dueJobsOf(id)).toBe(jobs);
    const targets = await database.db.select().from(contentTargets).where(eq(contentTargets.contentId, id));
    expect(targets.map((target) => [target.result, target.round])).toEqual([['init', 0]]);
    expect((await call(app, api.post.detail, { id }, { as, game })).post.status).toBe('scheduled');

    const now = await fail(app, api.post.publishNow, { id }, { as, game });
    expect(now.code).toBe(errorCatalog.content_held.code);
    const batch = await call(app, api.post.batch, { action: 'publish_now', ids: [id] }, { as, game });
    expect(batch.results.map((result) => [result.ok, result.code])).toEqual([
      [false, errorCatalog.content_held.code],
    ]);
  });

  it('keep is refused while the file is blocked; once usable, kept past its time it publishes at once', async () => {
    const { app, database } = testApp();
    const { id, upload } = await heldPost('Kept after all');
    const logo = { reason: 'material_deleted' as const, materials: [{ id: 8, name: 'Logo' }] };
    expect(await holdContents(database.db, game, [upload], logo)).toBe(1);
    const refused = await fail(app, api.post.keep, { id }, { as, game });
    expect(refused.code).toBe(errorCatalog.material_expired.code);
    const still = await call(app, api.post.detail, { id }, { as, game });
    expect(still.post.held).toMatchObject({
      reason: 'material_expired',
      materials: [expired.materials[0], logo.materials[0]],
    });

    await block(database.db, upload, null);
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const moved = await call(
      app,
      api.post.reschedule,
      { id, scheduled_at: later, time_zone: 'UTC' },
      { as, game },
    );
    expect(moved.post.held).not.toBeNull();

    await pastDue(database.db, id);
    const kept = await call(app, api.post.keep, { id }, { as, game });
    expect(kept.post.held).toBeNull();
    expect(kept.actions).toContain('publish_now');
    const done = await waitForStatus(testApp(), as, game, id, ['published', 'publish_fail', 'publish_exc']);
    expect(done.post.status).toBe('published');
    expect(done.events.map((event) => event.action)).toEqual([
      'edit',
      'submit',
      'hold',
      'hold',
      'reschedule',
      'keep',
      'due',
      'settle',
    ]);
  });

  it('revoking a held post ends the hold; keep is refused for a post that is not held', async () => {
    const { app } = testApp();
    const { id } = await heldPost('Revoked instead');
    const revoked = await call(app, api.post.revoke, { id }, { as, game });
    expect([revoked.post.status, revoked.post.held]).toEqual(['revoked', null]);
    expect((await fail(app, api.post.keep, { id }, { as, game })).code).toBe(errorCatalog.content_state.code);

    const plain = scheduledPost([page.id], 2, { text: 'Never held' });
    const { post } = await call(app, api.post.submit, { post: plain }, { as, game });
    expect((await fail(app, api.post.keep, { id: post.id }, { as, game })).code).toBe(
      errorCatalog.content_state.code,
    );
  });

  it("editing a held post's body ends the hold once none of its files is blocked", async () => {
    const { app, database } = testApp();
    const { id, upload } = await heldPost('Edited');
    // A held post that is a draft again (as it would be if held while being edited).
    await database.db
      .update(contents)
      .set({ status: 'revoked', held: { ...expired, at: new Date().toISOString() } })
      .where(eq(contents.id, id));
    const withFile = scheduledPost([page.id], 2, { text: 'Edited', image_ids: [upload] });
    const kept = await call(app, api.post.save, { id, post: withFile }, { as, game });
    expect(kept.post.held).not.toBeNull();
    const withoutFile = scheduledPost([page.id], 2, { text: 'Edited without the picture' });
    const edited = await call(app, api.post.save, { id, post: withoutFile }, { as, game });
    expect(edited.post.held).toBeNull();
  });

  it('a post not held whose file became unusable fails with that reason when it goes out, nothing sent', async () => {
    const { app, database } = testApp();
    const upload = await picture();
    const post = scheduledPost([page.id], 2, {
      text: 'Approved after the rights ended',
      image_ids: [upload],
    });
    const { post: submitted } = await call(app, api.post.submit, { post }, { as, game });
    await block(database.db, upload, 'material_expired');
    const [row] = await database.db.select().from(contents).where(eq(contents.id, submitted.id));
    await dueJob(contentDeps(testApp())).handle({
      content_id: submitted.id,
      version: row?.scheduleVersion ?? 0,
    });
    const done = await waitForStatus(testApp(), as, game, submitted.id, [
      'publish_fail',
      'publish_exc',
      'published',
    ]);
    expect(done.post.status).toBe('publish_fail');
    expect(done.post.results.map((result) => [result.result, result.message])).toEqual([
      ['failed', 'The usage rights of this material have ended; it cannot be used for new posts'],
    ]);
    expect(done.attempts.map((attempt) => [attempt.action, attempt.outcome])).toEqual([
      ['publish', 'failed'],
    ]);
  });

  it("sees only the caller's game: another game holds, counts and lists nothing of this one", async () => {
    const { app, database } = testApp();
    const db = database.db;
    const upload = await picture();
    const post = scheduledPost([page.id], 2, { text: 'Only ours', image_ids: [upload] });
    const { post: ours } = await call(app, api.post.submit, { post }, { as, game });
    const stranger = await buildUser(db);
    const other = (await buildGame(db, [stranger.id])).game_id;
    const them = await signInAs(db, stranger.id);

    expect(await holdContents(db, other, [upload], expired)).toBe(0);
    expect(await scheduledUsing(db, other, [upload])).toBe(0);
    expect(await postsUsingUploads(db, other, [upload])).toEqual([]);
    expect((await call(app, api.post.detail, { id: ours.id }, { as, game })).post.held).toBeNull();

    expect(await scheduledUsing(db, game, [upload])).toBe(1);
    expect(await postsUsingUploads(db, game, [upload])).toEqual([
      expect.objectContaining({ id: ours.id, status: 'scheduled', networks: ['facebook'], held: false }),
    ]);
    expect(await holdContents(db, game, [upload], expired)).toBe(1);
    const refused = await fail(app, api.post.keep, { id: ours.id }, { as: them, game: other });
    expect(refused.code).toBe(errorCatalog.not_found.code);
    expect((await call(app, api.post.detail, { id: ours.id }, { as, game })).post.held).not.toBeNull();
  });
});
