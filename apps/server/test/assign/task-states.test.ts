import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskEvents, tasks } from '../../src/db/schema/index.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  type AssignGame,
  assignGame,
  assignRowCounts,
  createTask,
  DAY,
  noticesOf,
  taskFields,
  todoOf,
} from './helpers.js';

/** The task state machine of SPEC §4: every event, every refused transition, nothing written on a refusal. */
describe('task states and events', () => {
  const testApp = useTestApp();
  let world: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
  });

  const eventsOf = async (taskId: number) =>
    (
      await testApp()
        .database.db.select({ event: taskEvents.event })
        .from(taskEvents)
        .where(eq(taskEvents.taskId, taskId))
    ).map((row) => row.event);

  /** Runs a refused call and checks its code and that no table changed. */
  async function refused(
    endpoint: Parameters<typeof fail>[1],
    input: unknown,
    code: number,
    as = world.lead.as,
  ) {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const result = await fail(app, endpoint, input, as);
    expect(result.code, result.msg).toBe(code);
    expect(await assignRowCounts(database.db)).toEqual(before);
    return result;
  }

  it('refuses anonymous callers and members without the assign keys', async () => {
    const { app } = testApp();
    expect(await fail(app, api.assignTask.list, {}, { game: world.game })).toMatchObject({ status: 401 });
    expect(await fail(app, api.assignTask.list, {}, world.outsider.as)).toMatchObject({ status: 403 });
    const fields = taskFields([world.alice.id]);
    expect(await fail(app, api.assignTask.create, { fields }, world.alice.as)).toMatchObject({ status: 403 });
  });

  it('new draft: a draft with no to-dos, and nobody told', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world, { publish: false });
    expect(detail.task.status).toBe('drafted');
    expect(detail.todos).toEqual([]);
    expect(detail.history.map((line) => line.event)).toEqual(['new_draft']);
    expect(detail.history[0]?.actor?.user_id).toBe(world.lead.id);
    const told = await noticesOf(database.db, world.alice.id);
    expect(told.filter((notice) => notice.params.task_id === detail.task.task_id)).toEqual([]);
  });

  it('new assign: published at once, a pending to-do per receiver, each told', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world);
    expect(detail.task.status).toBe('published');
    expect(detail.task.published_at).not.toBeNull();
    expect(detail.todos.map((todo) => [todo.receiver.user_id, todo.status])).toEqual([
      [world.alice.id, 'pending'],
      [world.bob.id, 'pending'],
    ]);
    expect(detail.task.counts).toEqual({ pending: 2, completed: 0, rejected: 0, overdue: 0 });
    expect(detail.history.map((line) => line.event)).toEqual(['new_assign']);
    for (const receiver of [world.alice, world.bob]) {
      const told = (await noticesOf(database.db, receiver.id)).filter(
        (notice) => notice.params.task_id === detail.task.task_id,
      );
      expect(told.map((notice) => [notice.kind, notice.params.todo_id])).toEqual([
        ['assign_todo_assigned', todoOf(detail, receiver.id)],
      ]);
    }
    // The lead who handed it out is not told of their own action.
    expect((await noticesOf(database.db, world.lead.id)).map((notice) => notice.kind)).not.toContain(
      'assign_todo_assigned',
    );
  });

  it('edit draft and publish draft, then the to-dos exist', async () => {
    const { app } = testApp();
    const draft = await createTask(app, world, { publish: false });
    const id = draft.task.task_id;
    const edited = await call(
      app,
      api.assignTask.edit,
      { id, fields: taskFields([world.alice.id], { name: 'Renamed', hashtags: ['Launch', '#launch'] }) },
      world.lead.as,
    );
    expect(edited.task).toMatchObject({ status: 'drafted', name: 'Renamed', hashtags: ['#Launch'] });
    expect(edited.history[0]).toMatchObject({
      event: 'edit_draft',
      detail: { fields: expect.arrayContaining(['name', 'hashtags']) },
    });
    const published = await call(app, api.assignTask.publish, { id }, world.lead.as);
    expect(published.task.status).toBe('published');
    expect(published.todos.map((todo) => todo.receiver.user_id)).toEqual([world.alice.id]);
    expect(published.history.map((line) => line.event)).toEqual(['publish_draft', 'edit_draft', 'new_draft']);
  });

  it('delete draft: the draft is deleted and vanishes from the list', async () => {
    const { app, database } = testApp();
    const draft = await createTask(app, world, { publish: false });
    const id = draft.task.task_id;
    await call(app, api.assignTask.delete, { id }, world.lead.as);
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row).toMatchObject({ status: 'deleted' });
    expect(row?.deletedAt).not.toBeNull();
    expect(await eventsOf(id)).toEqual(['new_draft', 'delete_draft']);
    const list = await call(app, api.assignTask.list, { page_size: 200 }, world.lead.as);
    expect(list.list.map((task) => task.task_id)).not.toContain(id);
  });

  it('add receivers: new to-dos for the new ones only, who alone are told', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world, { receivers: [world.alice.id] });
    const id = detail.task.task_id;
    const added = await call(
      app,
      api.assignTask.addReceivers,
      { id, receiver_ids: [world.alice.id, world.bob.id] },
      world.lead.as,
    );
    expect(added.todos.map((todo) => todo.receiver.user_id)).toEqual([world.alice.id, world.bob.id]);
    expect(added.task.receivers.map((receiver) => receiver.user_id)).toEqual([world.alice.id, world.bob.id]);
    expect(added.history[0]).toMatchObject({
      event: 'add_receivers',
      detail: { receiver_ids: [world.bob.id] },
    });
    const kinds = async (userId: number) =>
      (await noticesOf(database.db, userId))
        .filter((notice) => notice.params.task_id === id)
        .map((notice) => notice.kind);
    expect(await kinds(world.alice.id)).toEqual(['assign_todo_assigned']);
    expect(await kinds(world.bob.id)).toEqual(['assign_todo_assigned']);
  });

  it('change task: only the fields sent change, the receivers are told what changed', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world, { fields: { talking_points: 'Keep me' } });
    const id = detail.task.task_id;
    await database.db.update(tasks).set({ remindedAt: new Date() }).where(eq(tasks.id, id));
    const deadline = new Date(Date.now() + 4 * DAY).toISOString();
    const changed = await call(
      app,
      api.assignTask.change,
      { id, fields: { deadline, urgent: true } },
      world.lead.as,
    );
    expect(changed.task).toMatchObject({ urgent: true, talking_points: 'Keep me', hashtags: ['#Patch21'] });
    expect(Date.parse(changed.task.deadline)).toBe(Date.parse(deadline));
    expect(changed.history[0]).toMatchObject({
      event: 'change_task',
      detail: { fields: ['urgent', 'deadline'] },
    });
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row?.remindedAt).toBeNull();
    const told = (await noticesOf(database.db, world.alice.id)).filter(
      (notice) => notice.params.task_id === id && notice.kind === 'assign_task_changed',
    );
    expect(told.map((notice) => notice.params.fields)).toEqual(['urgent,deadline']);
    // A change that changes nothing records nothing.
    await call(app, api.assignTask.change, { id, fields: { urgent: true } }, world.lead.as);
    expect((await eventsOf(id)).filter((event) => event === 'change_task')).toHaveLength(1);
  });

  it('abandon task: ended as abandoned with the reason, pending receivers told', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world);
    const id = detail.task.task_id;
    const ended = await call(app, api.assignTask.abandon, { id, reason: 'Patch delayed' }, world.lead.as);
    expect(ended.task.status).toBe('ended');
    expect(ended.task.ended_at).not.toBeNull();
    expect(ended.history[0]).toMatchObject({ event: 'abandon_task', detail: { reason: 'Patch delayed' } });
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row?.endReason).toBe('abandoned');
    const told = (await noticesOf(database.db, world.bob.id)).filter(
      (notice) => notice.params.task_id === id && notice.kind === 'assign_task_abandoned',
    );
    expect(told.map((notice) => notice.params.reason)).toEqual(['Patch delayed']);
    // Its pending to-dos are not overdue once the deadline passes: they closed with the task.
    await database.db
      .update(tasks)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(tasks.id, id));
    const after = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(after.task.overdue).toBe(false);
    expect(after.task.counts.overdue).toBe(0);
  });

  it('delete task: an ended task is deleted and its history kept', async () => {
    const { app } = testApp();
    const detail = await createTask(app, world);
    const id = detail.task.task_id;
    await call(app, api.assignTask.abandon, { id, reason: '' }, world.lead.as);
    await call(app, api.assignTask.delete, { id }, world.lead.as);
    expect(await eventsOf(id)).toEqual(['new_assign', 'abandon_task', 'delete_task']);
    const gone = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(gone.task.status).toBe('deleted');
  });

  it('refuses every transition the state does not allow, writing nothing', async () => {
    const { app } = testApp();
    const draft = (await createTask(app, world, { publish: false })).task.task_id;
    const published = (await createTask(app, world)).task.task_id;
    const ended = (await createTask(app, world)).task.task_id;
    await call(app, api.assignTask.abandon, { id: ended, reason: '' }, world.lead.as);
    const deleted = (await createTask(app, world, { publish: false })).task.task_id;
    await call(app, api.assignTask.delete, { id: deleted }, world.lead.as);
    const fields = taskFields([world.alice.id]);
    const codes = {
      task_not_published: 2201,
      task_ended: 2202,
      task_deleted: 2203,
      undeletable: 2206,
      not_draft: 2215,
    };

    // Edit and publish: only a draft.
    for (const id of [published, ended]) {
      await refused(api.assignTask.edit, { id, fields }, codes.not_draft);
      await refused(api.assignTask.publish, { id }, codes.not_draft);
    }
    await refused(api.assignTask.edit, { id: deleted, fields }, codes.task_deleted);
    await refused(api.assignTask.publish, { id: deleted }, codes.task_deleted);
    // Change, add receivers, abandon: only a published task.
    const onPublished = [
      [api.assignTask.change, { fields: { notes: 'x' } }],
      [api.assignTask.addReceivers, { receiver_ids: [world.bob.id] }],
      [api.assignTask.abandon, { reason: 'x' }],
    ] as const;
    for (const [endpoint, rest] of onPublished) {
      await refused(endpoint, { id: draft, ...rest }, codes.task_not_published);
      await refused(endpoint, { id: ended, ...rest }, codes.task_ended);
      await refused(endpoint, { id: deleted, ...rest }, codes.task_deleted);
    }
    // Delete: a published task cannot be deleted; a deleted one is gone.
    await refused(api.assignTask.delete, { id: published }, codes.undeletable);
    await refused(api.assignTask.delete, { id: deleted }, codes.task_deleted);
  });

  it('checks the deadline on create, edit, publish and change', async () => {
    const { app, database } = testApp();
    const past = new Date(Date.now() - 60_000).toISOString();
    const start = new Date(Date.now() + 2 * DAY).toISOString();
    const beforeStart = {
      deadline: new Date(Date.now() + DAY).toISOString(),
      post_period: { start, end: new Date(Date.now() + 3 * DAY).toISOString() },
    };
    for (const bad of [{ deadline: past }, beforeStart]) {
      const result = await refused(
        api.assignTask.create,
        { fields: taskFields([world.alice.id], bad), publish: true },
        2207,
      );
      expect(result.data?.issues?.[0]?.path).toBe('fields.deadline');
    }
    // The deadline may equal the post period's start.
    await createTask(app, world, {
      fields: { deadline: start, post_period: { start, end: new Date(Date.now() + 3 * DAY).toISOString() } },
    });

    const draft = (await createTask(app, world, { publish: false })).task.task_id;
    await refused(
      api.assignTask.edit,
      { id: draft, fields: taskFields([world.alice.id], { deadline: past }) },
      2207,
    );
    // A draft whose deadline passed while it waited cannot be handed out.
    await database.db
      .update(tasks)
      .set({ deadline: new Date(past) })
      .where(eq(tasks.id, draft));
    await refused(api.assignTask.publish, { id: draft }, 2207);

    const published = (await createTask(app, world)).task.task_id;
    await refused(api.assignTask.change, { id: published, fields: { deadline: past } }, 2207);
    await refused(api.assignTask.change, { id: published, fields: beforeStart }, 2207);
  });

  it('refuses receivers who may not receive tasks, naming them', async () => {
    const { app } = testApp();
    const result = await refused(
      api.assignTask.create,
      { fields: taskFields([world.alice.id, world.outsider.id]), publish: true },
      2208,
    );
    expect(result.msg).toBe(`${world.outsider.name} cannot receive tasks in this game`);
    const published = (await createTask(app, world, { receivers: [world.alice.id] })).task.task_id;
    await refused(api.assignTask.addReceivers, { id: published, receiver_ids: [world.outsider.id] }, 2208);
    await refused(api.assignTask.addReceivers, { id: published, receiver_ids: [999_999] }, 2208);
    const options = await call(app, api.assignTask.receivers, {}, world.alice.as);
    const ids = options.map((member) => member.user_id);
    expect(ids).toEqual(expect.arrayContaining([world.lead.id, world.alice.id, world.bob.id]));
    expect(ids).not.toContain(world.outsider.id);
  });
});
