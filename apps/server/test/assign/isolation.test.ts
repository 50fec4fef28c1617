import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.js';
import { buildAccount, buildAccountPost, call, fail, grantAccounts } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, assignRowCounts, createTask, taskFields, todoOf } from './helpers.js';

/** Tenant isolation: a game's ids are as if they did not exist from another game, and nothing changes. */
describe('assign: another game’s ids', () => {
  const testApp = useTestApp();
  let a: AssignGame;
  let b: AssignGame;
  let theirs: {
    task: number;
    draft: number;
    todo: number;
    label: number;
    template: number;
    question: number;
    post: number;
    upload: number;
  };

  beforeAll(async () => {
    const { app, database } = testApp();
    a = await assignGame(testApp());
    b = await assignGame(testApp());
    const label = await call(app, api.assignLabel.create, { name: 'B label', parent_id: null }, b.lead.as);
    const task = await createTask(app, b);
    const draft = await createTask(app, b, { publish: false });
    const template = await call(
      app,
      api.assignTemplate.save,
      { fields: { template_name: 'B template', name: 'B' } },
      b.lead.as,
    );
    const question = await call(
      app,
      api.assignBrief.ask,
      { task_id: task.task.task_id, question: 'B?' },
      b.alice.as,
    );
    const account = await buildAccount(database.db, b.game);
    await grantAccounts(database.db, b.game, b.alice.id, [account.id]);
    const post = await buildAccountPost(database.db, account.id, { text: '#Patch21', postedAt: new Date() });
    const [upload] = await database.db
      .insert(uploads)
      .values({
        gameId: b.game,
        storageKey: `isolation-${process.pid}`,
        name: 'b.png',
        kind: 'image',
        mime: 'image/png',
        size: 10,
        sha1: '0'.repeat(40),
        status: 'done',
      })
      .returning();
    theirs = {
      task: task.task.task_id,
      draft: draft.task.task_id,
      todo: todoOf(task, b.alice.id),
      label: label.id,
      template: template.id,
      question: question.id,
      post: post.id,
      upload: upload?.id ?? 0,
    };
  });

  it('answers not_found for every task, to-do, label, template and question of the other game', async () => {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const fields = taskFields([a.alice.id]);
    const calls: [Parameters<typeof fail>[1], unknown][] = [
      [api.assignTask.detail, { id: theirs.task }],
      [api.assignTask.edit, { id: theirs.draft, fields }],
      [api.assignTask.publish, { id: theirs.draft }],
      [api.assignTask.change, { id: theirs.task, fields: { notes: 'x' } }],
      [api.assignTask.addReceivers, { id: theirs.task, receiver_ids: [a.alice.id] }],
      [api.assignTask.abandon, { id: theirs.task, reason: 'x' }],
      [api.assignTask.delete, { id: theirs.draft }],
      [api.assignTodo.detail, { id: theirs.todo }],
      [api.assignTodo.links, { todo_id: theirs.todo }],
      [api.assignLabel.update, { id: theirs.label, name: 'x' }],
      [api.assignLabel.move, { id: theirs.label, parent_id: null, position: 0 }],
      [api.assignLabel.delete, { id: theirs.label }],
      [api.assignTemplate.save, { id: theirs.template, fields: { template_name: 'x', name: 'x' } }],
      [api.assignTemplate.delete, { id: theirs.template }],
      [api.assignBrief.answer, { id: theirs.question, status: 'resolved', answer: 'x' }],
      [api.assignBrief.ask, { task_id: theirs.task, question: 'x' }],
    ];
    for (const [endpoint, input] of calls) {
      const result = await fail(app, endpoint, input, a.lead.as);
      expect([endpoint.path, result.status]).toEqual([endpoint.path, 404]);
    }
    // A receiver's own actions on the other game's to-do: not found either.
    for (const [endpoint, input] of [
      [api.assignTodo.complete, { id: theirs.todo, note: '' }],
      [api.assignTodo.reject, { id: theirs.todo, reason: 'x' }],
      [api.assignTodo.link, { id: theirs.todo, post_ids: [theirs.post] }],
      [api.assignTodo.unlink, { id: theirs.todo, post_id: theirs.post }],
    ] as const) {
      expect((await fail(app, endpoint, input, a.alice.as)).status).toBe(404);
    }
    expect(await assignRowCounts(database.db)).toEqual(before);
  });

  it('answers unknown_reference for the other game’s label, receivers, materials and posts named in a change', async () => {
    const { app, database } = testApp();
    const mine = await createTask(app, a);
    const before = await assignRowCounts(database.db);
    const refs: [Parameters<typeof fail>[1], unknown, number][] = [
      [api.assignTask.create, { fields: taskFields([a.alice.id], { label_id: theirs.label }) }, 1304],
      [api.assignTask.create, { fields: taskFields([a.alice.id], { material_ids: [theirs.upload] }) }, 1304],
      [api.assignTask.create, { fields: taskFields([b.alice.id]) }, 2208],
      [api.assignTask.change, { id: mine.task.task_id, fields: { material_ids: [theirs.upload] } }, 1304],
      [api.assignLabel.create, { name: 'x', parent_id: theirs.label }, 1304],
      [api.assignTodo.link, { id: todoOf(mine, a.alice.id), post_ids: [theirs.post] }, 1304],
    ];
    for (const [endpoint, input, code] of refs) {
      const as = endpoint === api.assignTodo.link ? a.alice.as : a.lead.as;
      const result = await fail(app, endpoint, input, as);
      expect([endpoint.path, result.code]).toEqual([endpoint.path, code]);
    }
    expect(await assignRowCounts(database.db)).toEqual(before);
    // Game A's own finished upload is a material its tasks hand out.
    const [own] = await database.db
      .insert(uploads)
      .values({
        gameId: a.game,
        storageKey: `isolation-own-${process.pid}`,
        name: 'a.png',
        kind: 'image',
        mime: 'image/png',
        size: 10,
        sha1: '0'.repeat(40),
        status: 'done',
      })
      .returning();
    const withMaterial = await call(
      app,
      api.assignTask.change,
      { id: mine.task.task_id, fields: { material_ids: [own?.id ?? 0] } },
      a.lead.as,
    );
    expect(withMaterial.task.material_ids).toEqual([own?.id]);
    // The lists of game A show nothing of game B.
    const labels = await call(app, api.assignLabel.list, {}, a.lead.as);
    expect(labels.map((label) => label.id)).not.toContain(theirs.label);
    const receivers = await call(app, api.assignTask.receivers, {}, a.lead.as);
    expect(receivers.map((member) => member.user_id)).not.toContain(b.alice.id);
  });
});
