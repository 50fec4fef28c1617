import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, materials, reportPosts } from '../../src/db/schema/index.js';
import { taskFields } from '../assign/helpers.js';
import { buildAccountPost, call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  approved,
  fakeUpload,
  type MaterialGame,
  materialGame,
  pageOf,
  recordUse,
  scheduledPost,
  submit,
  submitted,
} from './helpers.js';

const names = (page: { list: { name: string }[] }) => page.list.map((entry) => entry.name);

describe('the library', () => {
  const testApp = useTestApp();
  let world: MaterialGame;
  let folders: { root: number; child: number; other: number };

  beforeAll(async () => {
    const t = testApp();
    world = await materialGame(t);
    const folder = (name: string, parent_id: number | null = null) =>
      call(t.app, api.materialFolder.create, { name, parent_id }, world.manager.as).then((row) => row.id);
    const root = await folder('Season 3');
    folders = { root, child: await folder('Trailers', root), other: await folder('Brand') };
    const { db } = t.database;
    const add = async (name: string, values: Parameters<typeof fakeUpload>[3], fields = {}) => {
      const upload = await fakeUpload(db, world.game, world.alice.id, values);
      const { material } = await submit(t.app, world.alice, upload.id, { name, ...fields });
      await call(t.app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
      return material;
    };
    await add('Alpha poster', { size: 100_000 }, { tags: ['hero', 'launch'], folder_id: root });
    await add(
      'Beta trailer',
      { kind: 'video', mime: 'video/mp4', size: 9_000_000, durationMs: 30_000 },
      {
        tags: ['launch'],
        folder_id: folders.child,
      },
    );
    await add(
      'Gamma logo',
      { mime: 'image/png', size: 50_000 },
      { tags: ['brand'], folder_id: folders.other },
    );
    await add(
      'Delta expired',
      { size: 70_000 },
      {
        rights: {
          expires_at: '2020-01-01T00:00:00.000Z',
          regions: [],
          languages: [],
          licensor: '',
          notes: '',
        },
      },
    );
    await submitted(t, world.bob, { name: 'Pending poster' });
  });

  it('shows approved materials only, by any filter, newest first', async () => {
    const { app } = testApp();
    const all = await call(app, api.material.library, {}, world.bob.as);
    expect(names(all)).toEqual(['Delta expired', 'Gamma logo', 'Beta trailer', 'Alpha poster']);
    const search = (input: object) => call(app, api.material.library, input, world.bob.as).then(names);
    expect(await search({ keyword: 'POSTER' })).toEqual(['Alpha poster']);
    expect(await search({ tags: ['launch'] })).toEqual(['Beta trailer', 'Alpha poster']);
    expect(await search({ tags: ['launch', 'hero'] })).toEqual(['Alpha poster']);
    expect(await search({ kinds: ['video'] })).toEqual(['Beta trailer']);
    expect(await search({ folder_id: folders.root })).toEqual(['Beta trailer', 'Alpha poster']);
    expect(await search({ folder_id: folders.child })).toEqual(['Beta trailer']);
    expect(await search({ folder_id: null })).toEqual(['Delta expired']);
    expect(await search({ size_min: 60_000, size_max: 200_000 })).toEqual(['Delta expired', 'Alpha poster']);
    expect(await search({ usable_only: true })).toEqual(['Gamma logo', 'Beta trailer', 'Alpha poster']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await search({ created: { start: tomorrow, end: tomorrow } })).toEqual([]);
  });

  it('sorts by name and size either way, and pages', async () => {
    const { app } = testApp();
    const page = (input: object) => call(app, api.material.library, input, world.bob.as);
    expect(names(await page({ sort: 'name', order: 'asc' }))).toEqual([
      'Alpha poster',
      'Beta trailer',
      'Delta expired',
      'Gamma logo',
    ]);
    expect(names(await page({ sort: 'size', order: 'desc' }))[0]).toBe('Beta trailer');
    const second = await page({ sort: 'name', order: 'asc', page: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3, list: [{ name: 'Gamma logo' }] });
    const expired = (await page({ keyword: 'Delta' })).list[0];
    expect(expired).toMatchObject({ expired: true, rights: { expires_at: '2020-01-01T00:00:00.000Z' } });
  });

  it('counts the tags of approved materials, the most used first', async () => {
    const tags = await call(testApp().app, api.material.tags, {}, world.bob.as);
    expect(tags).toEqual([
      { tag: 'launch', count: 2 },
      { tag: 'brand', count: 1 },
      { tag: 'hero', count: 1 },
    ]);
  });

  it('shows a pending material only to its submitter and the managers', async () => {
    const { app } = testApp();
    const pending = await submitted(testApp(), world.alice, { name: 'Secret' });
    expect((await fail(app, api.material.detail, { id: pending.id }, world.bob.as)).code).toBe(
      errorCatalog.not_found.code,
    );
    expect((await call(app, api.material.detail, { id: pending.id }, world.alice.as)).status).toBe('pending');
    expect((await call(app, api.material.detail, { id: pending.id }, world.manager.as)).status).toBe(
      'pending',
    );
  });

  it('details a material’s fit per network, its posts with their figures, its tasks, and orders by use', async () => {
    const t = testApp();
    const { app, database } = t;
    const { db } = database;
    const wide = await fakeUpload(db, world.game, world.alice.id, { width: 3000, height: 1000 });
    const { material } = await submit(app, world.alice, wide.id, { name: 'Wide banner' });
    await call(app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
    const page = await pageOf(db, world.game);
    const scheduled = await call(
      app,
      api.post.submit,
      { post: scheduledPost([page.id], [wide.id], 'Out soon'), accept_risk: true },
      world.admin.as,
    );
    await recordUse(db, world.game, scheduled.post.id, wide.id);
    // A post that went out earlier, with the figures the reports module stored for it.
    const published = await call(
      app,
      api.post.save,
      { post: scheduledPost([page.id], [wide.id], 'Out already') },
      world.admin.as,
    );
    await db
      .update(contents)
      .set({ status: 'published', publishedAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(contents.id, published.post.id));
    await recordUse(db, world.game, published.post.id, wide.id);
    const accountPost = await buildAccountPost(db, page.id, { text: 'Out already', postedAt: new Date() });
    await db.insert(reportPosts).values({
      postId: accountPost.id,
      gameId: world.game,
      accountId: page.id,
      network: 'facebook',
      publishedAt: new Date(),
      contentId: published.post.id,
      metrics: { views: 1200, engagements: 85 },
    });
    const task = await call(
      app,
      api.assignTask.create,
      {
        fields: taskFields([world.admin.id], { material_ids: [wide.id], name: 'Banner push' }),
        publish: true,
      },
      world.admin.as,
    );

    const detail = await call(app, api.material.detail, { id: material.id }, world.bob.as);
    expect(detail.usage_count).toBe(3);
    expect(detail.scheduled_uses).toBe(1);
    expect(detail.fit.find((fit) => fit.network === 'instagram')).toMatchObject({
      verdict: 'warn',
      notes: expect.arrayContaining([
        { key: 'recommended_max', params: { what: 'aspect_ratio', value: '1.91:1' } },
      ]),
    });
    expect(detail.fit.find((fit) => fit.network === 'youtube')?.verdict).toBe('error');
    expect(detail.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'post',
          id: published.post.id,
          status: 'published',
          networks: ['facebook'],
          impressions: 1200,
          engagements: 85,
        }),
        expect.objectContaining({
          kind: 'post',
          id: scheduled.post.id,
          status: 'scheduled',
          impressions: null,
        }),
        expect.objectContaining({ kind: 'task', id: task.task.task_id, title: 'Banner push', networks: [] }),
      ]),
    );
    const byUse = await call(app, api.material.library, { sort: 'usage', order: 'desc' }, world.bob.as);
    expect(byUse.list[0]).toMatchObject({ id: material.id, usage_count: 3 });
  });

  it('refuses to delete a material scheduled posts use unless confirmed; then holds them and keeps the file', async () => {
    const t = testApp();
    const { app, database } = t;
    const { db } = database;
    const material = await approved(t, world, { name: 'To delete' });
    const unused = await approved(t, world, { name: 'Unused' });
    const page = await pageOf(db, world.game);
    const post = await call(
      app,
      api.post.submit,
      { post: scheduledPost([page.id], [material.file.id]), accept_risk: true },
      world.admin.as,
    );
    await recordUse(db, world.game, post.post.id, material.file.id);
    expect((await fail(app, api.material.delete, { ids: [material.id] }, world.alice.as)).status).toBe(403);
    const refused = await call(app, api.material.delete, { ids: [material.id, unused.id] }, world.manager.as);
    expect(refused).toEqual([
      expect.objectContaining({ id: material.id, ok: false, code: errorCatalog.material_in_use.code }),
      expect.objectContaining({ id: unused.id, ok: true }),
    ]);
    expect(refused[0]?.message).toContain('1 scheduled posts');
    expect(await db.select().from(materials).where(eq(materials.id, material.id))).toHaveLength(1);
    const confirmed = await call(
      app,
      api.material.delete,
      { ids: [material.id], confirm_in_use: true },
      world.manager.as,
    );
    expect(confirmed).toEqual([expect.objectContaining({ id: material.id, ok: true })]);
    const [held] = await db.select().from(contents).where(eq(contents.id, post.post.id));
    expect(held).toMatchObject({
      status: 'scheduled',
      held: { reason: 'material_deleted', materials: [{ id: material.id, name: 'To delete' }] },
    });
    const detail = await call(app, api.post.detail, { id: post.post.id }, world.admin.as);
    expect(detail.post.images.map((image) => image.id)).toEqual([material.file.id]);
    expect(detail.post.held).toMatchObject({ reason: 'material_deleted' });
    // A person keeps it: the hold is lifted, the post stays scheduled; keeping it again is refused.
    const kept = await call(app, api.post.keep, { id: post.post.id }, world.admin.as);
    expect(kept.post).toMatchObject({ status: 'scheduled', held: null });
    expect((await fail(app, api.post.keep, { id: post.post.id }, world.admin.as)).code).toBe(
      errorCatalog.content_state.code,
    );
  });
});
