import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { api } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { contentMedia } from '../../src/db/schema/index.js';
import { buildAccount, buildGame, buildUser, type Caller, call, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { mediaRows, scheduledPost, storedFile, uploadsOf } from './held-helpers.js';
import { blankPost } from './helpers.js';

/** The migration's one-time fill of content_media from the bodies of posts written before it. */
function backfillSql(): string {
  const migration = readFileSync(resolve(MIGRATIONS_FOLDER, '0010_material.sql'), 'utf8');
  const start = migration.indexOf('INSERT INTO "content_media"');
  const end = migration.indexOf('ON CONFLICT DO NOTHING;', start);
  if (start < 0 || end < 0) throw new Error('no backfill in the migration');
  return migration.slice(start, end + 'ON CONFLICT DO NOTHING;'.length);
}

describe('content_media: the files each post uses, kept with every write of its body', () => {
  const testApp = useTestApp();
  let as: Caller;
  let game: number;
  let account: number;

  beforeAll(async () => {
    const { database } = testApp();
    const user = await buildUser(database.db);
    game = (await buildGame(database.db, [user.id])).game_id;
    as = await signInAs(database.db, user.id);
    account = (await buildAccount(database.db, game)).id;
  });

  it('saving a new draft, saving it again, submitting, rescheduling and editing after a revoke', async () => {
    const { app, database } = testApp();
    const db = database.db;
    const [first, second, cover] = [
      await storedFile(db, game),
      await storedFile(db, game),
      await storedFile(db, game),
    ];
    const video = await storedFile(db, game, 'video');

    const draft = await call(
      app,
      api.post.save,
      { post: blankPost({ account_ids: [account], text: 'Two pictures', image_ids: [first, second] }) },
      { as, game },
    );
    expect(await uploadsOf(db, draft.post.id)).toEqual([first, second]);

    const thumbnail = { kind: 'file' as const, file_id: cover };
    await call(
      app,
      api.post.save,
      { id: draft.post.id, post: blankPost({ account_ids: [account], video_ids: [video], thumbnail }) },
      { as, game },
    );
    expect(await uploadsOf(db, draft.post.id)).toEqual([cover, video]);

    const submitted = await call(
      app,
      api.post.submit,
      { post: scheduledPost([account], 2, { image_ids: [first] }) },
      { as, game },
    );
    expect(submitted.post.status).toBe('scheduled');
    expect(await uploadsOf(db, submitted.post.id)).toEqual([first]);

    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const id = submitted.post.id;
    await call(app, api.post.reschedule, { id, scheduled_at: later, time_zone: 'UTC' }, { as, game });
    expect(await uploadsOf(db, id)).toEqual([first]);

    await call(app, api.post.revoke, { id }, { as, game });
    await call(
      app,
      api.post.save,
      { id, post: blankPost({ account_ids: [account], text: 'No picture' }) },
      { as, game },
    );
    expect(await uploadsOf(db, id)).toEqual([]);
  });

  it("records only the game's own uploads: another game's file named in a draft is left out", async () => {
    const { app, database } = testApp();
    const other = (await buildGame(database.db)).game_id;
    const foreign = await storedFile(database.db, other);
    const own = await storedFile(database.db, game);
    const saved = await call(
      app,
      api.post.save,
      { post: blankPost({ account_ids: [account], image_ids: [own, foreign] }) },
      { as, game },
    );
    expect(await uploadsOf(database.db, saved.post.id)).toEqual([own]);
  });

  it("the migration's backfill finds the same rows from the bodies as the writes kept", async () => {
    const { database } = testApp();
    const kept = await mediaRows(database.db, game);
    expect(kept.length).toBeGreaterThan(0);
    await database.db.delete(contentMedia).where(eq(contentMedia.gameId, game));
    await database.db.execute(sql.raw(backfillSql()));
    expect(await mediaRows(database.db, game)).toEqual(kept);
  });
});
