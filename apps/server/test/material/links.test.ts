import { api, errorCatalog, type MaterialLinkInfo } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.js';
import { materialReviewLinks, materials } from '../../src/db/schema/index.js';
import { linkMailJob } from '../../src/modules/material/links/mail.js';
import type { MailMessage } from '../../src/modules/notices/index.js';
import { storeDerivedFile } from '../../src/modules/uploads/index.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { png } from '../uploads/fixtures.js';
import {
  approved,
  blockOf,
  type MaterialGame,
  materialGame,
  noticesOf,
  submit,
  submitted,
  testMaterialDeps,
} from './helpers.js';

const REVIEWER = 'Licensor@Studio.test';

describe('the outside reviewer’s link', () => {
  const testApp = useTestApp();
  let world: MaterialGame;
  const inbox: MailMessage[] = [];

  beforeAll(async () => {
    world = await materialGame(testApp());
  });

  /** Sends a link for the material and runs its e-mail job: answers the token the e-mail carries. */
  async function linkFor(materialId: number, note = ''): Promise<string> {
    const { app, database } = testApp();
    await call(app, api.materialLink.send, { id: materialId, email: REVIEWER, note }, world.manager.as);
    const [link] = await database.db
      .select()
      .from(materialReviewLinks)
      .where(eq(materialReviewLinks.materialId, materialId))
      .orderBy(sql`${materialReviewLinks.id} desc`);
    if (!link) throw new Error('no link stored');
    const deps = testMaterialDeps(testApp(), { send: async (message) => void inbox.push(message) });
    await linkMailJob(deps).handle({ link_id: link.id, note });
    const mail = inbox.at(-1);
    const token = mail ? /\/material\/decide\?token=(\S+)/.exec(mail.text)?.[1] : undefined;
    if (!token) throw new Error('no link in the e-mail');
    return decodeURIComponent(token);
  }

  it('only a manager sends one, for a pending material; the e-mail carries a token nobody stored', async () => {
    const { app, database } = testApp();
    const material = await submitted(testApp(), world.alice, { name: 'Crossover art' });
    const input = { id: material.id, email: REVIEWER };
    expect((await fail(app, api.materialLink.send, input, world.alice.as)).status).toBe(403);
    const decided = await approved(testApp(), world);
    expect(
      (await fail(app, api.materialLink.send, { ...input, id: decided.id }, world.manager.as)).code,
    ).toBe(errorCatalog.material_decided.code);
    const token = await linkFor(material.id, 'Please check the logo');
    const mail = inbox.at(-1);
    expect(mail).toMatchObject({
      to: REVIEWER.toLowerCase(),
      subject: '[Herald] Your review is asked: Crossover art',
    });
    expect(mail?.text).toContain('Note: Please check the logo');
    const stored = await database.db
      .select({ hash: materialReviewLinks.tokenHash })
      .from(materialReviewLinks)
      .where(eq(materialReviewLinks.materialId, material.id));
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toContain(token);
    const [queued] = await queryRows<{ data: unknown }>(
      database.db,
      sql`select data from pgboss.job where name = 'material.link-mail' order by created_on desc limit 1`,
    );
    expect(JSON.stringify(queued?.data)).not.toContain(token);
  });

  it('shows the material with short-lived file links, decides once, and records the reviewer’s e-mail', async () => {
    const { app, database } = testApp();
    const material = await submitted(testApp(), world.alice, {
      name: 'Collab poster',
      default_description: 'Hi',
    });
    const token = await linkFor(material.id);
    const info = await call(app, api.materialLink.info, { token }, {});
    expect(info).toMatchObject({
      reviewer: REVIEWER.toLowerCase(),
      name: 'Collab poster',
      default_description: 'Hi',
      kind: 'image',
      submitted_by: world.alice.name,
      state: 'open',
      status: 'pending',
      thumbnail_url: null,
    });
    const file = new URL(info.file_url);
    expect(file.searchParams.get('part')).toBe('file');

    const silent = await fail(app, api.materialLink.decide, { token, decision: 'reject' }, {});
    expect(silent.code).toBe(errorCatalog.material_reject_comment.code);
    const decided: MaterialLinkInfo = await call(
      app,
      api.materialLink.decide,
      { token, decision: 'approve' },
      {},
    );
    expect(decided).toMatchObject({ state: 'decided', status: 'approved' });
    const [row] = await database.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: REVIEWER.toLowerCase() });
    expect(await blockOf(database.db, material.file.id)).toBeNull();
    const [told] = (await noticesOf(database.db, world.alice.id)).filter(
      (notice) => notice.params.material_id === material.id && notice.kind === 'material_approved',
    );
    expect(told?.params.by).toBe(REVIEWER.toLowerCase());

    const again = await fail(app, api.materialLink.decide, { token, decision: 'reject', comment: 'No' }, {});
    expect(again).toMatchObject({ status: 410, code: errorCatalog.material_link_invalid.code });
    expect((await call(app, api.materialLink.info, { token }, {})).state).toBe('decided');
  });

  it('refuses an unknown or expired link, and leaves a link open when the console decided first', async () => {
    const { app, database } = testApp();
    const unknown = await fail(app, api.materialLink.info, { token: 'x'.repeat(43) }, {});
    expect(unknown.code).toBe(errorCatalog.material_link_invalid.code);

    const material = await submitted(testApp(), world.alice);
    const token = await linkFor(material.id);
    await call(app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
    const late = await fail(app, api.materialLink.decide, { token, decision: 'approve' }, {});
    expect(late.code).toBe(errorCatalog.material_decided.code);
    expect((await call(app, api.materialLink.info, { token }, {})).state).toBe('decided');

    await database.db
      .update(materialReviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(materialReviewLinks.materialId, material.id));
    expect((await fail(app, api.materialLink.info, { token }, {})).code).toBe(
      errorCatalog.material_link_invalid.code,
    );
  });

  it('serves the file while the link is valid, and nothing after', async () => {
    const t = testApp();
    const { app, database } = t;
    const bytes = png(40, 20);
    const stored = await storeDerivedFile(database.db, testMaterialDeps(t).storage, {
      gameId: world.game,
      name: 'poster.png',
      mime: 'image/png',
      bytes,
      width: 40,
      height: 20,
    });
    const { material } = await submit(app, world.alice, stored.id);
    const token = await linkFor(material.id);
    const { file_url } = await call(app, api.materialLink.info, { token }, {});
    const url = new URL(file_url);
    const served = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // No thumbnail yet (its preview has not run).
    const thumbnail = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search.replace('part=file', 'part=thumbnail')}`,
    });
    expect(thumbnail.statusCode).toBe(404);
    await database.db
      .update(materialReviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(materialReviewLinks.materialId, material.id));
    const expired = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(expired.statusCode).toBe(410);
  });
});
