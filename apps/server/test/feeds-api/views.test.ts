import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { inboxGame } from './factories.js';

describe('feeds/view: saved inbox filters', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof inboxGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });
  const asMember = () => ({ as: g.member, game: g.game });

  beforeAll(async () => {
    g = await inboxGame(testApp().database.db);
  });

  it('refuses a nameless view or a filter it does not know, and finds no view of others to change', async () => {
    const { app, database } = testApp();
    const { db } = database;
    expect(await fail(app, api.feeds.viewSave, { name: ' ', filter: {} }, asAdmin())).toMatchObject({
      code: 1001,
    });
    expect(
      await fail(app, api.feeds.viewSave, { name: 'Odd', filter: { sentiments: ['furious'] } }, asAdmin()),
    ).toMatchObject({ code: 1001 });
    const shared = await call(app, api.feeds.viewSave, { name: 'Team', shared: true, filter: {} }, asAdmin());
    expect(
      await fail(app, api.feeds.viewSave, { id: shared.id, name: 'Mine now', filter: {} }, asMember()),
    ).toMatchObject({ status: 404 });
    expect(await fail(app, api.feeds.viewDelete, { id: shared.id }, asMember())).toMatchObject({
      status: 404,
    });
    const otherGame = (await buildGame(db)).game_id;
    const outsider = await signInAs(db, (await buildMember(db, otherGame, { admin: true })).id);
    expect(
      await fail(app, api.feeds.viewDelete, { id: shared.id }, { as: outsider, game: otherGame }),
    ).toMatchObject({
      status: 404,
    });
    expect(await call(app, api.feeds.viewList, {}, { as: outsider, game: otherGame })).toEqual([]);
    await call(app, api.feeds.viewDelete, { id: shared.id }, asAdmin());
  });

  it('lists the own views and the shared ones; only the owner changes or deletes', async () => {
    const { app } = testApp();
    const filter = { sentiments: ['negative' as const], keyword: '闪退' };
    const mine = await call(app, api.feeds.viewSave, { name: 'Crashes', filter }, asMember());
    expect(mine).toMatchObject({ name: 'Crashes', shared: false, mine: true });
    expect(mine.filter).toMatchObject({ sentiments: ['negative'], keyword: '闪退', include_own: false });
    const team = await call(app, api.feeds.viewSave, { name: 'Urgent', shared: true, filter: {} }, asAdmin());
    const privateOne = await call(app, api.feeds.viewSave, { name: 'Admin only', filter: {} }, asAdmin());

    const seenByMember = await call(app, api.feeds.viewList, {}, asMember());
    expect(seenByMember.map((view) => [view.id, view.mine])).toEqual([
      [mine.id, true],
      [team.id, false],
    ]);
    expect(seenByMember.map((view) => view.id)).not.toContain(privateOne.id);

    const renamed = await call(
      app,
      api.feeds.viewSave,
      { id: team.id, name: 'Urgent today', shared: true, filter: { states: ['new'] } },
      asAdmin(),
    );
    expect(renamed).toMatchObject({ id: team.id, name: 'Urgent today', filter: { states: ['new'] } });
    expect(await call(app, api.feeds.viewDelete, { id: mine.id }, asMember())).toBeNull();
    expect((await call(app, api.feeds.viewList, {}, asMember())).map((view) => view.id)).toEqual([team.id]);
  });
});
