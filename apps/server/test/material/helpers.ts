import { randomBytes } from 'node:crypto';
import { api, type EndpointInput, emptyPostInput, type PostInput } from '@herald/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import {
  contentMedia,
  materialFolders,
  materialReviewLinks,
  materials,
  notifications,
  uploads,
} from '../../src/db/schema/index.js';
import { type MaterialDeps, materialDeps } from '../../src/modules/material/index.js';
import type { Mailer } from '../../src/modules/notices/index.js';
import { buildAccount, buildGame, buildMember, type Caller, call, signInAs } from '../factories.js';
import type { TestApp } from '../harness.js';

export interface Person {
  id: number;
  name: string;
  as: { as: Caller; game: number };
}

/**
 * A game with a manager (material_base and material_manage), two members who submit (material_base),
 * a publisher (game admin, who composes), and a member without the library.
 */
export async function materialGame(testApp: TestApp) {
  const { db } = testApp.database;
  const game = (await buildGame(db)).game_id;
  const person = async (options: Parameters<typeof buildMember>[2]): Promise<Person> => {
    const user = await buildMember(db, game, options);
    return { id: user.id, name: user.name, as: { as: await signInAs(db, user.id), game } };
  };
  return {
    game,
    manager: await person({ keys: ['material_base', 'material_manage'] }),
    alice: await person({ keys: ['material_base'] }),
    bob: await person({ keys: ['material_base'] }),
    admin: await person({ admin: true }),
    outsider: await person({ keys: ['content_base'] }),
  };
}

export type MaterialGame = Awaited<ReturnType<typeof materialGame>>;

/** A finished upload of the game as the uploads module records one (no bytes: for rules, not previews). */
export async function fakeUpload(
  db: Db,
  gameId: number,
  userId: number | null,
  values: Partial<typeof uploads.$inferInsert> = {},
) {
  const [row] = await db
    .insert(uploads)
    .values({
      gameId,
      userId,
      storageKey: `${Date.now()}-${randomBytes(8).toString('hex')}`,
      name: 'key-art.jpg',
      kind: 'image',
      mime: 'image/jpeg',
      size: 250_000,
      sha1: randomBytes(20).toString('hex'),
      width: 1080,
      height: 1080,
      status: 'done',
      ...values,
    })
    .returning();
  if (!row) throw new Error('upload not created');
  return row;
}

type SubmitInput = EndpointInput<typeof api.material.submit>;

/** Submits an upload as a material (default fields, a name from the upload). */
export function submit(
  app: FastifyInstance,
  person: Person,
  uploadId: number,
  fields: Partial<SubmitInput> = {},
) {
  return call(
    app,
    api.material.submit,
    { name: `Key art ${uploadId}`, upload_id: uploadId, ...fields },
    person.as,
  );
}

/** A fake upload submitted by `person`: the material it became. */
export async function submitted(testApp: TestApp, person: Person, fields: Partial<SubmitInput> = {}) {
  const upload = await fakeUpload(testApp.database.db, person.as.game, person.id);
  const { material } = await submit(testApp.app, person, upload.id, fields);
  return material;
}

/** A material submitted by `person` and approved by the manager. */
export async function approved(testApp: TestApp, world: MaterialGame, fields: Partial<SubmitInput> = {}) {
  const material = await submitted(testApp, world.alice, fields);
  await call(testApp.app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
  return material;
}

/** The material module's dependencies from a test app (a mailer that keeps what it sends, when given). */
export function testMaterialDeps(testApp: TestApp, mailer: Mailer | null = null): MaterialDeps {
  const { config, database, queue, logger } = testApp;
  return materialDeps({ config, db: database.db, queue, logger }, mailer);
}

/** The upload's block, as mediaForPublishing reads it. */
export async function blockOf(db: Db, uploadId: number): Promise<string | null> {
  const [row] = await db.select({ blocked: uploads.blocked }).from(uploads).where(eq(uploads.id, uploadId));
  return row?.blocked ?? null;
}

/** The notices a user was left. */
export function noticesOf(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

/** A Facebook page of the game the admin may publish to (no network call happens before its time). */
export async function pageOf(db: Db, gameId: number) {
  return buildAccount(db, gameId, { socialChannel: 'facebook' });
}

/** A post with this image, for these accounts, scheduled two hours ahead. */
export function scheduledPost(
  accountIds: number[],
  imageIds: number[],
  text = 'Season 3 is here',
): PostInput {
  return emptyPostInput({
    account_ids: accountIds,
    image_ids: imageIds,
    text,
    publish: {
      timing: 'schedule',
      scheduled_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      time_zone: 'UTC',
    },
  });
}

/** Records that a post uses an upload, as the content module's writes keep content_media. */
export async function recordUse(db: Db, gameId: number, contentId: number, uploadId: number) {
  await db.insert(contentMedia).values({ gameId, contentId, uploadId }).onConflictDoNothing();
}

/** How many rows each material table (and the notices) holds: a refusal must leave them as they were. */
export async function materialRowCounts(db: Db) {
  const tables = { materials, materialFolders, materialReviewLinks, notifications };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}
