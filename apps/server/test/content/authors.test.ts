import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMember, buildUser, type Caller, call, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { blankPost } from './helpers.js';

describe('post authors, for the author filter', () => {
  const testApp = useTestApp();
  let game: number;
  let admin: Caller;
  let writer: Caller;
  let viewer: Caller;
  /** The two authors, by id and name, as post/authors names them. */
  let adminUser: { id: number; name: string };
  let writerUser: { id: number; name: string };

  /** A draft not going to any account yet: every member of the game sees it. */
  const draft = (as: Caller, text: string, inGame = game) =>
    call(testApp().app, api.post.save, { post: blankPost({ text }) }, { as, game: inGame });

  beforeAll(async () => {
    const { db } = testApp().database;
    adminUser = await buildUser(db, { name: 'Zoe Admin' });
    game = (await buildGame(db, [adminUser.id])).game_id;
    admin = await signInAs(db, adminUser.id);
    writerUser = await buildMember(db, game, { keys: ['content_base', 'content_compose'] });
    writer = await signInAs(db, writerUser.id);
    viewer = await signInAs(db, (await buildMember(db, game, { keys: ['content_base'] })).id);
    await draft(admin, 'Patch notes');
    await draft(writer, 'Season 3 teaser');
    await draft(writer, 'Season 3 launch');
  });

  it('names each author of the posts the caller sees once, to a caller who may not list members', async () => {
    const authors = await call(testApp().app, api.post.authors, {}, { as: viewer, game });
    const expected = [adminUser, writerUser]
      .map((user) => ({ user_id: user.id, name: user.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(authors).toEqual(expected);
    const mine = await call(
      testApp().app,
      api.post.list,
      { author_ids: [writerUser.id] },
      { as: viewer, game },
    );
    expect(mine.list.map((post) => post.excerpt).sort()).toEqual(['Season 3 launch', 'Season 3 teaser']);
  });

  it('leaves out the authors of another game and of deleted posts', async () => {
    const { db } = testApp().database;
    const other = await buildUser(db, { name: 'Other Studio' });
    const otherGame = (await buildGame(db, [other.id])).game_id;
    await draft(await signInAs(db, other.id), 'Elsewhere', otherGame);
    const gone = await buildMember(db, game, { keys: ['content_base', 'content_compose'] });
    const goneCaller = await signInAs(db, gone.id);
    const removed = await draft(goneCaller, 'Withdrawn');
    await call(testApp().app, api.post.delete, { id: removed.post.id }, { as: goneCaller, game });
    const authors = await call(testApp().app, api.post.authors, {}, { as: viewer, game });
    expect(authors.map((author) => author.user_id).sort()).toEqual([adminUser.id, writerUser.id].sort());
  });
});
