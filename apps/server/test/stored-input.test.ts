import { API_PREFIX, api, emptyPostInput, HEADERS } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents, users } from '../src/db/schema/index.js';
import { buildAccount, buildGame, buildMember, call, fail, rawCall, signInAs } from './factories.js';
import { useTestApp } from './harness.js';

/** Input a column cannot hold is refused before anything is written, and one odd row never breaks a list. */
describe('input the database cannot store', () => {
  const testApp = useTestApp();

  async function member() {
    const { db } = testApp().database;
    const game = (await buildGame(db)).game_id;
    const user = await buildMember(db, game, { admin: true });
    const account = await buildAccount(db, game);
    return { db, game, account, as: await signInAs(db, user.id) };
  }

  const contentCount = async (game: number) => {
    const { db } = testApp().database;
    const [row] = await db.select({ n: count() }).from(contents).where(eq(contents.gameId, game));
    return row?.n ?? 0;
  };

  it('refuses an id larger than an integer column holds, storing nothing', async () => {
    const { app } = testApp();
    const { game, account, as } = await member();
    for (const post of [
      { ...emptyPostInput({ text: 'Big id' }), account_ids: [account.id], image_ids: [2_147_483_648] },
      { ...emptyPostInput({ text: 'Big id' }), thumbnail: { kind: 'file', file_id: 2_147_483_648 } },
    ]) {
      const refused = await fail(app, api.post.save, { post }, { as, game });
      expect([refused.status, refused.code]).toEqual([400, 1001]);
    }
    expect(await contentCount(game)).toBe(0);
    const list = await call(app, api.post.list, {}, { as, game });
    expect(list.total).toBe(0);
  });

  it('refuses a game id beyond an integer in X-Common-Params and a page beyond any list', async () => {
    const { app } = testApp();
    const { game, as } = await member();
    const perms = await fail(app, api.auth.perms, {}, { as, game: 2_147_483_648 });
    expect([perms.status, perms.code]).toEqual([400, 1201]);
    const page = await fail(app, api.post.list, { page: 1e300 }, { as, game });
    expect([page.status, page.code]).toEqual([400, 1001]);
  });

  it('refuses NUL and unpaired surrogates in any field, naming it, and writes nothing', async () => {
    const { app, database } = testApp();
    const { game, as } = await member();
    const withText = (text: string) => ({ post: emptyPostInput({ text }) });
    for (const text of ['a\u0000b', 'broken \ud800 half', '\udc00']) {
      const refused = await fail(app, api.post.save, withText(text), { as, game });
      expect({ status: refused.status, code: refused.code, path: refused.data?.issues?.[0]?.path }).toEqual({
        status: 400,
        code: 1001,
        path: 'post.text',
      });
    }
    // A well-formed pair (an emoji) is text like any other.
    await call(app, api.post.save, withText('gg 🎮'), { as, game });
    expect(await contentCount(game)).toBe(1);

    const signUp = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${api.auth.signUp.path}`,
      payload: { name: 'a\u0000b', email: 'nul@example.com', password: 'long enough password' },
      headers: { [HEADERS.commonParams]: '{}' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.headers['set-cookie']).toBeUndefined();
    const created = await database.db.select().from(users).where(eq(users.email, 'nul@example.com'));
    expect(created).toEqual([]);
  });

  it('lists every post even when one names media that is gone', async () => {
    const { app, database } = testApp();
    const { game, account, as } = await member();
    const saved = await call(
      app,
      api.post.save,
      { post: { ...emptyPostInput({ text: 'Kept' }), account_ids: [account.id] } },
      { as, game },
    );
    // Uploads removed since, or never of this game: the list shows the post without its preview.
    const { account_ids: _accounts, ...stored } = emptyPostInput({ text: 'Odd media' });
    for (const ids of [[987_654], [987_655]]) {
      const [row] = await database.db
        .insert(contents)
        .values({
          gameId: game,
          contentType: 'post',
          status: 'drafted',
          body: { ...stored, image_ids: ids },
          text: 'Odd media',
        })
        .returning();
      expect(row).toBeDefined();
    }
    const list = await rawCall(app, api.post.list, {}, { as, game });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { data: { total: number; list: { id: number }[] } };
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((item) => item.id)).toContain(saved.post.id);
  });
  it("lists and calendars a post whose stored body no longer fits today's schema", async () => {
    const { app, database } = testApp();
    const { game, as } = await member();
    const { account_ids: _accounts, ...stored } = emptyPostInput({ text: 'Older shape' });
    const scheduledAt = new Date('2031-03-04T05:00:00.000Z');
    // A body written by an older release: media named another way, a thumbnail of an unknown kind.
    for (const odd of [
      { image_ids: 'cover.png' },
      { thumbnail: { kind: 'frame', at: 3 } },
      { video_ids: [-1.5] },
    ]) {
      await database.db.insert(contents).values({
        gameId: game,
        contentType: 'post',
        status: 'scheduled',
        body: { ...stored, ...odd },
        text: 'Older shape',
        scheduledAt,
        timeZone: 'UTC',
      });
    }
    const list = await call(app, api.post.list, {}, { as, game });
    expect(list.total).toBe(3);
    expect(list.list.map((row) => [row.excerpt, row.media_count, row.preview_url])).toEqual(
      Array.from({ length: 3 }, () => ['Older shape', 0, null]),
    );
    const month = await call(
      app,
      api.post.calendar,
      { from: '2031-03-01T00:00:00.000Z', to: '2031-04-01T00:00:00.000Z' },
      { as, game },
    );
    expect(month.items).toHaveLength(3);
  });
});
