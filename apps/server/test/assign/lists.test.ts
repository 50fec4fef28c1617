import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema/index.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, createTask, DAY, HOUR, todoOf } from './helpers.js';

/** The task list, detail and gantt: who sees what, the filters, overdue and due soon. */
describe('task lists, detail and gantt', () => {
  const testApp = useTestApp();
  let world: AssignGame;
  let other: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
    other = await assignGame(testApp());
  });

  const ids = (page: { list: { task_id: number }[] }) => page.list.map((task) => task.task_id);
  const past = (id: number, ms: number) =>
    testApp()
      .database.db.update(tasks)
      .set({ deadline: new Date(Date.now() - ms), periodStart: new Date(Date.now() - 2 * DAY) })
      .where(eq(tasks.id, id));

  it('a receiver without assign_manage sees only the tasks they received; others answer not_found', async () => {
    const { app } = testApp();
    const forAlice = (await createTask(app, world, { receivers: [world.alice.id] })).task.task_id;
    const forBob = (await createTask(app, world, { receivers: [world.bob.id] })).task.task_id;
    const draft = (await createTask(app, world, { publish: false, receivers: [world.alice.id] })).task
      .task_id;
    const aliceSees = ids(await call(app, api.assignTask.list, { page_size: 200 }, world.alice.as));
    expect(aliceSees).toContain(forAlice);
    expect(aliceSees).not.toContain(forBob);
    // A draft has no to-dos yet: its receivers do not see it.
    expect(aliceSees).not.toContain(draft);
    const leadSees = ids(await call(app, api.assignTask.list, { page_size: 200 }, world.lead.as));
    expect(leadSees).toEqual(expect.arrayContaining([forAlice, forBob, draft]));
    expect(await fail(app, api.assignTask.detail, { id: forBob }, world.alice.as)).toMatchObject({
      status: 404,
    });
    const bobTodo = todoOf(
      await call(app, api.assignTask.detail, { id: forBob }, world.lead.as),
      world.bob.id,
    );
    expect(await fail(app, api.assignTodo.detail, { id: bobTodo }, world.alice.as)).toMatchObject({
      status: 404,
    });
    // Another game's lead finds none of them.
    expect(await fail(app, api.assignTask.detail, { id: forAlice }, other.lead.as)).toMatchObject({
      status: 404,
    });
    expect(await fail(app, api.assignTodo.detail, { id: bobTodo }, other.lead.as)).toMatchObject({
      status: 404,
    });
    expect(ids(await call(app, api.assignTask.list, { page_size: 200 }, other.lead.as))).toEqual(
      expect.not.arrayContaining([forAlice, forBob, draft]),
    );
  });

  it('a receiver reads their own to-do and the task’s own history, not other receivers’', async () => {
    const { app } = testApp();
    const detail = await createTask(app, world);
    const id = detail.task.task_id;
    const bobTodo = todoOf(detail, world.bob.id);
    await call(app, api.assignTodo.reject, { id: bobTodo, reason: 'On leave' }, world.bob.as);
    const asAlice = await call(app, api.assignTask.detail, { id }, world.alice.as);
    expect(asAlice.todos.map((todo) => todo.receiver.user_id)).toEqual([world.alice.id]);
    expect(asAlice.history.map((line) => line.event)).toEqual(['new_assign']);
    // The counts are the task's: everyone's to-dos.
    expect(asAlice.task.counts).toMatchObject({ pending: 1, rejected: 1 });
    const asLead = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(asLead.history.map((line) => line.event)).toEqual(['todo_rejected', 'new_assign']);
    expect(asLead.history[0]).toMatchObject({
      actor: { user_id: world.bob.id },
      detail: { reason: 'On leave' },
    });
  });

  it('filters by status, label and everything below it, receiver, keyword and urgency', async () => {
    const { app } = testApp();
    const root = await call(
      app,
      api.assignLabel.create,
      { name: 'Filter root', parent_id: null },
      world.lead.as,
    );
    const child = await call(
      app,
      api.assignLabel.create,
      { name: 'Filter child', parent_id: root.id },
      world.lead.as,
    );
    const a = (
      await createTask(app, world, { fields: { name: 'Zeta_50% launch', label_id: child.id, urgent: true } })
    ).task.task_id;
    const b = (
      await createTask(app, world, { publish: false, fields: { name: 'Zeta draft', label_id: root.id } })
    ).task.task_id;
    const c = (await createTask(app, world, { receivers: [world.bob.id], fields: { name: 'Zeta bob' } })).task
      .task_id;
    const list = (input: Parameters<typeof call<typeof api.assignTask.list>>[2]) =>
      call(app, api.assignTask.list, { page_size: 200, keyword: 'zeta', ...input }, world.lead.as).then(ids);
    expect((await list({})).sort()).toEqual([a, b, c].sort());
    expect(await list({ status: ['drafted'] })).toEqual([b]);
    expect((await list({ label_ids: [root.id] })).sort()).toEqual([a, b].sort());
    expect(await list({ label_ids: [child.id] })).toEqual([a]);
    expect(await list({ receiver_ids: [world.bob.id], status: ['published'] })).toEqual(
      expect.arrayContaining([a, c]),
    );
    expect(await list({ receiver_ids: [world.alice.id] })).not.toContain(c);
    expect(await list({ urgent: true })).toEqual([a]);
    // The keyword is matched literally: % and _ are not wildcards.
    expect(await list({ keyword: 'zeta_50%' })).toEqual([a]);
    expect(await list({ keyword: 'zeta%bob' })).toEqual([]);
  });

  it('overdue and due soon come from the database, so the filter and paging agree', async () => {
    const { app } = testApp();
    const late = [];
    for (let index = 0; index < 3; index += 1) {
      const id = (await createTask(app, world, { fields: { name: `Late ${index}` } })).task.task_id;
      await past(id, HOUR);
      late.push(id);
    }
    const soon = (await createTask(app, world, { fields: { name: 'Soon', remind_hours: 96 } })).task.task_id;
    const never = (await createTask(app, world, { fields: { name: 'Never', remind_hours: null } })).task
      .task_id;
    const page1 = await call(app, api.assignTask.list, { overdue: true, page_size: 2 }, world.lead.as);
    const page2 = await call(
      app,
      api.assignTask.list,
      { overdue: true, page_size: 2, page: 2 },
      world.lead.as,
    );
    expect(page1.total).toBe(page2.total);
    const overdue = [...page1.list, ...page2.list];
    expect(overdue.map((task) => task.task_id)).toEqual(expect.arrayContaining(late));
    expect(overdue.every((task) => task.overdue && task.counts.overdue === 2)).toBe(true);
    const notOverdue = ids(
      await call(app, api.assignTask.list, { overdue: false, page_size: 200 }, world.lead.as),
    );
    expect(notOverdue).toEqual(expect.arrayContaining([soon, never]));
    expect(notOverdue).not.toEqual(expect.arrayContaining([late[0]]));
    const detail = (id: number) =>
      call(app, api.assignTask.detail, { id }, world.lead.as).then((d) => d.task);
    expect(await detail(soon)).toMatchObject({ due_soon: true, overdue: false });
    expect(await detail(never)).toMatchObject({ due_soon: false, overdue: false });
    // A completed to-do is never overdue; the task stays overdue while one is pending.
    const lateTask = await call(app, api.assignTask.detail, { id: late[0] ?? 0 }, world.lead.as);
    expect(lateTask.todos.every((todo) => todo.overdue)).toBe(true);
    const todos = await call(app, api.assignTodo.list, { overdue: true, page_size: 200 }, world.alice.as);
    expect(todos.list.map((todo) => todo.task_id)).toEqual(expect.arrayContaining(late));
  });

  it('the gantt shows the tasks whose post period or deadline touches the range, with the visible to-dos', async () => {
    const { app } = testApp();
    const base = Date.now() + 20 * DAY;
    const at = (days: number) => new Date(base + days * DAY).toISOString();
    const make = (
      name: string,
      start: number,
      end: number,
      deadline: number,
      receivers = [world.alice.id, world.bob.id],
    ) =>
      createTask(app, world, {
        receivers,
        fields: { name, post_period: { start: at(start), end: at(end) }, deadline: at(deadline) },
      }).then((detail) => detail.task.task_id);
    const inside = await make('Inside', 1, 2, 3);
    const deadlineOnly = await make('Deadline in range', -5, -4, 1);
    const before = await make('Before', -5, -4, -3);
    const after = await make('After', 6, 7, 8);
    const bobs = await make('Bob only', 1, 2, 3, [world.bob.id]);
    const range = { start: at(0), end: at(5) };
    const lead = await call(app, api.assignTask.gantt, { range }, world.lead.as);
    const shown = lead.tasks.map((task) => task.task_id);
    expect(shown).toEqual(expect.arrayContaining([inside, deadlineOnly, bobs]));
    expect(shown).not.toContain(before);
    expect(shown).not.toContain(after);
    expect(lead.todos.filter((todo) => todo.task_id === inside)).toHaveLength(2);
    const alice = await call(app, api.assignTask.gantt, { range }, world.alice.as);
    expect(alice.tasks.map((task) => task.task_id)).not.toContain(bobs);
    expect(alice.todos.every((todo) => todo.receiver.user_id === world.alice.id)).toBe(true);
    const byReceiver = await call(
      app,
      api.assignTask.gantt,
      { range, receiver_ids: [world.bob.id] },
      world.lead.as,
    );
    expect(byReceiver.tasks.map((task) => task.task_id)).toContain(bobs);
  });

  it('the to-do list: the caller’s own, open ones first by deadline; a lead may name a receiver', async () => {
    const { app } = testApp();
    const soon = await createTask(app, world, {
      receivers: [world.bob.id],
      fields: { name: 'Todo soon', deadline: new Date(Date.now() + 2 * DAY).toISOString() },
    });
    const later = await createTask(app, world, { receivers: [world.bob.id], fields: { name: 'Todo later' } });
    const done = await createTask(app, world, {
      receivers: [world.bob.id],
      fields: { name: 'Todo done', deadline: new Date(Date.now() + DAY + HOUR).toISOString() },
    });
    await call(app, api.assignTodo.reject, { id: todoOf(done, world.bob.id), reason: 'No' }, world.bob.as);
    const mine = await call(app, api.assignTodo.list, { keyword: 'todo ', page_size: 200 }, world.bob.as);
    expect(mine.list.map((todo) => todo.task.name)).toEqual(['Todo soon', 'Todo later', 'Todo done']);
    expect(mine.list.every((todo) => todo.receiver.user_id === world.bob.id)).toBe(true);
    const byLead = await call(
      app,
      api.assignTodo.list,
      { receiver_id: world.bob.id, status: ['pending'], keyword: 'todo ' },
      world.lead.as,
    );
    expect(byLead.list.map((todo) => todo.todo_id)).toEqual([
      todoOf(soon, world.bob.id),
      todoOf(later, world.bob.id),
    ]);
    // Without assign_manage, receiver_id is ignored: the caller's own to-dos.
    const notLead = await call(
      app,
      api.assignTodo.list,
      { receiver_id: world.bob.id, keyword: 'todo ' },
      world.alice.as,
    );
    expect(notLead.list).toEqual([]);
  });
});
