import { api, instantOf } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.js';
import { taskEvents, tasks, todoLinks } from '../../src/db/schema/index.js';
import { proposeForOpenTasks, proposeForTask } from '../../src/modules/assign/jobs/propose.js';
import { sweepTasks } from '../../src/modules/assign/jobs/sweep.js';
import { buildAccount, buildAccountPost, call, grantAccounts } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  type AssignGame,
  assignGame,
  createTask,
  DAY,
  HOUR,
  noticesOf,
  testAssignDeps,
  todoOf,
} from './helpers.js';

/** The minute's sweep (expiry at the deadline, reminders once) and the proposal job. */
describe('assign jobs', () => {
  const testApp = useTestApp();
  let world: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
  });

  const eventsOf = async (taskId: number, event: string) =>
    testApp()
      .database.db.select()
      .from(taskEvents)
      .where(and(eq(taskEvents.taskId, taskId), eq(taskEvents.event, event)));
  const kindsFor = async (userId: number, taskId: number) =>
    (await noticesOf(testApp().database.db, userId))
      .filter((notice) => notice.params.task_id === taskId)
      .map((notice) => notice.kind);

  it('ends a task at its deadline in its time zone: 2026-12-01 23:59 Shanghai is 15:59 UTC', async () => {
    const { app, database } = testApp();
    const deadline = instantOf('2026-12-01T23:59', 'Asia/Shanghai');
    expect(deadline.toISOString()).toBe('2026-12-01T15:59:00.000Z');
    const detail = await createTask(app, world);
    const id = detail.task.task_id;
    // The deadline as the lead chose it; the clock is the sweep's, injected as every job's is.
    await database.db
      .update(tasks)
      .set({
        deadline,
        periodStart: new Date('2026-11-30T16:00:00Z'),
        periodEnd: new Date('2026-12-01T15:00:00Z'),
      })
      .where(eq(tasks.id, id));
    const link = await buildAccountPost(database.db, (await buildAccount(database.db, world.game)).id, {
      text: 'done',
      postedAt: new Date('2026-12-01T10:00:00Z'),
    });
    const sharedAccount = link.accountId;
    await grantAccounts(database.db, world.game, world.bob.id, [sharedAccount]);
    await call(
      app,
      api.assignTodo.link,
      { id: todoOf(detail, world.bob.id), post_ids: [link.id] },
      world.bob.as,
    );
    await call(app, api.assignTodo.complete, { id: todoOf(detail, world.bob.id), note: '' }, world.bob.as);

    const deps = testAssignDeps(testApp());
    await sweepTasks(deps, new Date('2026-12-01T15:58:59Z'));
    const before = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(before.task.status).toBe('published');

    await sweepTasks(deps, new Date('2026-12-01T15:59:01Z'));
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row).toMatchObject({ status: 'ended', endReason: 'expired' });
    expect(row?.endedAt?.toISOString()).toBe('2026-12-01T15:59:01.000Z');
    const expired = await eventsOf(id, 'task_expired');
    expect(expired.map((event) => [event.actorId, event.detail])).toEqual([
      [null, { deadline: '2026-12-01T15:59:00.000Z' }],
    ]);
    // Only the receiver still pending is told; their to-do is overdue now.
    expect(await kindsFor(world.alice.id, id)).toContain('assign_task_expired');
    expect(await kindsFor(world.bob.id, id)).not.toContain('assign_task_expired');
    const after = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(after.task).toMatchObject({
      status: 'ended',
      overdue: true,
      counts: { overdue: 1, completed: 1 },
    });
    // Sweeping again, even twice at once, ends nothing twice.
    await Promise.all([
      sweepTasks(deps, new Date('2026-12-01T16:00:00Z')),
      sweepTasks(deps, new Date('2026-12-01T16:00:00Z')),
    ]);
    expect(await eventsOf(id, 'task_expired')).toHaveLength(1);
  });

  it('reminds the pending receivers once per deadline, and again after the deadline changes', async () => {
    const { app } = testApp();
    const now = Date.now();
    const detail = await createTask(app, world, {
      fields: { deadline: new Date(now + 3 * DAY).toISOString(), remind_hours: 24 },
    });
    const id = detail.task.task_id;
    await call(
      app,
      api.assignTodo.reject,
      { id: todoOf(detail, world.bob.id), reason: 'Away' },
      world.bob.as,
    );
    const deps = testAssignDeps(testApp());
    await sweepTasks(deps, new Date(now + 2 * DAY - HOUR));
    expect(await eventsOf(id, 'task_reminded')).toHaveLength(0);
    await Promise.all([
      sweepTasks(deps, new Date(now + 2 * DAY + HOUR)),
      sweepTasks(deps, new Date(now + 2 * DAY + HOUR)),
    ]);
    await sweepTasks(deps, new Date(now + 2 * DAY + 2 * HOUR));
    expect(await eventsOf(id, 'task_reminded')).toHaveLength(1);
    expect(
      (await kindsFor(world.alice.id, id)).filter((kind) => kind === 'assign_task_reminder'),
    ).toHaveLength(1);
    expect(await kindsFor(world.bob.id, id)).not.toContain('assign_task_reminder');

    await call(
      app,
      api.assignTask.change,
      { id, fields: { deadline: new Date(now + 5 * DAY).toISOString() } },
      world.lead.as,
    );
    await sweepTasks(deps, new Date(now + 2 * DAY + 3 * HOUR));
    expect(await eventsOf(id, 'task_reminded')).toHaveLength(1);
    await sweepTasks(deps, new Date(now + 4 * DAY + HOUR));
    expect(await eventsOf(id, 'task_reminded')).toHaveLength(2);
    const history = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(history.history[0]).toMatchObject({ event: 'task_reminded', actor: null });
  });

  it('proposes posts carrying the task’s hashtag or deeplink, once each, never a post linked elsewhere', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const account = (await buildAccount(db, world.game, { socialAccount: 'Alice proposals' })).id;
    const notHers = (await buildAccount(db, world.game, { socialAccount: 'Not Alice' })).id;
    await grantAccounts(db, world.game, world.alice.id, [account]);
    const now = Date.now();
    const post = (text: string, hoursAgo: number, on = account) =>
      buildAccountPost(db, on, { text, postedAt: new Date(now - hoursAgo * HOUR) }).then((row) => row.id);
    const detail = await createTask(app, world, {
      receivers: [world.alice.id],
      fields: {
        hashtags: ['#Patch21', 'GG'],
        deeplink: 'https://game.example/event?id=7',
        post_period: { start: new Date(now - HOUR).toISOString(), end: new Date(now + DAY).toISOString() },
      },
    });
    const id = detail.task.task_id;
    const todo = todoOf(detail, world.alice.id);
    const upper = await post('Check #PATCH21 now!', 1);
    const deeplink = await post('More at https://GAME.example/event?id=7 today', 2);
    const dayBefore = await post('Teaser #gg', 24);
    await post('#patch210 is another tag', 1);
    await post('patch21 without its hash', 1);
    await post('#Patch21 but long before the period', 30);
    await post('#Patch21 on an account that is not hers', 1, notHers);
    const elsewhere = await post('#Patch21 already linked', 1);
    const other = await createTask(app, world, { receivers: [world.alice.id], fields: { hashtags: [] } });
    await call(
      app,
      api.assignTodo.link,
      { id: todoOf(other, world.alice.id), post_ids: [elsewhere] },
      world.alice.as,
    );

    // Publishing queued the proposal job for the task.
    const queued = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job where name = 'assign.propose' and (data->>'task_id')::int = ${id}`,
    );
    expect(queued[0]?.n).toBe(1);

    const deps = testAssignDeps(testApp());
    expect(await proposeForTask(deps, id)).toBe(3);
    const proposed = await db
      .select({ postId: todoLinks.postId })
      .from(todoLinks)
      .where(and(eq(todoLinks.todoId, todo), eq(todoLinks.state, 'proposed')));
    expect(proposed.map((row) => row.postId).sort()).toEqual([upper, deeplink, dayBefore].sort());
    const notices = (await noticesOf(db, world.alice.id)).filter(
      (notice) => notice.kind === 'assign_post_proposed' && notice.params.task_id === id,
    );
    expect(notices.map((notice) => [notice.params.count, notice.params.todo_id])).toEqual([[3, todo]]);

    // Again: nothing new, nobody told again.
    expect(await proposeForTask(deps, id)).toBe(0);
    // A dismissed proposal (unlink) is not proposed again; a new post is, by the periodic run.
    const dismissed = await call(app, api.assignTodo.unlink, { id: todo, post_id: upper }, world.alice.as);
    expect(dismissed.todo.proposals).toBe(2);
    const later = await post('Late one #gg', 0);
    expect(await proposeForOpenTasks(deps)).toBeGreaterThanOrEqual(1);
    const page = await call(app, api.assignTodo.links, { todo_id: todo, proposed: true }, world.alice.as);
    expect(page.list.map((entry) => entry.post_id)).toEqual([later, deeplink, dayBefore]);
    expect(page.list.every((entry) => entry.proposed && entry.link_status === 'nolink')).toBe(true);
    const told = (await noticesOf(db, world.alice.id)).filter(
      (notice) => notice.kind === 'assign_post_proposed' && notice.params.task_id === id,
    );
    expect(told.map((notice) => notice.params.count).sort()).toEqual([1, 3]);
  });

  it('reads hashtags as the networks do: Chinese tags run until a space or punctuation', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const account = (await buildAccount(db, world.game, { socialAccount: 'Alice Chinese tags' })).id;
    await grantAccounts(db, world.game, world.alice.id, [account]);
    const now = Date.now();
    const post = (text: string) =>
      buildAccountPost(db, account, { text, postedAt: new Date(now - HOUR) }).then((row) => row.id);
    const detail = await createTask(app, world, {
      receivers: [world.alice.id],
      fields: {
        hashtags: ['#原神'],
        deeplink: null,
        post_period: { start: new Date(now - HOUR).toISOString(), end: new Date(now + DAY).toISOString() },
      },
    });
    const spaced = await post('#原神 公测开启');
    const punctuated = await post('今天 #原神，冲！');
    const fullWidthHash = await post('新版本（#原神）');
    await post('#原神活动 开始了');
    await post('今天#原神 不是话题');
    await post('原神 没有井号');

    expect(await proposeForTask(testAssignDeps(testApp()), detail.task.task_id)).toBe(3);
    const proposed = await db
      .select({ postId: todoLinks.postId })
      .from(todoLinks)
      .where(and(eq(todoLinks.todoId, todoOf(detail, world.alice.id)), eq(todoLinks.state, 'proposed')));
    expect(proposed.map((row) => row.postId).sort()).toEqual([spaced, punctuated, fullWidthHash].sort());
  });

  it('proposes nothing for a task without hashtags or deeplink, or one no longer published', async () => {
    const { app, database } = testApp();
    const bare = await createTask(app, world, { fields: { hashtags: [], deeplink: null } });
    const deps = testAssignDeps(testApp());
    expect(await proposeForTask(deps, bare.task.task_id)).toBe(0);
    const ended = await createTask(app, world);
    await call(app, api.assignTask.abandon, { id: ended.task.task_id, reason: '' }, world.lead.as);
    expect(await proposeForTask(deps, ended.task.task_id)).toBe(0);
    const [links] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from todo_links where task_id in (${bare.task.task_id}, ${ended.task.task_id})`,
    );
    expect(links?.n).toBe(0);
  });
});
