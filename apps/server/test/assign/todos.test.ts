import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPosts, tasks, todoLinks } from '../../src/db/schema/index.js';
import {
  buildAccount,
  buildAccountPost,
  buildGame,
  buildMember,
  call,
  fail,
  grantAccounts,
  signInAs,
} from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, assignRowCounts, createTask, noticesOf, todoOf } from './helpers.js';

/** To-dos (SPEC §4 todo and link): complete, reject, link states, the link screen, every refusal. */
describe('to-dos and their posts', () => {
  const testApp = useTestApp();
  let world: AssignGame;
  /** An account Alice and Bob both post from, and one of Bob's own. */
  let shared: number;
  let bobsOwn: number;

  beforeAll(async () => {
    const { db } = testApp().database;
    world = await assignGame(testApp());
    shared = (await buildAccount(db, world.game, { socialAccount: 'Shared page' })).id;
    bobsOwn = (await buildAccount(db, world.game, { socialAccount: 'Bob page', socialChannel: 'twitter' }))
      .id;
    await grantAccounts(db, world.game, world.alice.id, [shared]);
    await grantAccounts(db, world.game, world.bob.id, [shared, bobsOwn]);
  });

  let postSequence = 0;
  const post = (accountId: number, text = 'A post', hoursAgo = 1) => {
    postSequence += 1;
    return buildAccountPost(testApp().database.db, accountId, {
      text,
      postedAt: new Date(Date.now() - hoursAgo * 3_600_000 - postSequence),
      permalink: `https://example.test/p/${postSequence}`,
    }).then((row) => row.id);
  };

  async function refused(
    endpoint: Parameters<typeof fail>[1],
    input: unknown,
    code: number,
    as = world.alice.as,
  ) {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const result = await fail(app, endpoint, input, as);
    expect(result.code, result.msg).toBe(code);
    expect(await assignRowCounts(database.db)).toEqual(before);
    return result;
  }

  it('complete needs a linked post; then the creator is told, with the note kept', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world);
    const todo = todoOf(detail, world.alice.id);
    await refused(api.assignTodo.complete, { id: todo, note: '' }, 2213);
    const before = await call(app, api.assignTodo.detail, { id: todo }, world.alice.as);
    expect(before.can).toEqual({ complete: false, reject: true, link: true, ask: true });
    const linked = await call(
      app,
      api.assignTodo.link,
      { id: todo, post_ids: [await post(shared)] },
      world.alice.as,
    );
    expect(linked.can.complete).toBe(true);
    const done = await call(
      app,
      api.assignTodo.complete,
      { id: todo, note: 'Posted on both' },
      world.alice.as,
    );
    expect(done.todo).toMatchObject({ status: 'completed', note: 'Posted on both' });
    expect(done.todo.completed_at).not.toBeNull();
    expect(done.can).toEqual({ complete: false, reject: false, link: false, ask: true });
    const told = (await noticesOf(database.db, world.lead.id)).filter(
      (notice) => notice.params.task_id === detail.task.task_id,
    );
    expect(told.map((notice) => [notice.kind, notice.params.receiver])).toEqual([
      ['assign_todo_completed', world.alice.name],
    ]);
    const history = await call(app, api.assignTask.detail, { id: detail.task.task_id }, world.lead.as);
    expect(history.history[0]).toMatchObject({ event: 'todo_completed', detail: { note: 'Posted on both' } });
    expect(history.task.counts).toMatchObject({ completed: 1, pending: 1 });
  });

  it('reject needs a reason; the creator is told why', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world);
    const todo = todoOf(detail, world.bob.id);
    await refused(api.assignTodo.reject, { id: todo, reason: '   ' }, 1001, world.bob.as);
    const rejected = await call(
      app,
      api.assignTodo.reject,
      { id: todo, reason: 'Not my region' },
      world.bob.as,
    );
    expect(rejected.todo).toMatchObject({ status: 'rejected', reason: 'Not my region' });
    const told = (await noticesOf(database.db, world.lead.id)).filter(
      (notice) => notice.params.task_id === detail.task.task_id,
    );
    expect(told.map((notice) => [notice.kind, notice.params.reason])).toEqual([
      ['assign_todo_rejected', 'Not my region'],
    ]);
  });

  it('refuses every to-do action the task or to-do state does not allow, writing nothing', async () => {
    const { app, database } = testApp();
    const open = await createTask(app, world);
    const completed = todoOf(open, world.alice.id);
    const rejected = todoOf(open, world.bob.id);
    const first = await post(shared);
    await call(app, api.assignTodo.link, { id: completed, post_ids: [first] }, world.alice.as);
    await call(app, api.assignTodo.complete, { id: completed, note: '' }, world.alice.as);
    await call(app, api.assignTodo.reject, { id: rejected, reason: 'No' }, world.bob.as);
    const spare = await post(shared);
    const actions = (id: number) =>
      [
        [api.assignTodo.complete, { id, note: '' }],
        [api.assignTodo.reject, { id, reason: 'Late' }],
        [api.assignTodo.link, { id, post_ids: [spare] }],
        [api.assignTodo.unlink, { id, post_id: first }],
      ] as const;
    for (const [endpoint, input] of actions(completed)) await refused(endpoint, input, 2204);
    for (const [endpoint, input] of actions(rejected)) await refused(endpoint, input, 2205, world.bob.as);

    const ended = await createTask(app, world);
    await call(app, api.assignTask.abandon, { id: ended.task.task_id, reason: '' }, world.lead.as);
    for (const [endpoint, input] of actions(todoOf(ended, world.alice.id)))
      await refused(endpoint, input, 2202);
    const expired = await createTask(app, world);
    await database.db
      .update(tasks)
      .set({ status: 'ended', endReason: 'expired', endedAt: new Date() })
      .where(eq(tasks.id, expired.task.task_id));
    await refused(api.assignTodo.complete, { id: todoOf(expired, world.alice.id), note: '' }, 2202);
    await call(app, api.assignTask.delete, { id: ended.task.task_id }, world.lead.as);
    for (const [endpoint, input] of actions(todoOf(ended, world.alice.id)))
      await refused(endpoint, input, 2203);
    // A deleted task's to-do still opens, saying the task was deleted; it is gone from the list.
    const gone = await call(
      app,
      api.assignTodo.detail,
      { id: todoOf(ended, world.alice.id) },
      world.alice.as,
    );
    expect(gone.task.status).toBe('deleted');
    const list = await call(app, api.assignTodo.list, { page_size: 200 }, world.alice.as);
    expect(list.list.map((todo) => todo.todo_id)).not.toContain(todoOf(ended, world.alice.id));
  });

  it('only the receiver acts on a to-do: another receiver finds nothing, a lead may not act for them', async () => {
    const { app } = testApp();
    const detail = await createTask(app, world);
    const alices = todoOf(detail, world.alice.id);
    await refused(api.assignTodo.reject, { id: alices, reason: 'x' }, 404, world.bob.as);
    await refused(api.assignTodo.reject, { id: alices, reason: 'x' }, 403, world.lead.as);
    await refused(api.assignTodo.link, { id: alices, post_ids: [await post(shared)] }, 404, world.bob.as);
    const otherGame = await assignGame(testApp());
    await refused(api.assignTodo.reject, { id: alices, reason: 'x' }, 404, otherGame.lead.as);
    await refused(api.assignTodo.links, { todo_id: alices }, 404, otherGame.lead.as);
    // The lead reads it, and cannot act on it.
    const asLead = await call(app, api.assignTodo.detail, { id: alices }, world.lead.as);
    expect(asLead.can).toEqual({ complete: false, reject: false, link: false, ask: false });
  });

  it('shows each post’s link state for the to-do: linked, unlink, tasked, todoed, nolink', async () => {
    const { app } = testApp();
    const task = await createTask(app, world);
    const otherTask = await createTask(app, world, { receivers: [world.alice.id] });
    const mine = todoOf(task, world.alice.id);
    const linked = await post(shared, 'linked here');
    const unlinked = await post(shared, 'taken back');
    const tasked = await post(shared, 'another task has it');
    const todoed = await post(shared, 'Bob has it');
    const free = await post(shared, 'nobody has it');
    await call(app, api.assignTodo.link, { id: mine, post_ids: [linked, unlinked] }, world.alice.as);
    await call(app, api.assignTodo.unlink, { id: mine, post_id: unlinked }, world.alice.as);
    await call(
      app,
      api.assignTodo.link,
      { id: todoOf(otherTask, world.alice.id), post_ids: [tasked] },
      world.alice.as,
    );
    await call(
      app,
      api.assignTodo.link,
      { id: todoOf(task, world.bob.id), post_ids: [todoed] },
      world.bob.as,
    );
    const page = await call(app, api.assignTodo.links, { todo_id: mine }, world.alice.as);
    const state = (id: number) => page.list.find((entry) => entry.post_id === id)?.link_status;
    expect([linked, unlinked, tasked, todoed, free].map(state)).toEqual([
      'linked',
      'unlink',
      'tasked',
      'todoed',
      'nolink',
    ]);
    // Only nolink and unlink posts can be linked.
    await refused(api.assignTodo.link, { id: mine, post_ids: [tasked] }, 2212);
    await refused(api.assignTodo.link, { id: mine, post_ids: [free, todoed] }, 2212);
    const relinked = await call(
      app,
      api.assignTodo.link,
      { id: mine, post_ids: [unlinked, free, linked] },
      world.alice.as,
    );
    expect(relinked.linked.map((entry) => entry.post_id).sort()).toEqual([linked, unlinked, free].sort());
    expect(relinked.linked.every((entry) => entry.link_status === 'linked')).toBe(true);
    // A post that is not of the receiver's accounts, or of another game, is unknown.
    await refused(api.assignTodo.link, { id: mine, post_ids: [await post(bobsOwn)] }, 1304);
    const foreignGame = (await buildGame(testApp().database.db)).game_id;
    const foreign = await buildAccount(testApp().database.db, foreignGame);
    await refused(api.assignTodo.link, { id: mine, post_ids: [await post(foreign.id)] }, 1304);
    // Unlinking a post not linked here is not found.
    await refused(api.assignTodo.unlink, { id: mine, post_id: todoed }, 404);
  });

  it('sums the linked posts’ latest figures on the to-do', async () => {
    const { app, database } = testApp();
    const task = await createTask(app, world);
    const todo = todoOf(task, world.alice.id);
    const first = await post(shared);
    const second = await post(shared);
    const unread = await post(shared);
    const figures = (postId: number, metrics: Record<string, number>) =>
      database.db.insert(reportPosts).values({
        postId,
        gameId: world.game,
        accountId: shared,
        network: 'facebook',
        publishedAt: new Date(),
        metrics,
      });
    await figures(first, { views: 100, engagements: 10, comments: 3 });
    await figures(second, { views: 50, comments: 1 });
    const none = await call(app, api.assignTodo.link, { id: todo, post_ids: [unread] }, world.alice.as);
    expect(none.todo.post_stats).toEqual({ posts: 1, views: null, engagements: null, comments: null });
    const both = await call(
      app,
      api.assignTodo.link,
      { id: todo, post_ids: [first, second] },
      world.alice.as,
    );
    expect(both.todo.post_stats).toEqual({ posts: 3, views: 150, engagements: 10, comments: 4 });
    const linked = both.linked.find((entry) => entry.post_id === first);
    expect(linked).toMatchObject({ views: 100, engagements: 10, comments: 3, account: { id: shared } });
  });

  it('the link screen: proposals first, then newest, by cursor; keyword and account filters', async () => {
    const { app, database } = testApp();
    const { db } = database;
    // Carol posts from two accounts of her own.
    const carolUser = await buildMember(db, world.game, { keys: ['assign_base'] });
    const carol = { as: await signInAs(db, carolUser.id), game: world.game };
    const main = (await buildAccount(db, world.game, { socialAccount: 'Carol main' })).id;
    const side = (
      await buildAccount(db, world.game, { socialAccount: 'Carol side', socialChannel: 'twitter' })
    ).id;
    await grantAccounts(db, world.game, carolUser.id, [main, side]);
    const task = await createTask(app, world, { receivers: [carolUser.id] });
    const todo = todoOf(task, carolUser.id);
    const ownPosts: number[] = [];
    for (let index = 0; index < 32; index += 1)
      ownPosts.push(await post(main, `Own post ${index}`, 100 + index));
    const sidePost = await post(side, 'Side GG', 50);
    const proposedOld = await post(main, 'Old proposal', 500);
    await database.db.insert(todoLinks).values({
      gameId: world.game,
      taskId: task.task.task_id,
      todoId: todo,
      postId: proposedOld,
      state: 'proposed',
    });
    const first = await call(app, api.assignTodo.links, { todo_id: todo }, carol);
    expect(first.list).toHaveLength(30);
    expect(first.list[0]).toMatchObject({ post_id: proposedOld, proposed: true, link_status: 'nolink' });
    expect(first.list[1]?.post_id).toBe(sidePost);
    expect(first.list.slice(2).map((entry) => entry.post_id)).toEqual(ownPosts.slice(0, 28));
    expect(first.next).not.toBeNull();
    const second = await call(app, api.assignTodo.links, { todo_id: todo, cursor: first.next }, carol);
    expect(second.list.map((entry) => entry.post_id)).toEqual(ownPosts.slice(28));
    expect(second.next).toBeNull();
    const onlyShared = await call(app, api.assignTodo.links, { todo_id: todo, account_ids: [side] }, carol);
    expect(onlyShared.list.map((entry) => entry.post_id)).toEqual([sidePost]);
    const keyword = await call(app, api.assignTodo.links, { todo_id: todo, keyword: 'post 3' }, carol);
    expect(keyword.list.map((entry) => entry.text)).toEqual(['Own post 3', 'Own post 30', 'Own post 31']);
    const proposedOnly = await call(app, api.assignTodo.links, { todo_id: todo, proposed: true }, carol);
    expect(proposedOnly.list.map((entry) => entry.post_id)).toEqual([proposedOld]);
    // A lead reads a receiver's link screen too; a stranger's cursor is refused.
    const asLead = await call(app, api.assignTodo.links, { todo_id: todo, proposed: true }, world.lead.as);
    expect(asLead.list).toHaveLength(1);
    await refused(api.assignTodo.links, { todo_id: todo, cursor: 'bm90IGEgY3Vyc29y' }, 1001, carol);
    // Confirming a proposal links it.
    const confirmed = await call(app, api.assignTodo.link, { id: todo, post_ids: [proposedOld] }, carol);
    expect(confirmed.todo.proposals).toBe(0);
    expect(confirmed.linked.map((entry) => entry.post_id)).toEqual([proposedOld]);
  });

  it('a to-do holds at most 50 posts', async () => {
    const { app } = testApp();
    const task = await createTask(app, world, { receivers: [world.alice.id] });
    const todo = todoOf(task, world.alice.id);
    const posts: number[] = [];
    for (let index = 0; index < 51; index += 1) posts.push(await post(shared, `Bulk ${index}`, 48));
    await call(app, api.assignTodo.link, { id: todo, post_ids: posts.slice(0, 50) }, world.alice.as);
    await refused(api.assignTodo.link, { id: todo, post_ids: [posts[50] ?? 0] }, 1001);
  });
});
