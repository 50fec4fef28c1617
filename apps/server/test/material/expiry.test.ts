import { api, errorCatalog, MATERIAL_EXPIRY_NOTICE_DAYS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, materials } from '../../src/db/schema/index.js';
import { sweepMaterials } from '../../src/modules/material/jobs/expiry.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  approved,
  blockOf,
  type MaterialGame,
  materialGame,
  noticesOf,
  pageOf,
  recordUse,
  scheduledPost,
  testMaterialDeps,
} from './helpers.js';

const DAY = 86_400_000;

function rights(expiresAt: Date) {
  return { expires_at: expiresAt.toISOString(), regions: [], languages: [], licensor: 'Studio', notes: '' };
}

describe('usage rights ending', () => {
  const testApp = useTestApp();
  let world: MaterialGame;

  beforeAll(async () => {
    world = await materialGame(testApp());
  });

  const kindsFor = async (userId: number, materialId: number) =>
    (await noticesOf(testApp().database.db, userId))
      .filter((notice) => notice.params.material_id === materialId)
      .map((notice) => notice.kind);

  const rowOf = async (id: number) => {
    const [row] = await testApp().database.db.select().from(materials).where(eq(materials.id, id));
    if (!row) throw new Error('material gone');
    return row;
  };

  it('tells the owners once before the end, then blocks the file, holds its scheduled posts and tells them', async () => {
    const t = testApp();
    const { app, database } = t;
    const { db } = database;
    const now = new Date();
    const end = new Date(now.getTime() + 3 * DAY);
    const material = await approved(t, world, { name: 'Licensed art', rights: rights(end) });
    const page = await pageOf(db, world.game);
    const post = await call(
      app,
      api.post.submit,
      { post: scheduledPost([page.id], [material.file.id]), accept_risk: true },
      world.admin.as,
    );
    await recordUse(db, world.game, post.post.id, material.file.id);
    const deps = testMaterialDeps(t);

    // Three days before the end is inside the notice window: told once, whatever the sweeps.
    expect(MATERIAL_EXPIRY_NOTICE_DAYS).toBeGreaterThan(3);
    await sweepMaterials(deps, now);
    await sweepMaterials(deps, new Date(now.getTime() + DAY));
    expect(await kindsFor(world.alice.id, material.id)).toEqual(['material_approved', 'material_expiring']);
    expect(await kindsFor(world.manager.id, material.id)).toEqual([
      'material_submitted',
      'material_expiring',
    ]);
    expect(await blockOf(db, material.file.id)).toBeNull();

    const after = new Date(end.getTime() + 60_000);
    await sweepMaterials(deps, after);
    const ended = await rowOf(material.id);
    expect(ended.expiredAt?.toISOString()).toBe(after.toISOString());
    expect(await blockOf(db, material.file.id)).toBe('material_expired');
    const [held] = await db.select().from(contents).where(eq(contents.id, post.post.id));
    expect(held).toMatchObject({
      status: 'scheduled',
      held: { reason: 'material_expired', materials: [{ id: material.id, name: 'Licensed art' }] },
    });
    const [expiredNotice] = (await noticesOf(db, world.alice.id)).filter(
      (notice) => notice.params.material_id === material.id && notice.kind === 'material_expired',
    );
    expect(expiredNotice?.params).toMatchObject({ held: 1, material: 'Licensed art' });

    // Sweeping again changes nothing and tells nobody twice.
    await sweepMaterials(deps, new Date(after.getTime() + DAY));
    expect(await kindsFor(world.alice.id, material.id)).toEqual([
      'material_approved',
      'material_expiring',
      'material_expired',
    ]);
    expect((await rowOf(material.id)).expiredAt?.toISOString()).toBe(after.toISOString());

    // No new post may use it.
    const refused = await fail(
      app,
      api.post.submit,
      { post: scheduledPost([page.id], [material.file.id]), accept_risk: true },
      world.admin.as,
    );
    expect(refused.code).toBe(errorCatalog.material_expired.code);
  });

  it('a new end date re-opens the expiry: usable again when in the future, blocked at once when past', async () => {
    const t = testApp();
    const { app, database } = t;
    const { db } = database;
    const deps = testMaterialDeps(t);
    const now = new Date();
    const material = await approved(t, world, { rights: rights(new Date(now.getTime() + DAY)) });
    await sweepMaterials(deps, new Date(now.getTime() + 2 * DAY));
    expect(await blockOf(db, material.file.id)).toBe('material_expired');

    const extended = await call(
      app,
      api.material.update,
      { id: material.id, rights: rights(new Date(now.getTime() + 30 * DAY)) },
      world.manager.as,
    );
    expect(extended.expired).toBe(false);
    expect(await blockOf(db, material.file.id)).toBeNull();
    expect(await rowOf(material.id)).toMatchObject({ expiredAt: null, expiryNoticedAt: null });

    const past = new Date(now.getTime() - DAY);
    const ended = await call(
      app,
      api.material.update,
      { id: material.id, rights: rights(past) },
      world.manager.as,
    );
    expect(ended.expired).toBe(true);
    expect(await blockOf(db, material.file.id)).toBe('material_expired');
    await sweepMaterials(deps, now);
    expect((await rowOf(material.id)).expiredAt?.toISOString()).toBe(now.toISOString());
    // Only the fields sent changed.
    expect(ended.name).toBe(material.name);
  });
});
