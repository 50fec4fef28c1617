import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, socialAccounts } from '../../src/db/schema/index.js';
import {
  buildAccount,
  buildGame,
  buildMember,
  buildUser,
  type Caller,
  call,
  fail,
  grantAccounts,
  signInAs,
} from '../factories.js';
import { useTestApp } from '../harness.js';
import { blankPost } from './helpers.js';

describe('which posts a member sees in lists, the calendar and details', () => {
  const testApp = useTestApp();
  let game: number;
  let admin: Caller;
  let member: Caller;
  /** Post ids by what they are. */
  const posts: Record<'granted' | 'hidden' | 'unassigned' | 'own', number> = {
    granted: 0,
    hidden: 0,
    unassigned: 0,
    own: 0,
  };
  const around = () => ({
    from: new Date(Date.now() - 3_600_000).toISOString(),
    to: new Date(Date.now() + 3_600_000).toISOString(),
  });

  beforeAll(async () => {
    const { db } = testApp().database;
    const adminUser = await buildUser(db);
    game = (await buildGame(db, [adminUser.id])).game_id;
    admin = await signInAs(db, adminUser.id);
    const memberUser = await buildMember(db, game, { keys: ['content_base'] });
    member = await signInAs(db, memberUser.id);
    const seen = await buildAccount(db, game);
    const unseen = await buildAccount(db, game);
    await grantAccounts(db, game, memberUser.id, [seen.id]);
    const save = async (as: Caller, text: string, accountIds: number[]) =>
      (
        await call(
          testApp().app,
          api.post.save,
          { post: blankPost({ text, account_ids: accountIds }) },
          { as, game },
        )
      ).post.id;
    posts.granted = await save(admin, 'To a granted account', [seen.id, unseen.id]);
    posts.hidden = await save(admin, 'Only to an account the member cannot see', [unseen.id]);
    posts.unassigned = await save(admin, 'No account yet', []);
    // The member's post (written by them, say, before their grant was taken away) to an account they
    // cannot see: still theirs to see.
    posts.own = await save(admin, 'Mine', [unseen.id]);
    await db.update(contents).set({ authorId: memberUser.id }).where(eq(contents.id, posts.own));
  });

  const expectedForMember = () => [posts.granted, posts.unassigned, posts.own].sort((a, b) => a - b);

  it('lists own posts, posts without accounts and posts to a granted account, not the others', async () => {
    const page = await call(testApp().app, api.post.list, { page_size: 50 }, { as: member, game });
    expect(page.list.map((post) => post.id).sort((a, b) => a - b)).toEqual(expectedForMember());
    expect(page.total).toBe(3);
  });

  it('gives the same total on a full page, the last page and a page past the end', async () => {
    const page = (n: number) =>
      call(testApp().app, api.post.list, { page: n, page_size: 2 }, { as: member, game });
    const [first, last, past] = await Promise.all([page(1), page(2), page(5)]);
    expect([first.list.length, last.list.length, past.list.length]).toEqual([2, 1, 0]);
    expect([first.total, last.total, past.total]).toEqual([3, 3, 3]);
  });

  it('shows the same posts on the calendar', async () => {
    const month = await call(testApp().app, api.post.calendar, around(), { as: member, game });
    expect(month.items.map((post) => post.id).sort((a, b) => a - b)).toEqual(expectedForMember());
  });

  it('answers not_found for the detail of a post going only to an account the member cannot see', async () => {
    const hidden = await fail(testApp().app, api.post.detail, { id: posts.hidden }, { as: member, game });
    expect(hidden.code).toBe(errorCatalog.not_found.code);
    const own = await call(testApp().app, api.post.detail, { id: posts.own }, { as: member, game });
    expect(own.post.id).toBe(posts.own);
  });

  it('shows a game admin every post of the game', async () => {
    const page = await call(testApp().app, api.post.list, { page_size: 50 }, { as: admin, game });
    expect(page.list.map((post) => post.id)).toEqual(expect.arrayContaining(Object.values(posts)));
  });

  it('shows a game admin a post whose only account was disconnected since', async () => {
    const { db } = testApp().database;
    const gone = await buildAccount(db, game);
    const saved = await call(
      testApp().app,
      api.post.save,
      { post: blankPost({ text: 'To an account removed later', account_ids: [gone.id] }) },
      { as: admin, game },
    );
    // Written by someone else, so only the admin's standing shows it (not authorship).
    const writer = await buildUser(db);
    await db.update(contents).set({ authorId: writer.id }).where(eq(contents.id, saved.post.id));
    await db.delete(socialAccounts).where(eq(socialAccounts.id, gone.id));
    const page = await call(testApp().app, api.post.list, { page_size: 50 }, { as: admin, game });
    expect(page.list.map((post) => post.id)).toContain(saved.post.id);
    const hidden = await call(testApp().app, api.post.list, { page_size: 50 }, { as: member, game });
    expect(hidden.list.map((post) => post.id)).not.toContain(saved.post.id);
  });
});
